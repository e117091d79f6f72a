/**
 * A Wix-style site's abandoned checkouts and orders (its eCommerce REST API's JSON) as the store reports'
 * rows, apart from any I/O: what the sync (wix-report-sync.ts) asks for, which items it files, and the rows
 * it files them as. Each item is checked on its own: a malformed one is skipped whole, never stored half-way.
 * Every string Wix sends is cleaned (NUL, control characters, lone surrogates) and capped before it is kept,
 * and only what a report needs is kept: the buyer's contact id, never the email or a name.
 *
 * Shapes, from Wix's REST reference:
 * - https://dev.wix.com/docs/api-reference/business-solutions/e-commerce/orders/orders/search-orders.md
 *   (POST /ecom/v1/orders/search, body `search` {filter, sort, cursorPaging}; answer `orders` and
 *   `metadata` {count, cursors {next, prev}, hasNext}; permission Read Orders)
 * - https://dev.wix.com/docs/api-reference/business-solutions/e-commerce/orders/orders/order-object.md
 * - https://dev.wix.com/docs/api-reference/business-solutions/e-commerce/purchase-flow/checkout/abandoned-checkout/query-abandoned-checkouts
 *   (POST /ecom/v1/abandoned-checkout/query, body `query` {filter, sort, cursorPaging}; answer
 *   `abandonedCheckouts` and its paging metadata; permission Read Orders)
 * - https://dev.wix.com/docs/rest/api-reference/wix-e-commerce/abandoned-checkout/abandoned-checkout-object
 *   (id, checkoutId, cartId, status ABANDONED | RECOVERED, buyerInfo.contactId, subtotalPrice/totalPrice
 *   {amount}, createdDate, updatedDate, checkoutRecoveredDate, lineItems (beta))
 */
import * as z from 'zod';

/** What the sync asks for at most in one page (Wix's cursorPaging.limit allows 100). */
const WIX_PAGE_LIMIT = 100;
/** A read starts this long before the newest change seen, so a change Wix indexed late is still read. */
export const WIX_SYNC_OVERLAP_MS = 10 * 60_000;
/** A first read reaches back this far (as our own shop's carts do), so old history is not unearthed. */
export const WIX_FIRST_READ_MS = 30 * 86_400_000;

const MAX_ID = 64;
const MAX_NAME = 255;
const MAX_LINES = 200;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A string as stored: no control characters or lone surrogates, trimmed, at most `max` characters. */
export function cleanText(value: string, max: number): string {
  // Cut first (a huge string is not scanned whole), then cut again after cleaning at a pair's edge.
  const cut = value
    .slice(0, max * 2)
    .replace(CONTROL, '')
    .replace(LONE_SURROGATE, '')
    .trim();
  const kept = cut.slice(0, max);
  return /[\ud800-\udbff]$/.test(kept) ? kept.slice(0, -1) : kept;
}

const text = (max: number) =>
  z
    .string()
    .max(100_000)
    .transform((s) => cleanText(s, max));
const id = text(MAX_ID).pipe(z.string().min(1));
/** Wix's amounts are decimal strings ("45.00"); a number is taken too. */
const amount = z.union([
  z
    .string()
    .max(40)
    .regex(/^-?\d{1,12}(\.\d{1,8})?$/)
    .transform(Number),
  z.number().finite().min(-1e12).max(1e12),
]);
const price = z.object({ amount }).optional().catch(undefined);
const date = z
  .string()
  .max(40)
  .transform((s, ctx) => {
    const t = Date.parse(s);
    if (Number.isNaN(t)) {
      ctx.addIssue({ code: 'custom', message: 'not a date' });
      return z.NEVER;
    }
    return new Date(t);
  });
const buyer = z
  .object({ contactId: id.optional().catch(undefined) })
  .optional()
  .catch(undefined);

const lineItemSchema = z.object({
  productName: z.object({ original: text(MAX_NAME).pipe(z.string().min(1)) }),
  catalogReference: z.object({ catalogItemId: id }).optional(),
  rootCatalogItemId: id.optional().catch(undefined),
  quantity: z.number().int().min(1).max(1_000_000),
  price,
});
const lineItems = z.array(z.unknown()).max(10_000);

