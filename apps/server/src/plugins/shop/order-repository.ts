/** The shop_orders, shop_order_lines and shop_counters queries. */
import type { Queryable } from '@beckon/db';
import { timeZoneSql } from '../../data/shop-time-zone.js';
import type { BillingDetails } from './checkout-form.js';
import type { OrderStatus } from './payment.js';
import { type CartTotals, type TaxLine, taxLinesOf } from './totals.js';

/**
 * Takes every line's quantity off its variant's stock, all or none, and then
 * the shop's next order number, in one statement (each costs PGlite a fixed
 * amount of CPU, and checkouts have a budget in orders per second). Answers the variants that
 * had too few (then no number is taken), or the order number with what the counted variants have left.
 *
 * The conditional UPDATE holds the row locks, so two checkouts of the last
 * unit cannot both succeed. With several lines the rows are first locked in
 * variant order (the UPDATE joins that part, so it changes only rows locked
 * there), so two checkouts sharing variants never wait on each other in a
 * cycle. The counter is taken only after every line's UPDATE (it counts
 * them first), so its row lock, which orders concurrent checkouts, always
 * comes last and a rolled-back checkout leaves no gap in the numbers.
 */
export async function takeStockAndOrderNumber(
  db: Queryable,
  accountId: string,
  lines: readonly { variantId: number; quantity: number }[],
): Promise<{ orderNumber: number; stockLeft: Map<number, number> } | { short: number[] }> {
  const ids = lines.map((l) => l.variantId);
  const inOrder = lines.length > 1;
  const { rows } = await db.query<{ taken: number[]; left: (number | null)[]; order_number: number | null }>(
    `WITH ${
      inOrder
        ? `locked AS MATERIALIZED (
             SELECT variant_id FROM shop_variants WHERE account_id = $1 AND variant_id = ANY($2::int[])
              ORDER BY variant_id FOR UPDATE
           ),`
        : ''
    } taken AS (
       UPDATE shop_variants v SET stock = v.stock - w.quantity
         FROM unnest($2::int[], $3::int[]) AS w (variant_id, quantity) ${inOrder ? 'JOIN locked USING (variant_id)' : ''}
        WHERE v.account_id = $1 AND v.variant_id = w.variant_id AND (v.stock IS NULL OR v.stock >= w.quantity)
       RETURNING v.variant_id, v.stock
     ), number AS (
       INSERT INTO shop_counters (account_id)
       SELECT $1 FROM (SELECT count(*) AS n FROM taken) t WHERE t.n = cardinality($2::int[])
       ON CONFLICT (account_id) DO UPDATE SET next_order_number = shop_counters.next_order_number + 1
       RETURNING next_order_number
     )
     SELECT ARRAY(SELECT variant_id FROM taken ORDER BY variant_id) AS taken,
            ARRAY(SELECT stock FROM taken ORDER BY variant_id) AS left,
            (SELECT next_order_number FROM number) AS order_number`,
    [accountId, ids, lines.map((l) => l.quantity)],
  );
  const n = rows[0]?.order_number;
  if (n !== null && n !== undefined) {
    // What each counted variant has left after this order (the shop's low stock mails).
    const stockLeft = new Map<number, number>();
    (rows[0]?.taken ?? []).forEach((id, i) => {
      const left = rows[0]?.left[i];
      if (left !== null && left !== undefined) stockLeft.set(Number(id), Number(left));
    });
    return { orderNumber: Number(n), stockLeft };
  }
  const taken = new Set((rows[0]?.taken ?? []).map(Number));
  return { short: ids.filter((id) => !taken.has(id)) };
}

/**
 * Adds the order's quantities back to its variants' stock, once: the same statement clears the order's
 * `stock_held`, so a second call (a replayed event, a second cancellation) adds nothing. What refunds put
 * back already (each line's `restocked_quantity`) is not added again.
 * Answers whether stock went back.
 */
