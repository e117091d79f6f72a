/**
 * Hand-written fast paths (zod-validation.ts FastParse) for the hit and ping
 * bodies and the timestamp header: they run on every page view, and zod's
 * general machinery was most of the validation cost there. Each accepts only
 * what the schema in ingest-schemas.ts accepts and returns what zod returns
 * (decoded base64, the search_query default, the same key order); anything
 * it is not sure about is left to zod (undefined), which then words the
 * error. ingest-fast-path.test.ts checks this against zod on generated input.
 */
import { ID13 } from '@beckon/popup-schema';
import type { FastParse } from '../../zod-validation.js';
import { decodeBase64Text } from './base64-field.js';
import {
  EPOCH_SECONDS,
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

/** The hit schema's fields in its order (ingest-schemas.ts checks this at start-up). */
export const HIT_FIELDS = [
  'wp_statistics_hit',
  'site',
  'endpoint',
  'source_type',
  'source_id',
  'search_query',
  'signature',
  'referred',
  'page_uri',
] as const;
const HIT_FIELD_SET: ReadonlySet<string> = new Set(HIT_FIELDS);

/** What the hit (or ping) schema returns; declared here so this module need not import the schemas. */
export interface ParsedHit<E extends 'hit' | 'online'> {
  wp_statistics_hit: '1';
  site: string;
  endpoint: E;
  source_type: string;
  source_id: string;
  search_query: string;
  signature?: string | undefined;
  referred: string;
  page_uri: string;
}

/** What the loose header schema returns: every header as it came, the timestamp decoded. */
export type ParsedHitHeaders = { [TIMESTAMP_HEADER]: string } & Record<string, unknown>;

function base64Field(value: unknown, maxChars: number): string | null {
  return typeof value === 'string' ? decodeBase64Text(value, maxChars) : null;
}

export function fastHitBody<E extends 'hit' | 'online'>(endpoint: E): FastParse<ParsedHit<E>> {
  return (data) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
    for (const key in data) if (!HIT_FIELD_SET.has(key)) return undefined;
    const d = data as Record<string, unknown>;
    const { site, source_type, source_id, signature } = d;
    if (d.wp_statistics_hit !== '1' || d.endpoint !== endpoint) return undefined;
    if (typeof site !== 'string' || !ID13.test(site)) return undefined;
    if (typeof source_type !== 'string' || !SOURCE_TYPE.test(source_type)) return undefined;
    if (typeof source_id !== 'string' || !SOURCE_ID.test(source_id)) return undefined;
    if (signature !== undefined && (typeof signature !== 'string' || !SIGNATURE.test(signature))) return undefined;
    // zod keeps a present-but-undefined signature as a key; a form body never holds one, so zod may decide.
    if (signature === undefined && 'signature' in d) return undefined;
    const search_query = d.search_query === undefined ? '' : base64Field(d.search_query, MAX_SEARCH_QUERY_CHARS);
    const referred = base64Field(d.referred, MAX_HIT_URL_CHARS);
    const page_uri = base64Field(d.page_uri, MAX_HIT_URL_CHARS);
    if (search_query === null || referred === null || page_uri === null) return undefined;
    if (!isPagePath(page_uri) || !isReferrer(referred)) return undefined;
    const hit = '1' as const;
    return signature === undefined
      ? { wp_statistics_hit: hit, site, endpoint, source_type, source_id, search_query, referred, page_uri }
      : { wp_statistics_hit: hit, site, endpoint, source_type, source_id, search_query, signature, referred, page_uri };
  };
}

export const fastHitHeaders: FastParse<ParsedHitHeaders> = (data) => {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const headers = data as Record<string, unknown>;
  const raw = headers[TIMESTAMP_HEADER];
  if (typeof raw !== 'string') return undefined;
  const timestamp = decodeBase64Text(raw, MAX_TIMESTAMP_CHARS);
  if (timestamp === null || !EPOCH_SECONDS.test(timestamp)) return undefined;
  const out: ParsedHitHeaders = { [TIMESTAMP_HEADER]: timestamp };
  // As zod's loose object does: every other key copied in order, except __proto__ (assigning it would set the prototype).
  for (const key in headers) {
    if (key !== TIMESTAMP_HEADER && key !== '__proto__') out[key] = headers[key];
  }
  return out;
};