/** An abandoned checkout as Wix's REST API answers it (only the fields a report needs). */
const wixAbandonedCheckoutSchema = z.object({
  id,
  checkoutId: id.optional().catch(undefined),
  status: z.enum(['ABANDONED', 'RECOVERED']),
  buyerInfo: buyer,
  subtotalPrice: price,
  totalPrice: price,
  createdDate: date,
  updatedDate: date,
  checkoutRecoveredDate: date.optional().catch(undefined),
  lineItems: lineItems.optional(),
});

/** An order as Wix's REST API answers it (only the fields an ordered-products row needs). */
const wixOrderSchema = z.object({
  id,
  number: z.union([text(20), z.number().int().nonnegative()]).optional(),
  status: text(30),
  checkoutId: id.optional().catch(undefined),
  buyerInfo: buyer,
  createdDate: date,
  updatedDate: date,
  lineItems,
  priceSummary: z.object({ subtotal: price, total: price }).optional().catch(undefined),
});

const pageMetadata = z
  .object({
    cursors: z.object({ next: z.string().max(4_000).nullish() }).optional(),
    hasNext: z.boolean().optional(),
  })
  .optional()
  .catch(undefined);
/** One page of orders: its items (checked one by one later) and where the next page starts. */
export const wixOrdersPageSchema = z.object({ orders: z.array(z.unknown()).max(1_000), metadata: pageMetadata });
/**
 * One page of abandoned checkouts, likewise. The reference shows this answer's paging as `metadata`, as for
 * orders; some of Wix's query answers name it `pagingMetadata`, so either is read.
 */
export const wixCheckoutsPageSchema = z.object({
  abandonedCheckouts: z.array(z.unknown()).max(1_000),
  metadata: pageMetadata,
  pagingMetadata: pageMetadata,
});

interface ReportProduct {
  product_id: string;
  product_name: string;
  category: string;
}
interface OrderedLine extends ReportProduct {
  quantity: number;
  price?: number | undefined;
}

/** Lines as a report's products and an order's lines; null when any line is malformed (the item is skipped). */
function linesOf(raw: readonly unknown[]): OrderedLine[] | null {
  const lines: OrderedLine[] = [];
  for (const item of raw.slice(0, MAX_LINES)) {
    const parsed = lineItemSchema.safeParse(item);
    if (!parsed.success) return null;
    const l = parsed.data;
    const productId = l.rootCatalogItemId ?? l.catalogReference?.catalogItemId;
    if (productId === undefined) return null;
    lines.push({
      product_id: productId,
      product_name: l.productName.original,
      category: '',
      quantity: l.quantity,
      price: l.price?.amount,
    });
  }
  return lines;
}

const cents = (v: number) => Math.round(v * 100) / 100;
const capValue = (v: number) => (v >= 0 && v < 1e12 ? cents(v) : 0);

/** A cart report row for an abandoned checkout (the repository's upsert takes these). */
export interface WixCartReportRow {
  abandoned_checkout_id: string;
  checkout_id: string | null;
  customer_id: string;
  products: ReportProduct[];
  total_value: number;
  created_at: string;
  updated_at: string;
  /** When Wix says the checkout was recovered; null while it is abandoned. */
  recovered_at: string | null;
}

/**
 * The abandoned checkout as a cart report, or null when it is malformed. A recovered checkout's report keeps
 * the time it was abandoned (its createdDate): Wix may mark it recovered a moment after the order's time, and
 * the order that recovered it must still find it open before it.
 */
