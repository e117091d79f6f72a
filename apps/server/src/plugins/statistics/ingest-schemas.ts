/**
 * What the tracker may send (spec §3 hit parameters and event fields, §7
 * calls 1–2), as strict zod schemas: every field checked, unknown fields and
 * repeated fields (which the form parser turns into arrays) rejected, base64
 * fields decoded. Form bodies are all strings, so numbers and booleans are
 * matched as text and converted here, never coerced. The hit and ping bodies
 * and the timestamp header run on every page view, so they carry a
 * hand-written fast path (ingest-fast-path.ts) that zod backs up: it saves
 * well over the 5 % of the route's CPU per request a hand-written validator
 * must be worth to stay (`npm run bench -- validation`); the parity test
 * (ingest-fast-path.test.ts) holds it to the schema.
 */
import { id13 } from '@beckon/popup-schema';
import * as z from 'zod';
import { withFastPath } from '../../zod-validation.js';
import { base64Text } from './base64-field.js';
import { MAX_URL_CHARS } from './constants.js';
import { fastHitBody, fastHitHeaders, HIT_FIELDS } from './ingest-fast-path.js';
import {
  EPOCH_SECONDS,
  httpUrl,
  isPagePath,
  isReferrer,
  MAX_HIT_URL_CHARS,
  MAX_SEARCH_QUERY_CHARS,
  MAX_TIMESTAMP_CHARS,
  SIGNATURE,
  SOURCE_ID,
  SOURCE_TYPE,
  TIMESTAMP_HEADER,
} from './ingest-fields.js';

const pageUri = base64Text(MAX_HIT_URL_CHARS).refine(isPagePath, 'must decode to a path starting with /');
const referred = base64Text(MAX_HIT_URL_CHARS).refine(isReferrer, 'must decode to an http(s) URL or nothing');
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

function hitSchema<E extends 'hit' | 'online'>(endpoint: E) {
  return z.strictObject({
    wp_statistics_hit: z.literal('1'),
    site: id13,
    endpoint: z.literal(endpoint),
    source_type: z.string().regex(SOURCE_TYPE, 'must be 1 to 32 characters of a-z, 0-9, _ or -'),
    source_id: z.string().regex(SOURCE_ID, 'must be up to 64 characters of A-Z, a-z, 0-9, _ or -'),
    search_query: base64Text(MAX_SEARCH_QUERY_CHARS).default(''),
    signature: z.string().regex(SIGNATURE, 'must be up to 128 letters or digits').optional(),
    referred,
    page_uri: pageUri,
  });
}

export const hitBody = withFastPath(hitSchema('hit'), fastHitBody('hit'));
export const onlineBody = withFastPath(hitSchema('online'), fastHitBody('online'));
export type HitBody = z.infer<typeof hitBody>;
export type OnlineBody = z.infer<typeof onlineBody>;
// The fast path mirrors the hit schema field by field: if a field is added, removed or reordered, fail at start-up.
if (Object.keys(hitBody.shape).join() !== HIT_FIELDS.join()) {
  throw new Error('ingest-schemas.ts: the hit body fast path is out of date with the hit schema');
}

/** The §7 call 1 timestamp header: base64 of the epoch seconds on the visitor's clock. */
export const hitHeaders = withFastPath(
  z.looseObject({
    [TIMESTAMP_HEADER]: base64Text(MAX_TIMESTAMP_CHARS).refine(
      (v) => EPOCH_SECONDS.test(v),
      'must decode to epoch seconds',
    ),
  }),
  fastHitHeaders,
);

export const eventBody = z.strictObject({
  site: id13,
  en: z.enum(['click', 'mouseup', 'file_download']),
  et: z
    .string()
    .regex(/^\d{1,16}$/, 'must be epoch milliseconds')
    .transform(Number),
  eid: text(200).default(''),
  ec: text(500).default(''),
  ev: text(500).default(''),
  mb: z.enum(['0', '1', '2', '3', '4']).transform(Number).default(0),
  fn: text(255).default(''),
  fx: z
    .string()
    .regex(/^[A-Za-z0-9]{0,16}$/, 'must be up to 16 letters or digits')
    .default(''),
  m: text(200).default(''),
  tu: z.string().max(MAX_URL_CHARS).refine(httpUrl, 'must be an http(s) URL'),
  pid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,64}$/, 'must be up to 64 characters of A-Z, a-z, 0-9, _ or -')
    .default(''),
  wcdl: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  df: text(255).default(''),
  // Validated for shape only: it is a download secret and is never stored (see 0010_statistics.sql).
  dk: text(255).default(''),
});
export type EventBody = z.infer<typeof eventBody>;