export async function releaseStockOnce(db: Queryable, accountId: string, orderNumber: number): Promise<boolean> {
  const { rows } = await db.query<{ released: boolean }>(
    `WITH released AS (
       UPDATE shop_orders SET stock_held = false
        WHERE account_id = $1 AND order_number = $2 AND stock_held
       RETURNING account_id, order_number
     ), rest AS (
       SELECT l.line_no, l.variant_id, l.quantity - l.restocked_quantity AS quantity
         FROM shop_order_lines l JOIN released r USING (account_id, order_number)
        WHERE l.restocked_quantity < l.quantity
     ), counted AS (
       UPDATE shop_order_lines l SET restocked_quantity = l.quantity
         FROM rest WHERE l.account_id = $1 AND l.order_number = $2 AND l.line_no = rest.line_no
     ), lines AS (
       SELECT variant_id, SUM(quantity) AS quantity FROM rest GROUP BY variant_id
     ), restocked AS (
       UPDATE shop_variants v SET stock = v.stock + lines.quantity
         FROM lines WHERE v.account_id = $1 AND v.variant_id = lines.variant_id AND v.stock IS NOT NULL
       RETURNING v.variant_id
     )
     SELECT EXISTS (SELECT 1 FROM released) AS released, (SELECT count(*) FROM restocked) AS n`,
    [accountId, orderNumber],
  );
  return rows[0]?.released === true;
}

export async function stockOf(db: Queryable, accountId: string, variantId: number): Promise<number | null> {
  const { rows } = await db.query<{ stock: number | null }>(
    'SELECT stock FROM shop_variants WHERE account_id = $1 AND variant_id = $2',
    [accountId, variantId],
  );
  const s = rows[0]?.stock;
  return s === null || s === undefined ? null : Number(s);
}

export interface NewOrder {
  accountId: string;
  /** The cart the order comes from, deleted with it. */
  cartId: string;
  orderNumber: number;
  accessKey: string;
  customerId: string | null;
  status: OrderStatus;
  details: BillingDetails;
  couponCode: string | null;
  totals: CartTotals;
  /** Names per variant, in the totals' line order. */
  names: { productName: string; variantName: string }[];
  /** The site's origin and name as the customer saw them (later mails link back to it). */
  siteOrigin: string;
  siteName: string;
  /** The shipping method chosen and what it cost, without IVA and its IVA; null without shipping. */
  shipping: OrderShipping | null;
}

interface OrderShipping {
  /** The rate id, e.g. "flat_rate:3". */
  methodId: string;
  title: string;
  costCents: number;
  taxCents: number;
  taxRateBp: number;
}

/**
 * The order and its lines, and the cart deleted, in one statement (the lines'
 * foreign key is checked at its end, when the order is there). Answers the
 * order as stored, as findOrder would read it back (its mails are written
 * from it).
 */
