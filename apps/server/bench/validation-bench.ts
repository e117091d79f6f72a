/**
 * What each hand-written fast validator saves over its zod schema, in µs per
 * request, on the requests the throughput benches send (keep one
 * only where it is worth more than 5 % of its route). Single-threaded and
 * timed as the fastest of several runs, so the shared machine's load moves
 * it little; compare the saving with the route's server CPU µs per request
 * that `npm run bench -- http hits` prints. `npm run bench -- validation`.
 */
import { displayRequestBody, fastDisplayRequest } from '../src/plugins/display/route-schemas.js';
import { fastHitBody, fastHitHeaders } from '../src/plugins/statistics/ingest-fast-path.js';
import { hitBody, hitHeaders } from '../src/plugins/statistics/ingest-schemas.js';
import type { FastParse } from '../src/zod-validation.js';

const CALLS = 200_000;
const RUNS = 7;

/** µs per call: the fastest of RUNS runs of CALLS calls (the least disturbed by other processes). */
function time(fn: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < CALLS; i++) fn();
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e3 / CALLS);
  }
  return best;
}

const displayBody = {
  domain: 'shop.example',
  url: 'http://shop.example/products/1',
  referrer: 'https://www.google.com/',
  title: 'A product',
  browser_language: 'en-US',
  viewer_id: 'abcdef0123456',
};
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
// As the form parser hands them over: a null-prototype object of strings.
const hitForm = Object.assign(Object.create(null) as Record<string, string>, {
  wp_statistics_hit: '1',
  site: 'de30c1e0a1b2c',
  endpoint: 'hit',
  source_type: 'post',
  source_id: '12',
  search_query: b64(''),
  referred: b64('https://www.google.com/search'),
  page_uri: b64('/page-17'),
});
const headers = {
  host: '127.0.0.1:3000',
  'content-type': 'application/x-www-form-urlencoded',
  'content-length': '200',
  'user-agent': 'Mozilla/5.0 bench-visitor-17',
  'x-stats-ts': b64(String(Math.floor(Date.now() / 1000))),
};

interface Case {
  name: string;
  fast: FastParse<unknown>;
  zod: { safeParse(data: unknown): { success: boolean } };
  data: unknown;
}

export async function runValidationBench(): Promise<void> {
  const cases: Case[] = [
    { name: 'display body', fast: fastDisplayRequest, zod: displayRequestBody, data: displayBody },
    { name: 'hit body', fast: fastHitBody('hit'), zod: hitBody, data: hitForm },
    { name: 'hit headers', fast: fastHitHeaders, zod: hitHeaders, data: headers },
  ];
  console.log('\nValidation per request: hand-written fast path vs the zod schema (fastest of 7 runs)');
  console.log('part'.padEnd(28), 'fast µs'.padStart(9), 'zod µs'.padStart(9), 'saved µs'.padStart(9));
  for (const c of cases) {
    if (c.fast(c.data) === undefined || !c.zod.safeParse(c.data).success) throw new Error(`${c.name}: not valid`);
    const fast = time(() => c.fast(c.data));
    const zod = time(() => c.zod.safeParse(c.data));
    console.log(
      c.name.padEnd(28),
      fast.toFixed(2).padStart(9),
      zod.toFixed(2).padStart(9),
      (zod - fast).toFixed(2).padStart(9),
    );
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) await runValidationBench();
