/**
 * The hit/ping body and timestamp header fast paths must never accept what
 * the zod schemas reject, and must return exactly what zod returns (decoded
 * fields, defaults, key order). Checked on thousands of seeded inputs: valid
 * tracker requests and mutations of every field near its limits.
 */
import { describe, expect, it } from 'vitest';
import { fastHitBody, fastHitHeaders } from './ingest-fast-path.js';
import { hitBody, hitHeaders, onlineBody } from './ingest-schemas.js';

/** A small seeded generator, so a failure reproduces. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Next = () => number;
const pick = <T>(next: Next, xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const b64Bytes = (bytes: number[]) => Buffer.from(bytes).toString('base64');
const repeat = (unit: string, n: number) => unit.repeat(Math.max(0, n));

/** Base64 values that are not what a well-behaved tracker sends, each near some rule. */
function badBase64(next: Next, text: string): string {
  const good = b64(text);
  return pick(next, [
    good.replace(/=+$/, ''), // unpadded
    `${good}=`,
    `${good}====`,
    good.replace(/\+/g, '-').replace(/\//g, '_'), // base64url alphabet
    good.length > 2 ? `${good.slice(0, 2)} ${good.slice(2)}` : ' ',
    good.length > 0 ? `${good.slice(0, -1)}*` : '*',
    b64Bytes([0x2f, 0xff]), // "/" then a byte that is never UTF-8
    b64Bytes([0x2f, 0xc0, 0xaf]), // overlong encoding of "/"
    b64Bytes([0x2f, 0xed, 0xa0, 0x80]), // an encoded surrogate
    b64Bytes([0x2f, 0xe2, 0x82]), // truncated sequence
    b64Bytes([0xef, 0xbb, 0xbf, 0x2f, 0x61]), // byte-order mark before "/a" (the decoder drops it)
    b64('/a\u0000b'),
    b64('/a\tb'),
    b64('/a\u007fb'),
    b64('/a\u0085b'), // C1 control: allowed by the rule, which names C0 and DEL
    b64(' https://x.example/'),
    'QR==', // non-canonical: leftover bits set
    'QUI=',
    'QUJ=',
    'Lw==',
    '====',
    'é===',
    good.toLowerCase(),
  ]);
}

const SITES = [
  'de30c1e0a1b2c',
  '0123456789abc',
  'DE30C1E0A1B2C',
  'de30c1e0a1b2',
  'de30c1e0a1b2cd',
  'de30c1e0a1b2g',
  '',
];
const PAGES = [
  '/',
  '/treatments/implants?utm_source=x',
  '/zähne/implantate?frage=weiß',
  '/😀/🦷#top',
  '/%E2%82%AC',
  'treatments',
  '',
  'https://x.example/',
];
const REFERRERS = [
  '',
  'https://www.google.com/search',
  'http://localhost:3000/a?b=c',
  'HTTPS://EXAMPLE.COM/',
  'https://例え.jp/検索?q=歯医者',
  'ftp://files.example/x',
  'javascript:alert(1)',
  'not a url',
  'https://',
  'http://[::1]:8080/',
];

function fieldValue(next: Next, field: string): unknown {
  const kind = next();
  if (kind < 0.06) return pick(next, [undefined, null, 1, true, {}, [], ['a', 'b']]);
  if (kind < 0.12) return [String(next()), String(next())]; // a repeated form field
  switch (field) {
    case 'wp_statistics_hit':
      return pick(next, ['1', '1', '1', '0', '', ' 1', 'true']);
    case 'site':
      return pick(next, SITES);
    case 'endpoint':
      return pick(next, ['hit', 'online', 'online', 'hit', 'event', 'HIT', '']);
    case 'source_type':
      return pick(next, ['post', 'page', 'home', 'a_b-1', '', repeat('a', 32), repeat('a', 33), 'Post', 'po st']);
    case 'source_id':
      return pick(next, ['12', '', 'AbC_-9', repeat('x', 64), repeat('x', 65), 'a.b', 'a b', 'ü']);
    case 'signature':
      return pick(next, ['', 'abc123', repeat('Z', 128), repeat('Z', 129), 'a-b', 'a_b', 'é']);
    case 'search_query': {
      const text = pick(next, ['', 'implants', 'implantes dentales ñ', repeat('q', 200), repeat('q', 201), '歯医者']);
      return next() < 0.75 ? b64(text) : badBase64(next, text);
    }
    case 'referred': {
      const text = pick(next, [
        ...REFERRERS,
        `https://x.example/${repeat('a', 2048 - 18)}`,
        `https://x.example/${repeat('a', 2049 - 18)}`,
        `https://x.example/${repeat('é', 2048 - 18)}`,
      ]);
      return next() < 0.75 ? b64(text) : badBase64(next, text);
    }
    case 'page_uri': {
      const text = pick(next, [...PAGES, `/${repeat('p', 2047)}`, `/${repeat('p', 2048)}`, `/${repeat('😀', 1023)}`]);
      return next() < 0.75 ? b64(text) : badBase64(next, text);
    }
    default:
      return pick(next, ['x', '', '1']);
  }
}

/** A tracker-like body for `endpoint`, then up to four mutations. */
function hitVariant(next: Next, endpoint: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    wp_statistics_hit: '1',
    site: 'de30c1e0a1b2c',
    endpoint,
    source_type: pick(next, ['post', 'page', 'home']),
    source_id: pick(next, ['12', '', '228']),
    search_query: pick(next, [b64(''), b64('implants'), undefined]),
    referred: b64(pick(next, REFERRERS.slice(0, 5))),
    page_uri: b64(pick(next, PAGES.slice(0, 5))),
  };
  if (body.search_query === undefined) delete body.search_query;
  if (next() < 0.3) body.signature = 'abc123';
  const mutations = Math.floor(next() * 5);
  for (let i = 0; i < mutations; i++) {
    const field = pick(next, [
      'wp_statistics_hit',
      'site',
      'endpoint',
      'source_type',
      'source_id',
      'search_query',
      'signature',
      'referred',
      'page_uri',
      'unknown',
      'missing',
    ]);
    if (field === 'unknown') body[pick(next, ['foo', 'Site', '__proto__', 'constructor', 'page_uri '])] = 'x';
    else if (field === 'missing') delete body[pick(next, Object.keys(body))];
    else body[field] = fieldValue(next, field);
  }
  // Like the form parser's output: no prototype, so "__proto__" and "constructor" are plain keys.
  return Object.assign(Object.create(null), body);
}

