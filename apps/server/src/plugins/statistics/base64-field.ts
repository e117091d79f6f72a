/**
 * The tracker's base64 fields (spec §3: referred, page_uri, search_query; §7
 * call 1: the timestamp header) as zod schemas that decode them. Strict: the
 * standard alphabet with padding, canonical (re-encoding gives the same text),
 * and valid UTF-8 — a malformed field is a 400, never a mangled string in the
 * database. Handlers only ever see the decoded text.
 *
 * Every hit decodes three of these, so the common case (a field of at most a
 * few KiB) is decoded by hand into a reused buffer instead of through a regex,
 * Buffer.from and a re-encoding: same acceptance, same text, a third of the cost.
 */
import * as z from 'zod';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The plain decoder: the fast one below falls back to it for long input and must agree with it on every input. */
export function decodeBase64Utf8Reference(value: string): string | null {
  if (!BASE64.test(value)) return null;
  const bytes = Buffer.from(value, 'base64');
  if (bytes.toString('base64') !== value) return null;
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PAD = 61; // '='
/** Six-bit value of each ASCII character, -1 outside the standard alphabet. */
const SEXTET = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) SEXTET[ALPHABET.charCodeAt(i)] = i;
/** Decoding is synchronous, so one scratch buffer serves every call; longer input takes the reference path. */
const scratch = Buffer.allocUnsafeSlow(12 * 1024);

function sextet(value: string, i: number): number {
  const c = value.charCodeAt(i);
  return c < 128 ? (SEXTET[c] as number) : -1;
}

/**
 * Decoded text, or null when `value` is not canonical base64 of UTF-8.
 * Canonical means the bits a padded last group leaves over are zero, which
 * is exactly when re-encoding the bytes gives `value` back.
 */
export function decodeBase64Utf8(value: string): string | null {
  const n = value.length;
  if (n === 0) return '';
  if (n % 4 !== 0) return null;
  if ((n / 4) * 3 > scratch.length) return decodeBase64Utf8Reference(value);
  const last = n - 4;
  let o = 0;
  let high = 0; // OR of the decoded groups: a top bit set in any byte means not ASCII
  for (let i = 0; i < last; i += 4) {
    const a = sextet(value, i);
    const b = sextet(value, i + 1);
    const c = sextet(value, i + 2);
    const d = sextet(value, i + 3);
    if ((a | b | c | d) < 0) return null;
    const w = (a << 18) | (b << 12) | (c << 6) | d;
    scratch[o++] = w >>> 16;
    scratch[o++] = (w >>> 8) & 255;
    scratch[o++] = w & 255;
    high |= w;
  }
  const a = sextet(value, last);
  const b = sextet(value, last + 1);
  if ((a | b) < 0) return null;
  if (value.charCodeAt(last + 2) === PAD) {
    if (value.charCodeAt(last + 3) !== PAD || (b & 15) !== 0) return null;
    const x = (a << 2) | (b >>> 4);
    scratch[o++] = x;
    high |= x;
  } else {
    const c = sextet(value, last + 2);
    if (c < 0) return null;
    if (value.charCodeAt(last + 3) === PAD) {
      if ((c & 3) !== 0) return null;
      const w = (a << 10) | (b << 4) | (c >>> 2);
      scratch[o++] = w >>> 8;
      scratch[o++] = w & 255;
      high |= w;
    } else {
      const d = sextet(value, last + 3);
      if (d < 0) return null;
      const w = (a << 18) | (b << 12) | (c << 6) | d;
      scratch[o++] = w >>> 16;
      scratch[o++] = (w >>> 8) & 255;
      scratch[o++] = w & 255;
      high |= w;
    }
  }
  // ASCII is its own UTF-8 (and cannot hold a byte-order mark), so latin1 reads it as is.
  if ((high & 0x808080) === 0) return scratch.toString('latin1', 0, o);
  try {
    return utf8.decode(scratch.subarray(0, o));
  } catch {
    return null;
  }
}

// C0 controls and DEL: no legitimate URL or search term carries them once decoded.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Base64 is 4/3 of the bytes and a character is at most 4 UTF-8 bytes: anything longer is refused before decoding. */
function maxBase64Chars(maxChars: number): number {
  return Math.ceil((maxChars * 4) / 3) * 4 + 4;
}

/**
 * What base64Text(maxChars) turns `value` into, or null wherever that schema
 * reports an issue; for hand-written fast paths, which need no error wording.
 */
export function decodeBase64Text(value: string, maxChars: number): string | null {
  if (value.length > maxBase64Chars(maxChars)) return null;
  const text = decodeBase64Utf8(value);
  return text === null || text.length > maxChars || CONTROL.test(text) ? null : text;
}

/** A base64 field whose decoded text has at most `maxChars` characters and no control characters. */
export function base64Text(maxChars: number) {
  const maxEncoded = maxBase64Chars(maxChars);
  return z
    .string()
    .max(maxEncoded, `must be at most ${maxEncoded} characters of base64`)
    .transform((value, ctx) => {
      const text = decodeBase64Utf8(value);
      if (text === null) {
        ctx.addIssue({ code: 'custom', message: 'must be base64 of UTF-8 text' });
        return z.NEVER;
      }
      if (text.length > maxChars) {
        ctx.addIssue({ code: 'custom', message: `must decode to at most ${maxChars} characters` });
        return z.NEVER;
      }
      if (CONTROL.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'must not decode to control characters' });
        return z.NEVER;
      }
      return text;
    });
}