export async function insertOrder(db: Queryable, o: NewOrder): Promise<StoredOrder> {
  const d = o.details;
  const lines = o.totals.lines;
  const { rows } = await db.query<{ created_at: Date | string; time_zone: string }>(
    `WITH new_order AS (
       INSERT INTO shop_orders (account_id, order_number, access_key, status, payment_method, email, first_name,
         last_name, phone, address, postcode, city, province, notes, coupon_code, subtotal_cents, discount_cents,
         tax_cents, total_cents, customer_id, prices_include_tax, site_origin, site_name, shipping_method, shipping_title,
         shipping_cents, shipping_tax_cents, shipping_tax_rate_bp)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $30, $31, $32,
         $33, $34, $35, $36, $37)
       RETURNING account_id, order_number, created_at
     ), gone AS (
       DELETE FROM shop_carts WHERE account_id = $1 AND cart_id = $29
     )
     INSERT INTO shop_order_lines (account_id, order_number, line_no, variant_id, product_name, variant_name,
       unit_price_cents, quantity, tax_rate_bp, total_cents, tax_cents)
     SELECT o.account_id, o.order_number, l.line_no, l.variant_id, l.product_name, l.variant_name,
            l.unit_price_cents, l.quantity, l.tax_rate_bp, l.total_cents, l.tax_cents
       FROM new_order o
       CROSS JOIN unnest($21::int[], $22::text[], $23::text[], $24::int[], $25::int[], $26::int[], $27::int[], $28::int[])
         WITH ORDINALITY AS l (variant_id, product_name, variant_name, unit_price_cents, quantity, tax_rate_bp,
                               total_cents, tax_cents, line_no)
     RETURNING (SELECT created_at FROM new_order) AS created_at, ${timeZoneSql('$1')} AS time_zone`,
    [
      o.accountId,
      o.orderNumber,
      o.accessKey,
      o.status,
      d.paymentMethod,
      d.email,
      d.firstName,
      d.lastName,
      d.phone,
      d.address,
      d.postcode,
      d.city,
      d.province,
      d.notes,
      o.couponCode,
      o.totals.subtotalCents,
      o.totals.discountCents,
      o.totals.taxCents,
      o.totals.totalCents,
      o.customerId,
      lines.map((l) => l.variantId),
      lines.map((_, i) => o.names[i]?.productName ?? ''),
      lines.map((_, i) => o.names[i]?.variantName ?? ''),
      lines.map((l) => l.unitPriceCents),
      lines.map((l) => l.quantity),
      lines.map((l) => l.taxRateBp),
      lines.map((l) => l.totalCents),
      lines.map((l) => l.taxCents),
      o.cartId,
      o.totals.pricesIncludeTax,
      o.siteOrigin,
      o.siteName,
      o.shipping?.methodId ?? null,
      o.shipping?.title ?? null,
      o.shipping?.costCents ?? 0,
      o.shipping?.taxCents ?? 0,
      o.shipping?.taxRateBp ?? 0,
    ],
  );
  const createdAt = rows[0]?.created_at;
  if (createdAt === undefined) throw new Error(`order ${o.orderNumber} was stored without lines`);
  // As findOrder reads it back: the values just written, the lines in their order, the database's date.
  return storedOrderOf(
    {
      order_number: o.orderNumber,
      access_key: o.accessKey,
      site_origin: o.siteOrigin,
      site_name: o.siteName,
      status: o.status,
      payment_method: d.paymentMethod,
      email: d.email,
      first_name: d.firstName,
      last_name: d.lastName,
      phone: d.phone,
      address: d.address,
      postcode: d.postcode,
      city: d.city,
      province: d.province,
      notes: d.notes,
      coupon_code: o.couponCode,
      subtotal_cents: o.totals.subtotalCents,
      discount_cents: o.totals.discountCents,
      tax_cents: o.totals.taxCents,
      total_cents: o.totals.totalCents,
      created_at: createdAt,
      time_zone: rows[0]?.time_zone,
      prices_include_tax: o.totals.pricesIncludeTax,
      shipping_method: o.shipping?.methodId ?? null,
      shipping_title: o.shipping?.title ?? null,
      shipping_cents: o.shipping?.costCents ?? 0,
      shipping_tax_cents: o.shipping?.taxCents ?? 0,
      shipping_tax_rate_bp: o.shipping?.taxRateBp ?? 0,
    },
    lines.map((l, i) => ({
      product_name: o.names[i]?.productName ?? '',
      variant_name: o.names[i]?.variantName ?? '',
      unit_price_cents: l.unitPriceCents,
      quantity: l.quantity,
      tax_rate_bp: l.taxRateBp,
      total_cents: l.totalCents,
      tax_cents: l.taxCents,
    })),
  );
}

export interface StoredOrder {
  orderNumber: number;
  /** The key in the order received page's address. */
  accessKey: string;
  /** Where and under which name it was placed; null for orders placed before these were kept. */
  siteOrigin: string | null;
  siteName: string | null;
  status: OrderStatus;
  paymentMethod: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  postcode: string;
  city: string;
  province: string;
  /** The customer's notes at the checkout ("Notas del pedido"). */
  notes: string;
  couponCode: string | null;
  subtotalCents: number;
  discountCents: number;
  pricesIncludeTax: boolean;
  taxCents: number;
  /** The lines' and shipping's IVA by rate, highest first. */
  taxLines: TaxLine[];
  /** What the order paid for shipping; null for an order without shipping. */
  shipping: OrderShipping | null;
  totalCents: number;
  createdAt: Date;
  /** The shop's time zone now (its setting): the one the order's dates and its invoices' are written in. */
  timeZone: string;
  /**
   * `grossCents` is unit price × quantity, before the coupon, as the order mail lists the lines (they add
   * up to the subtotal); `totalCents` is after the line's share of the coupon.
   */
  lines: {
    productName: string;
    variantName: string;
    unitPriceCents: number;
    quantity: number;
    grossCents: number;
    totalCents: number;
    /** The line's IVA rate (basis points) and the IVA inside totalCents. */
    taxRateBp: number;
    taxCents: number;
  }[];
}

