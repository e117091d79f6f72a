/**
 * What the tracker may send (spec §3 hit parameters and event fields, §7
 * calls 1–2), as strict zod schemas: every field checked, unknown fields and
 * repeated fields (which the form parser turns into arrays) rejected, base64
 * fields decoded. Form bodies are all strings, so numbers and booleans are
 * matched as text and converted here, never coerced.
 */
import { id13 } from '@beckon/popup-schema';
import { z } from 'zod';
import { base64Text } from './base64-field.js';
import { MAX_URL_CHARS } from './constants.js';

const httpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const pageUri = base64Text(MAX_URL_CHARS).refine((v) => v.startsWith('/'), 'must decode to a path starting with /');
const referred = base64Text(MAX_URL_CHARS).refine(
  (v) => v === '' || httpUrl(v),
  'must decode to an http(s) URL or nothing',
);
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

function hitSchema<E extends 'hit' | 'online'>(endpoint: E) {
  return z.strictObject({
    wp_statistics_hit: z.literal('1'),
    site: id13,
    endpoint: z.literal(endpoint),
    source_type: z.string().regex(/^[a-z0-9_-]{1,32}$/, 'must be 1 to 32 characters of a-z, 0-9, _ or -'),
    source_id: z.string().regex(/^[A-Za-z0-9_-]{0,64}$/, 'must be up to 64 characters of A-Z, a-z, 0-9, _ or -'),
    search_query: base64Text(200).default(''),
    signature: z
      .string()
      .regex(/^[A-Za-z0-9]{0,128}$/, 'must be up to 128 letters or digits')
      .optional(),
    referred,
    page_uri: pageUri,
  });
}

export const hitBody = hitSchema('hit');
export const onlineBody = hitSchema('online');
export type HitBody = z.infer<typeof hitBody>;

/** The §7 call 1 timestamp header: base64 of the epoch seconds on the visitor's clock. */
export const TIMESTAMP_HEADER = 'x-stats-ts';
export const hitHeaders = z.looseObject({
  [TIMESTAMP_HEADER]: base64Text(16).refine((v) => /^\d{1,12}$/.test(v), 'must decode to epoch seconds'),
});

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