function headerVariant(next: Next): Record<string, unknown> {
  const headers: Record<string, unknown> = Object.create(null);
  headers.host = '127.0.0.1:3000';
  if (next() < 0.5) headers['user-agent'] = 'Mozilla/5.0 (X11; Linux x86_64)';
  headers['content-type'] = 'application/x-www-form-urlencoded';
  const seconds = String(Math.floor(1_700_000_000 + next() * 1e8));
  const r = next();
  if (r < 0.55) headers['x-stats-ts'] = b64(seconds);
  else if (r < 0.9)
    headers['x-stats-ts'] = pick(next, [
      b64(''),
      b64('1'),
      b64('999999999999'),
      b64('1000000000000'),
      b64(`${seconds}.5`),
      b64(`-${seconds}`),
      b64(` ${seconds}`),
      b64('١٢٣'), // Arabic-Indic digits are not \d
      b64(repeat('1', 16)),
      b64(repeat('1', 17)),
      `${b64(seconds)}, ${b64(seconds)}`, // the header sent twice, joined by Node
      b64(seconds).replace(/=+$/, ''),
      badBase64(next, seconds),
      seconds,
    ]);
  else if (r < 0.95) headers['x-stats-ts'] = pick(next, [undefined, ['a', 'b'], 42, null]);
  if (next() < 0.3) headers['set-cookie'] = ['a=1', 'b=2'];
  if (next() < 0.2) headers.origin = 'https://shop.example';
  if (next() < 0.1) headers['123'] = 'numeric-looking name';
  // An own "__proto__" (possible on the parser's prototype-less object) must not become the copy's prototype.
  if (next() < 0.05) {
    const value = pick(next, ['x', ['x']]);
    Object.defineProperty(headers, '__proto__', { value, enumerable: true, writable: true, configurable: true });
  }
  if (next() < 0.05) headers['x-empty'] = undefined;
  return headers;
}

