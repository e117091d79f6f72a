/**
 * Multipart bodies for the fuzzer: a valid body's encoding (text parts, as a
 * browser sends them) and a fixed corpus of bodies the parser cannot read or
 * reads oddly (cut short, compressed, a bad or missing boundary, malformed
 * part headers, reserved names, over the limits), plus content codings. Every
 * route that takes a body meets them, so a multipart route added later does too.
 */
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';

const BOUNDARY = '----BeckonFuzzBoundary7MA4YWxkTrZu0gW';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export interface CorpusBody {
  kind: string;
  /** The content type; '' sends none. */
  type: string;
  payload: string | Buffer;
  /** More headers (a content coding). */
  headers?: Record<string, string>;
}

/** A part name as browsers escape it in Content-Disposition (HTML's multipart/form-data encoding). */
function escapedName(name: string): string {
  return name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

function textPart(name: string, value: string, eol = '\r\n'): string {
  return `--${BOUNDARY}${eol}Content-Disposition: form-data; name="${escapedName(name)}"${eol}${eol}${value}${eol}`;
}

/** The parts of `fields` without the closing boundary (arrays become repeated parts). */
function openParts(fields: Record<string, unknown>, asText: (value: unknown) => string, eol = '\r\n'): string {
  return Object.entries(fields)
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((one) =>
        textPart(name, typeof one === 'string' ? one : asText(one), eol),
      ),
    )
    .join('');
}

const CLOSE = `--${BOUNDARY}--\r\n`;

export function encodeMultipart(fields: Record<string, unknown>, asText: (value: unknown) => string): string {
  return `${openParts(fields, asText)}${CLOSE}`;
}

/** A JPEG's first bytes and then filler: enough for a route to start reading a file. */
const JPEG_START = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(4_000, 7),
]);

function fileHeader(name: string, filename = 'photo.jpg', type = 'image/jpeg'): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${escapedName(name)}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
}

