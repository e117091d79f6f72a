/**
 * Path-parameter schemas of the display routes (spec §7: ids are 13 lowercase
 * hex), and the display route's body schema with a fast path: the display
 * request is the hottest route, and a full zod parse of its ~20 optional
 * fields costs about an eighth of the route's server CPU per request
 * (`npm run bench -- validation` and `-- http`), over the 5 % a hand-written
 * validator must be worth to stay. The fast paths accept only what the zod
 * schemas accept and return what zod would; anything else goes to zod
 * (zod-validation.ts), so errors and their wording are unchanged.
 */
import { type DisplayRequest, displayRequestSchema, ID13, id13 } from '@beckon/popup-schema';
import * as z from 'zod';
import { withFastPath } from '../../zod-validation.js';

// No fast path here: for a one-field object zod costs under 1 % of the display route's CPU per request
// (`npm run bench -- validation`), so the schema alone decides.
export const clientParams = z.strictObject({ clientId: id13 });
export const poptinParams = z.strictObject({ poptinId: id13 });
export const viewerParams = z.strictObject({
  viewerId: z.string().regex(/^[0-9a-f]{13}$/, 'must be 13 lowercase hex characters'),
});

/**
 * The click route's query (additions to spec §7's bare GET): the loader's client id, so one account's loader
 * never opens another account's pop-up, and its viewer id, so the answer can carry that viewer's view_token.
 */
export const clickQuery = z.strictObject({
  client_id: id13.optional(),
  viewer_id: z
    .string()
    .regex(/^[0-9a-f]{13}$/, 'must be 13 lowercase hex characters')
    .optional(),
});

/** Marks a field the fast path does not vouch for (zod then decides). */
const BAD = Symbol('bad');
type Bad = typeof BAD;

/** The fields the fast path below knows, in the schema's order. */
const DISPLAY_FIELDS = [
  'domain',
  'url',
  'referrer',
  'previous_url',
  'first_utm',
  'title',
  'is_mobile',
  'cookies',
  'triggers',
  'previous_visited_pages',
  'all_visited_pages',
  'store_integration',
  'store_integration_customer_id',
  'cart_total_price',
  'cart_item_count',
  'product_ids',
  'variant_ids',
  'wix_cart_id',
  'browser_language',
  'operating_system',
  'converted_email',
  'preview_popup_id',
  'embedded_ids',
  'page_refresh',
  'viewer_id',
  'cc',
] as const;
const DISPLAY_FIELD_SET: ReadonlySet<string> = new Set(DISPLAY_FIELDS);
// The fast path mirrors displayRequestSchema field by field: if a field is added, removed or reordered, fail at start-up.
if (Object.keys(displayRequestSchema.shape).join() !== DISPLAY_FIELDS.join()) {
  throw new Error('route-schemas.ts: the display request fast path is out of date with displayRequestSchema');
}

function required(value: unknown, max: number): string | Bad {
  return typeof value === 'string' && value.length <= max ? value : BAD;
}

function optText(value: unknown, max: number): string | Bad {
  if (value === undefined) return '';
  return typeof value === 'string' && value.length <= max ? value : BAD;
}

function optBool(value: unknown): boolean | Bad {
  if (value === undefined) return false;
  return typeof value === 'boolean' ? value : BAD;
}

function optId(value: unknown): string | null | Bad {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && ID13.test(value) ? value : BAD;
}

function textList(value: unknown, maxItems: number, max: number): string[] | Bad {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > maxItems) return BAD;
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (typeof item !== 'string' || item.length > max) return BAD;
  }
  return value.slice();
}

function idList(value: unknown): string[] | Bad {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 50) return BAD;
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (typeof item !== 'string' || !ID13.test(item)) return BAD;
  }
  return value.slice();
}

function pageList(value: unknown): { path: string; at: number }[] | Bad {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 50) return BAD;
  const pages: { path: string; at: number }[] = [];
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return BAD;
    for (const key in item) if (key !== 'path' && key !== 'at') return BAD;
    const { path, at } = item as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || path.length > 2000 || !Number.isSafeInteger(at) || (at as number) < 0) return BAD;
    pages.push({ path, at: at as number });
  }
  return pages;
}

function optNumber(value: unknown, max: number, integer: boolean): number | Bad {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !(value >= 0 && value <= max)) return BAD;
  return !integer || Number.isSafeInteger(value) ? value : BAD;
}

export function fastDisplayRequest(data: unknown): DisplayRequest | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  for (const key in data) if (!DISPLAY_FIELD_SET.has(key)) return undefined;
  const d = data as Record<string, unknown>;
  const out = {
    domain: required(d.domain, 253),
    url: required(d.url, 4000),
    referrer: optText(d.referrer, 4000),
    previous_url: optText(d.previous_url, 4000),
    first_utm: optText(d.first_utm, 4000),
    title: optText(d.title, 500),
    is_mobile: optBool(d.is_mobile),
    cookies: textList(d.cookies, 50, 200),
    triggers: textList(d.triggers, 20, 40),
    previous_visited_pages: pageList(d.previous_visited_pages),
    all_visited_pages: pageList(d.all_visited_pages),
    store_integration: optText(d.store_integration, 40),
    store_integration_customer_id: optText(d.store_integration_customer_id, 100),
    cart_total_price: optNumber(d.cart_total_price, 1e9, false),
    cart_item_count: optNumber(d.cart_item_count, 100_000, true),
    product_ids: textList(d.product_ids, 50, 64),
    variant_ids: textList(d.variant_ids, 50, 64),
    wix_cart_id: optText(d.wix_cart_id, 64),
    browser_language: optText(d.browser_language, 35),
    operating_system: optText(d.operating_system, 40),
    converted_email: optText(d.converted_email, 254),
    preview_popup_id: optId(d.preview_popup_id),
    embedded_ids: idList(d.embedded_ids),
    page_refresh: optBool(d.page_refresh),
    viewer_id: optId(d.viewer_id),
    cc: optText(d.cc, 2),
  };
  for (const key in out) if (out[key as keyof typeof out] === BAD) return undefined;
  return out as DisplayRequest;
}

export const displayRequestBody = withFastPath(displayRequestSchema, fastDisplayRequest);