/**
 * An order, only with its access key (the confirmation page's address carries it); null `accessKey` is
 * the server's own lookup (a payment event, an owner's action), never a visitor's.
 */
export async function findOrder(
  db: Queryable,
  accountId: string,
  orderNumber: number,
  accessKey: string | null,
): Promise<StoredOrder | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS}, ${timeZoneSql('$1')} AS time_zone
     FROM shop_orders WHERE account_id = $1 AND order_number = $2 AND ($3::text IS NULL OR access_key = $3)`,
    [accountId, orderNumber, accessKey],
  );
  const r = rows[0];
  if (!r) return null;
  const lines = await db.query<OrderLineRow>(
    `SELECT ${LINE_COLUMNS} FROM shop_order_lines
     WHERE account_id = $1 AND order_number = $2 ORDER BY line_no`,
    [accountId, orderNumber],
  );
  return storedOrderOf(r, lines.rows);
}

const ORDER_COLUMNS = `order_number, access_key, site_origin, site_name, status, payment_method, email, first_name,
  last_name, phone, address, postcode, city, province, notes, coupon_code, subtotal_cents, discount_cents, tax_cents,
  total_cents, created_at, prices_include_tax, shipping_method, shipping_title, shipping_cents, shipping_tax_cents,
  shipping_tax_rate_bp`;
type OrderRow = Record<string, unknown>;

const LINE_COLUMNS = 'product_name, variant_name, unit_price_cents, quantity, tax_rate_bp, total_cents, tax_cents';
interface OrderLineRow {
  product_name: string;
  variant_name: string;
  unit_price_cents: number;
  quantity: number;
  tax_rate_bp: number;
  total_cents: number;
  tax_cents: number;
}

function storedOrderOf(r: OrderRow, lines: readonly OrderLineRow[]): StoredOrder {
  return {
    orderNumber: Number(r.order_number),
    accessKey: String(r.access_key),
    siteOrigin: r.site_origin === null ? null : String(r.site_origin),
    siteName: r.site_name === null ? null : String(r.site_name),
    status: r.status as OrderStatus,
    paymentMethod: String(r.payment_method),
    email: String(r.email),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    phone: String(r.phone),
    address: String(r.address),
    postcode: String(r.postcode),
    city: String(r.city),
    province: String(r.province),
    notes: String(r.notes ?? ''),
    couponCode: r.coupon_code === null ? null : String(r.coupon_code),
    subtotalCents: Number(r.subtotal_cents),
    discountCents: Number(r.discount_cents),
    pricesIncludeTax: r.prices_include_tax !== false,
    taxCents: Number(r.tax_cents),
    taxLines: taxLinesOf([
      ...lines.map((l) => ({ taxRateBp: Number(l.tax_rate_bp), taxCents: Number(l.tax_cents) })),
      { taxRateBp: Number(r.shipping_tax_rate_bp), taxCents: Number(r.shipping_tax_cents) },
    ]),
    shipping:
      r.shipping_method === null
        ? null
        : {
            methodId: String(r.shipping_method),
            title: String(r.shipping_title),
            costCents: Number(r.shipping_cents),
            taxCents: Number(r.shipping_tax_cents),
            taxRateBp: Number(r.shipping_tax_rate_bp),
          },
    totalCents: Number(r.total_cents),
    createdAt: new Date(r.created_at as string | Date),
    timeZone: String(r.time_zone),
    lines: lines.map((l) => ({
      productName: l.product_name,
      variantName: l.variant_name,
      unitPriceCents: Number(l.unit_price_cents),
      quantity: Number(l.quantity),
      grossCents: Number(l.unit_price_cents) * Number(l.quantity),
      totalCents: Number(l.total_cents),
      taxRateBp: Number(l.tax_rate_bp),
      taxCents: Number(l.tax_cents),
    })),
  };
}

/** An order's shipping amounts in the shape the shipping line's text takes (order-mail.ts). */
export function shippingAmounts(order: StoredOrder) {
  return {
    shippingCents: order.shipping?.costCents ?? 0,
    shippingTaxCents: order.shipping?.taxCents ?? 0,
    pricesIncludeTax: order.pricesIncludeTax,
  };
}