/** The fixed multipart corpus of a route whose valid body is `valid` and whose file field is `fileField`. */
export function multipartCorpus(
  valid: Record<string, unknown>,
  fileField: string,
  asText: (value: unknown) => string,
): CorpusBody[] {
  const open = openParts(valid, asText);
  const whole = `${open}${CLOSE}`;
  const [firstName, firstValue] = Object.entries(valid)[0] ?? ['x', 'y'];
  const firstText = typeof firstValue === 'string' ? firstValue : asText(firstValue);
  const body = (kind: string, payload: string | Buffer, type = MULTIPART_TYPE): CorpusBody => ({
    kind: `multipart: ${kind}`,
    type,
    payload,
  });
  const withFile = (content: Buffer, tail: string) =>
    Buffer.concat([Buffer.from(open), Buffer.from(fileHeader(fileField)), content, Buffer.from(tail)]);
  const cuts = [1, 20, BOUNDARY.length + 4, BOUNDARY.length + 40, open.length - 3, whole.length - 4, whole.length - 1];

  return [
    body('the valid body', whole),
    body('text that is not multipart', 'hello, this is not a form'),
    body('an empty body', ''),
    body('only the closing boundary', CLOSE),
    body('no closing boundary', open),
    ...cuts.map((at) => body(`cut short at byte ${at}`, whole.slice(0, Math.max(0, at)))),
    body('a file cut short', withFile(JPEG_START, '')),
    body('a file whose part never closes, then garbage', withFile(JPEG_START, 'garbage\r\n--wrong--')),
    body('a file part and the closing boundary', withFile(JPEG_START, `\r\n${CLOSE}`)),
    body(
      'thirty files',
      `${open}${Array.from({ length: 30 }, () => `${fileHeader(fileField)}x\r\n`).join('')}${CLOSE}`,
    ),
    body(
      'a file under every text field',
      `${Object.keys(valid)
        .map((name) => `${fileHeader(name)}x\r\n`)
        .join('')}${CLOSE}`,
    ),
    body('a gzip body', gzipSync(whole)),
    body('bare LF line endings', `${openParts(valid, asText, '\n')}--${BOUNDARY}--\n`),
    body('a preamble and an epilogue', `preamble text\r\n${whole}epilogue text`),
    body('every part twice', `${open}${whole}`),
    body('a part without Content-Disposition', `--${BOUNDARY}\r\nX-Other: 1\r\n\r\nvalue\r\n${whole}`),
    body('a part header without a colon', `--${BOUNDARY}\r\nContent-Disposition form-data\r\n\r\nx\r\n${CLOSE}`),
    body(
      'a Content-Disposition without a name',
      `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n${CLOSE}`,
    ),
    body(
      'a name that is not UTF-8',
      Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="`),
        Buffer.from([0xff, 0xfe, 0xc0, 0xaf]),
        Buffer.from(`"\r\n\r\nx\r\n${CLOSE}`),
      ]),
    ),
    body(
      'an RFC 2231 name',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name*=utf-8''${encodeURIComponent(firstName)}\r\n\r\n${firstText}\r\n${CLOSE}`,
    ),
    body('a NUL in a name', `${textPart(`${firstName}\u0000`, 'x')}${whole}`),
    body('a 200-character name', `${textPart('n'.repeat(200), 'x')}${CLOSE}`),
    body('a 100 KB value', `${textPart(firstName, 'v'.repeat(100_000))}${CLOSE}`),
    body('two hundred parts', `${Array.from({ length: 200 }, (_, i) => textPart(`p${i}`, 'x')).join('')}${CLOSE}`),
    body(
      'a part with 100 header lines',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${escapedName(firstName)}"\r\n${'X-H: 1\r\n'.repeat(100)}\r\nx\r\n${CLOSE}`,
    ),
    body('a 64 KiB part header', `--${BOUNDARY}\r\nX-Long: ${'h'.repeat(64 * 1024)}\r\n\r\nx\r\n${CLOSE}`),
    ...['__proto__', 'constructor', 'hasOwnProperty'].map((name) =>
      body(`a part named ${name}`, `${textPart(name, '{"polluted":1}')}${whole}`),
    ),
    body('a file named __proto__', `${fileHeader('__proto__')}x\r\n${whole}`),
    body(
      'a part declared JSON that is not',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${escapedName(firstName)}"\r\nContent-Type: application/json\r\n\r\n{not json\r\n${CLOSE}`,
    ),
    body(
      'a part declared JSON holding an object',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${escapedName(firstName)}"\r\nContent-Type: application/json\r\n\r\n{"$ne":1}\r\n${CLOSE}`,
    ),
    body(
      'a base64 transfer encoding',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${escapedName(firstName)}"\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from(firstText).toString('base64')}\r\n${CLOSE}`,
    ),
    body(
      'a UTF-16 part',
      Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${escapedName(firstName)}"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n`,
        ),
        Buffer.from(firstText, 'utf16le'),
        Buffer.from(`\r\n${CLOSE}`),
      ]),
    ),
    body(
      'a nested multipart/mixed part',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${escapedName(firstName)}"\r\nContent-Type: multipart/mixed; boundary=inner\r\n\r\n--inner\r\nContent-Disposition: file; filename="a.txt"\r\n\r\nx\r\n--inner--\r\n\r\n${CLOSE}`,
    ),
    ...[
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=other',
      `multipart/form-data; boundary="${BOUNDARY}"`,
      `multipart/form-data; boundary="${BOUNDARY}`,
      `multipart/form-data; boundary=${'b'.repeat(71)}`,
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      `multipart/form-data; boundary=${BOUNDARY}; boundary=other`,
      `multipart/form-data; charset=utf-16; boundary=${BOUNDARY}`,
      `Multipart/Form-Data; BOUNDARY=${BOUNDARY}`,
      `multipart/mixed; boundary=${BOUNDARY}`,
      'multipart/form-data; boundary=a b',
    ].map((type) => body(`content type ${JSON.stringify(type.slice(0, 60))}`, whole, type)),
  ];
}

/**
 * A body sent with content codings: compressed as labelled, labelled but not compressed, and codings
 * no server knows. `type` and `payload` are a valid request's; no route decompresses.
 */
export function contentCodingCorpus(type: string, payload: string): CorpusBody[] {
  const coded = (coding: string, body: string | Buffer, kind = coding): CorpusBody => ({
    kind: `content-encoding ${JSON.stringify(kind)}`,
    type,
    payload: body,
    headers: { 'content-encoding': coding },
  });
  return [
    coded('gzip', gzipSync(payload)),
    coded('deflate', deflateSync(payload)),
    coded('br', brotliCompressSync(payload)),
    coded('gzip', payload, 'gzip, body not compressed'),
    coded('gzip, gzip', gzipSync(gzipSync(payload))),
    coded('identity', payload),
    coded('x-unknown', payload),
    coded('', payload, 'empty'),
    coded('gzip', gzipSync(payload).subarray(0, 10), 'gzip, cut short'),
  ];
}
