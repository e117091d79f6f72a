/**
 * The recommendation request's schema with a hand-written fast path (zod-validation.ts withFastPath): zod's
 * parse of this seven-field form was about a tenth of the route's server CPU per request under
 * `npm run bench -- recommendation`. The fast path accepts only forms the zod schema accepts and returns
 * what zod would (defaults filled, same key order); anything else goes to zod, so errors keep their wording.
 */
import { ID13, type RecommendationRequest, recommendationRequestSchema } from '@beckon/popup-schema';
import { withFastPath } from '../../zod-validation.js';

/** The schema's fields, in its order (checked below, so a change to the schema fails at start-up). */
const FIELDS = [
  'client_id',
  'category',
  'manual_products',
  'product_ids',
  'collection',
  'count',
  'category_original',
] as const;
const FIELD_SET: ReadonlySet<string> = new Set(FIELDS);
if (Object.keys(recommendationRequestSchema.shape).join() !== FIELDS.join()) {
  throw new Error('recommendation-request-fast.ts: the fast path is out of date with recommendationRequestSchema');
}

// The same patterns and limits as recommendationRequestSchema (product-recommendation.ts).
const CATEGORY = /^(last_visited|product_in_cart|manual|product_collection|algorithm_id_[a-z0-9_]{1,40})$/;
const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;
const COUNT = /^[1-3]$/;
const MAX_MANUAL = 3;
const MAX_RECENT = 50;

/** Marks a field the fast path does not vouch for (zod then decides). */
const BAD = Symbol('bad');
type Bad = typeof BAD;

function text(value: unknown, max: number): string | Bad {
  if (value === undefined) return '';
  return typeof value === 'string' && value.length <= max ? value : BAD;
}

/** A comma list of ids ('' for none), at most `maxItems` of them. */
function idList(value: unknown, maxItems: number): string[] | Bad {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string' || value.length > maxItems * 65) return BAD;
  const ids = value.split(',');
  if (ids.length > maxItems) return BAD;
  for (let i = 0; i < ids.length; i++) if (!ITEM_ID.test(ids[i] as string)) return BAD;
  return ids;
}

export function fastRecommendationRequest(data: unknown): RecommendationRequest | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  for (const key in data) if (!FIELD_SET.has(key)) return undefined;
  const d = data as Record<string, unknown>;
  const { client_id, category, count } = d;
  if (typeof client_id !== 'string' || !ID13.test(client_id)) return undefined;
  if (typeof category !== 'string' || category.length > 60 || !CATEGORY.test(category)) return undefined;
  if (typeof count !== 'string' || !COUNT.test(count)) return undefined;
  const out = {
    client_id,
    category,
    manual_products: idList(d.manual_products, MAX_MANUAL),
    product_ids: idList(d.product_ids, MAX_RECENT),
    collection: text(d.collection, 100),
    count: Number(count),
    category_original: text(d.category_original, 60),
  };
  if (out.manual_products === BAD || out.product_ids === BAD || out.collection === BAD) return undefined;
  if (out.category_original === BAD) return undefined;
  return out as RecommendationRequest;
}

export const recommendationRequestBody = withFastPath(recommendationRequestSchema, fastRecommendationRequest);
