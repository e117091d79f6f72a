/**
 * The Store reports screen's owner API: the browse- and cart-abandonment reports an account received (from
 * a store platform's loader, or found in our own shop), with their products, value and recovery, and the
 * store platform shop the account registered (the loader on that shop asks for the account's client id).
 */
import * as z from 'zod';

export const STORE_REPORT_KINDS = ['browse', 'cart'] as const;
export type StoreReportKind = (typeof STORE_REPORT_KINDS)[number];

export const STORE_REPORT_PERIODS = ['7d', '30d', '90d', 'all'] as const;
export type StoreReportPeriod = (typeof STORE_REPORT_PERIODS)[number];

/** The days each period reaches back; `all` has no bound. */
export const PERIOD_DAYS: Readonly<Record<StoreReportPeriod, number | null>> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  all: null,
};

const DAY_MS = 86_400_000;

/** Where a period starts at `now`, or null for `all`. */
export function periodStart(period: StoreReportPeriod, now: Date): Date | null {
  const days = PERIOD_DAYS[period];
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}

/** The period and page of the store lists (reports, orders), as their queries carry them. */
export const storeListQueryFields = {
  period: z.enum(STORE_REPORT_PERIODS).default('30d'),
  page: z
    .string()
    .max(6, { error: 'must be at most 6 characters', abort: true })
    .regex(/^[1-9]\d*$/, 'must be a whole number from 1')
    .transform(Number)
    .optional(),
};

export const storeReportsQuerySchema = z.strictObject({
  kind: z.enum(STORE_REPORT_KINDS).optional(),
  ...storeListQueryFields,
});
/** The query as the route sees it once validated. */
export type StoreReportsQuery = z.output<typeof storeReportsQuerySchema>;
export const storeReportsCsvQuerySchema = storeReportsQuerySchema.omit({ page: true });

export interface StoreReportProduct {
  product_id: string;
  product_name: string;
  category: string;
}

export interface StoreReport {
  report_id: string;
  kind: StoreReportKind;
  /**
   * 'store': sent by the loader on a store platform; 'shop': our own shop's cart, found abandoned; 'wix': a
   * Wix-style site's abandoned checkout, read by the server from the site's API.
   */
  source: 'store' | 'shop' | 'wix';
  /** The store's customer id; '' for a visitor the store does not know. */
  customer_id: string;
  products: StoreReportProduct[];
  /** In the store's currency, as a decimal text ("49.90"). */
  total_value: string;
  created_at: string;
  updated_at: string;
  /** The customer emptied the cart: the report is closed (an order can still recover it). */
  emptied_at: string | null;
  recovered_at: string | null;
  recovered_value: string | null;
}

/** What became of a report, in the screen's and the export's words. */
export function reportState(r: Pick<StoreReport, 'kind' | 'emptied_at' | 'recovered_at'>): string {
  if (r.recovered_at !== null) return 'Recovered';
  if (r.emptied_at !== null) return 'Emptied';
  return r.kind === 'cart' ? 'Abandoned' : 'Browsed';
}

export interface StoreReportsAnswer {
  reports: StoreReport[];
  total: number;
  page: number;
  page_size: number;
}

/** A shop domain as a store platform names it, e.g. `shop-name.myshopify.com`; kept lowercase. */
export const shopDomainSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(253, { error: 'must be at most 253 characters', abort: true })
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/, {
    error: 'must be a shop domain such as shop-name.myshopify.com',
  })
  .transform((s) => s.toLowerCase());

/** The account's registered shop; `shop: null` to remove it. */
export const storeShopBodySchema = z.strictObject({ shop: shopDomainSchema.nullable() });
export type StoreShopBody = z.input<typeof storeShopBodySchema>;
export interface StoreShopAnswer {
  shop: string | null;
  /** The meta tag that proves a shop is this account's, put in the `<head>` of the shop's home page. */
  proof_tag: string;
}