const bodies = [
  ['hit', hitBody],
  ['online', onlineBody],
] as const;

describe('the hit and ping body fast paths', () => {
  for (const [endpoint, schema] of bodies) {
    it(`accepts only what zod accepts for ${endpoint} and returns the same value`, () => {
      const fast = fastHitBody(endpoint);
      const next = rng(endpoint === 'hit' ? 20261122 : 20261123);
      let accepted = 0;
      let zodAccepted = 0;
      for (let i = 0; i < 6000; i++) {
        const input = hitVariant(next, endpoint);
        const got = fast(input);
        const zod = schema.safeParse(input);
        if (zod.success) zodAccepted++;
        if (got === undefined) continue;
        accepted++;
        expect(zod.success, JSON.stringify(input).slice(0, 300)).toBe(true);
        expect(got).toEqual(zod.data);
        expect(Object.keys(got)).toEqual(Object.keys(zod.data ?? {}));
      }
      // The generator really exercised the fast path, and the fast path answered nearly all that zod accepts.
      expect(accepted).toBeGreaterThan(1500);
      expect(accepted).toBeGreaterThan(zodAccepted * 0.95);
    });
  }

  it('answers the tracker’s usual requests itself', () => {
    const usual = (overrides: Record<string, string | undefined>, endpoint = 'hit') => {
      const body: Record<string, unknown> = Object.create(null);
      const fields = {
        wp_statistics_hit: '1',
        site: 'de30c1e0a1b2c',
        endpoint,
        source_type: 'post',
        source_id: '12',
        search_query: b64(''),
        referred: b64('https://www.google.com/search'),
        page_uri: b64('/treatments/implants?utm_source=x'),
        ...overrides,
      };
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) body[k] = v;
      return body;
    };
    const cases = [
      usual({}),
      usual({ referred: '' }),
      usual({ search_query: undefined }),
      usual({ search_query: b64('implantes ñ') }),
      usual({ signature: 'abc123' }),
      usual({ page_uri: b64('/zähne/implantate?frage=weiß') }),
      usual({ referred: b64('https://例え.jp/検索?q=歯医者😀') }),
    ];
    for (const body of cases) {
      const got = fastHitBody('hit')(body);
      expect(got).toBeDefined();
      expect(got).toEqual(hitBody.parse(body));
    }
    const ping = usual({}, 'online');
    expect(fastHitBody('online')(ping)).toEqual(onlineBody.parse(ping));
    expect(fastHitBody('hit')(ping)).toBeUndefined();
  });

  it('leaves a repeated field to zod, which rejects it', () => {
    const body = { wp_statistics_hit: '1', site: ['de30c1e0a1b2c', 'de30c1e0a1b2c'], endpoint: 'hit' };
    expect(fastHitBody('hit')(body)).toBeUndefined();
    expect(hitBody.safeParse(body).success).toBe(false);
  });
});

describe('the timestamp header fast path', () => {
  it('accepts only what zod accepts and returns the same headers', () => {
    const next = rng(20261124);
    let accepted = 0;
    for (let i = 0; i < 5000; i++) {
      const input = headerVariant(next);
      const got = fastHitHeaders(input);
      if (got === undefined) continue;
      accepted++;
      const zod = hitHeaders.safeParse(input);
      expect(zod.success, JSON.stringify(input)).toBe(true);
      expect(got).toEqual(zod.data);
      expect(Object.keys(got)).toEqual(Object.keys(zod.data ?? {}));
      expect(Object.getPrototypeOf(got)).toBe(Object.getPrototypeOf(zod.data));
    }
    expect(accepted).toBeGreaterThan(2000);
  });

  it('decodes the usual header and keeps every other header as it came', () => {
    const cookies = ['a=1'];
    const headers = { host: 'x', 'x-stats-ts': b64('1763700000'), 'set-cookie': cookies };
    const got = fastHitHeaders(headers);
    expect(got).toEqual({ 'x-stats-ts': '1763700000', host: 'x', 'set-cookie': cookies });
    expect(got?.['set-cookie']).toBe(cookies);
    expect(got).toEqual(hitHeaders.parse(headers));
  });
});
