/**
 * The display request (spec §3 "Visitor context sent with display requests",
 * §7 first row) and its answer (§3 "Display response", §8 not_allowed messages).
 */
import * as z from 'zod';
import { id13, text } from './ids.js';
import { popupRecordSchema } from './popup-record.js';

const visitedPage = z.strictObject({ path: text(2000), at: z.number().int().min(0) });

export const displayRequestSchema = z.strictObject({
  domain: text(253),
  url: text(4000),
  referrer: text(4000).default(''),
  previous_url: text(4000).default(''),
  /**
   * The visit's first UTM values (`utm_source=…&utm_medium=…`), which the loader keeps in sessionStorage so a
   * later page of the visit is targeted as the campaign link's was; '' in private mode.
   */
  first_utm: text(4000).default(''),
  title: text(500).default(''),
  is_mobile: z.boolean().default(false),
  /** Names of the cookies the page carries that targeting rules reference (values not sent). */
  cookies: z.array(text(200)).max(50).default([]),
  triggers: z.array(text(40)).max(20).default([]),
  previous_visited_pages: z.array(visitedPage).max(50).default([]),
  all_visited_pages: z.array(visitedPage).max(50).default([]),
  store_integration: text(40).default(''),
  store_integration_customer_id: text(100).default(''),
  cart_total_price: z.number().min(0).max(1e9).default(0),
  cart_item_count: z.number().int().min(0).max(100_000).default(0),
  /** The cart's product ids (store platform, site builder, own shop). */
  product_ids: z.array(text(64)).max(50).default([]),
  /** The cart's variant ids. */
  variant_ids: z.array(text(64)).max(50).default([]),
  /** The site builder's cart id. */
  wix_cart_id: text(64).default(''),
  browser_language: text(35).default(''),
  operating_system: text(40).default(''),
  converted_email: text(254).default(''),
  preview_popup_id: id13.nullable().default(null),
  embedded_ids: z.array(id13).max(50).default([]),
  page_refresh: z.boolean().default(false),
  viewer_id: z
    .string()
    .regex(/^[0-9a-f]{13}$/)
    .nullable()
    .default(null),
  cc: text(2).default(''),
});
export type DisplayRequest = z.infer<typeof displayRequestSchema>;
export type DisplayRequestInput = z.input<typeof displayRequestSchema>;

export const NOT_ALLOWED_MESSAGES = {
  clientRestricted: 'Client restricted',
  maxViews: 'You have been reached the max poptins views number',
} as const;

/**
 * The upgrade pop-up a restricted account's pages show instead of its pop-ups (spec §3 "Upgrade pop-up
 * setting"), present only when the account's restriction setting is an upgrade one:
 * - `id`: the current restriction (its start, hex milliseconds); choices stored for another id are ignored,
 *   so a new restriction asks again.
 * - `mote_than_two_days` (spelled as in the spec): the restriction began more than two days ago; the
 *   pop-up then says pop-ups have been paused for days, not just now.
 * - `remindme_popup`: "Remind me later" is offered, and the remind-me pop-up follows a day later
 *   (setting `upgrade`); false for `upgrade_no_remind`, which offers only Upgrade and "Don't remind me".
 */
export const upgradePopupSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{1,13}$/),
  mote_than_two_days: z.boolean(),
  remindme_popup: z.boolean(),
});
export type UpgradePopup = z.infer<typeof upgradePopupSchema>;

/** What `GET /api/display/limitLogs/:clientId?status=` records: the upgrade pop-up's three choices. */
export const LIMIT_LOG_STATUSES = ['click', 'remind_me', 'dont_remind'] as const;
export type LimitLogStatus = (typeof LIMIT_LOG_STATUSES)[number];

/**
 * The visitor's site-builder cart as the display service read it from the site's REST API by the request's
 * wix_cart_id (spec §3 "Display response"): its lines' product ids and names, and its subtotal.
 */
export const wixCartDetailsSchema = z.strictObject({
  lineItems: z.array(
    z.strictObject({
      rootCatalogItemId: z.string(),
      productName: z.strictObject({ original: z.string() }),
    }),
  ),
  subtotal: z.strictObject({ amount: z.string() }),
});
export type WixCartDetails = z.infer<typeof wixCartDetailsSchema>;

export const displayResponseSchema = z.strictObject({
  display: z.enum(['allowed', 'not_allowed']),
  message: z.string(),
  poptins: z.array(popupRecordSchema),
  country: z.string(),
  country_code: z.string(),
  cc: z.string(),
  ip: z.string(),
  lang: z.string(),
  if_freemium: z.boolean(),
  is_client_restriction: z.boolean(),
  client_restriction_setting: z.string(),
  upgrade_popup: upgradePopupSchema.optional(),
  /** Present when the request named a cart of a site whose account connected its REST API. */
  wix_cart_details: wixCartDetailsSchema.optional(),
});
export type DisplayResponse = z.infer<typeof displayResponseSchema>;
