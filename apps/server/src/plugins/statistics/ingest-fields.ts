/**
 * The rules of the hit and ping fields (spec §3) and the timestamp header,
 * in one place because two validators apply them: the zod schemas
 * (ingest-schemas.ts), which word the errors, and the hand-written fast path
 * (ingest-fast-path.ts), which must accept exactly the same values.
 */
import { MAX_URL_CHARS } from './constants.js';

export const SOURCE_TYPE = /^[a-z0-9_-]{1,32}$/;
export const SOURCE_ID = /^[A-Za-z0-9_-]{0,64}$/;
export const SIGNATURE = /^[A-Za-z0-9]{0,128}$/;
export const MAX_SEARCH_QUERY_CHARS = 200;
/** page_uri and referred decode to at most this many characters. */
export const MAX_HIT_URL_CHARS = MAX_URL_CHARS;

export { TIMESTAMP_HEADER } from '../../http/public-paths.js';
export const MAX_TIMESTAMP_CHARS = 16;
export const EPOCH_SECONDS = /^\d{1,12}$/;

export function httpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const isPagePath = (value: string) => value.startsWith('/');
export const isReferrer = (value: string) => value === '' || httpUrl(value);