export function wixCartReport(raw: unknown): WixCartReportRow | null {
  const parsed = wixAbandonedCheckoutSchema.safeParse(raw);
  if (!parsed.success) return null;
  const c = parsed.data;
  const lines = linesOf(c.lineItems ?? []);
  if (lines === null) return null;
  const lineSum = lines.every((l) => l.price !== undefined)
    ? lines.reduce((s, l) => s + (l.price ?? 0) * l.quantity, 0)
    : 0;
  const value = c.subtotalPrice?.amount ?? c.totalPrice?.amount ?? lineSum;
  const seen = new Set<string>();
  const products = lines
    .filter((l) => !seen.has(l.product_id) && seen.add(l.product_id))
    .map(({ product_id, product_name, category }) => ({ product_id, product_name, category }));
  const recovered = c.status === 'RECOVERED' ? (c.checkoutRecoveredDate ?? c.updatedDate) : null;
  const updated = recovered ? c.createdDate : c.updatedDate;
  return {
    abandoned_checkout_id: c.id,
    checkout_id: c.checkoutId ?? null,
    customer_id: c.buyerInfo?.contactId ?? '',
    products,
    total_value: capValue(value),
    created_at: c.createdDate.toISOString(),
    updated_at: new Date(Math.max(updated.getTime(), c.createdDate.getTime())).toISOString(),
    recovered_at:
      recovered === null ? null : new Date(Math.max(recovered.getTime(), c.createdDate.getTime())).toISOString(),
  };
}

/** An order as recordOrder takes it (display/store-report-repository.ts), or null to leave it out. */
export interface WixOrderRecord {
  customerId: string;
  sourceTable: string;
  products: OrderedLine[];
  totalValue: number | undefined;
  checkoutId: string | undefined;
  placedAt: Date;
}

/**
 * A placed (approved) order as an ordered-products record; null for one not placed yet (Wix changes its
 * updatedDate when it is, so a later read files it) or a malformed one.
 */
export function wixOrderRecord(raw: unknown): WixOrderRecord | null {
  const parsed = wixOrderSchema.safeParse(raw);
  if (!parsed.success || parsed.data.status !== 'APPROVED') return null;
  const o = parsed.data;
  const products = linesOf(o.lineItems);
  if (products === null) return null;
  const total = o.priceSummary?.total?.amount;
  return {
    customerId: o.buyerInfo?.contactId ?? '',
    sourceTable: `wix_orders:${o.id}`,
    products,
    totalValue: total === undefined ? undefined : capValue(total),
    checkoutId: o.checkoutId,
    placedAt: o.createdDate,
  };
}

/** The newest change among `dates` (Wix's updatedDate), or `old` when none is newer. */
export function newestChange(old: Date | null, dates: readonly Date[]): Date | null {
  let newest = old;
  for (const d of dates) if (newest === null || d > newest) newest = d;
  return newest;
}

/** The updatedDate of a raw item, when it has a readable one (to move the cursor past a skipped item too). */
export function updatedDateOf(raw: unknown): Date | null {
  const parsed = z.object({ updatedDate: date }).safeParse(raw);
  return parsed.success ? parsed.data.updatedDate : null;
}

/**
 * Where a read starts: a little before the newest change seen, or the first read's reach. A read resuming a
 * list the last one stopped reading before its end starts at that change itself, so a backlog denser than
 * the overlap is still read through.
 */
export function readFrom(cursor: Date | null, now: Date, resume = false): Date {
  if (cursor === null) return new Date(now.getTime() - WIX_FIRST_READ_MS);
  const at = Math.min(cursor.getTime(), now.getTime());
  return new Date(resume ? at : at - WIX_SYNC_OVERLAP_MS);
}

/**
 * The body of a search (orders) or query (abandoned checkouts) request: the first page filters on the change
 * time and sorts oldest first; a later page sends only its cursor, which carries the filter and sort.
 */
export function wixListRequest(
  wrapper: 'search' | 'query',
  from: Date,
  cursor: string | null,
): Record<string, Record<string, unknown>> {
  if (cursor !== null) return { [wrapper]: { cursorPaging: { limit: WIX_PAGE_LIMIT, cursor } } };
  return {
    [wrapper]: {
      filter: { updatedDate: { $gte: from.toISOString() } },
      sort: [{ fieldName: 'updatedDate', order: 'ASC' }],
      cursorPaging: { limit: WIX_PAGE_LIMIT },
    },
  };
}
