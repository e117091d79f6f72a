/**
 * The shop_carts and shop_cart_lines queries. A cart row exists only once
 * its visitor added something; lines are priced from the catalogue at read
 * time, so a price in a cart is always today's price.
 */
import type { Queryable } from '@beckon/db';
import type { ShopShipping } from '@beckon/owner-api';
import type { VariantForSale } from './catalogue-repository.js';
import { shippingOfRow } from './shipping-repository.js';
import { PRICES_INCLUDE_TAX_SQL, TAX_RATE_SQL } from './tax-settings-repository.js';
import { PRICE_COLUMNS, type PriceRecord, priceToday } from './variant-prices.js';

export interface CartLineRow extends VariantForSale {
  quantity: number;
  /** The product's shop category (the widget's cart save reports it, spec §7 browse-abandonment). */
  productCategory: string;
  /** The product's tax class (shipping's IVA rate follows the cart's classes). */
  taxClass: string;
  /** The product's shipping class id, or null. */
  shippingClass: string | null;
}

export async function ensureCart(db: Queryable, accountId: string, cartId: string): Promise<void> {
  await db.query(
    `INSERT INTO shop_carts (account_id, cart_id) VALUES ($1, $2)
     ON CONFLICT (account_id, cart_id) DO UPDATE SET updated_at = now()`,
    [accountId, cartId],
  );
}

export async function findCartCoupon(
  db: Queryable,
  accountId: string,
  cartId: string,
): Promise<{ exists: boolean; couponCode: string | null }> {
  const { rows } = await db.query<{ coupon_code: string | null }>(
    'SELECT coupon_code FROM shop_carts WHERE account_id = $1 AND cart_id = $2',
    [accountId, cartId],
  );
  const row = rows[0];
  return row ? { exists: true, couponCode: row.coupon_code } : { exists: false, couponCode: null };
}

interface LineRecord extends PriceRecord {
  variant_id: number;
  quantity: number;
  slug: string;
  product_name: string;
  product_category: string;
  variant_name: string;
  tax_rate_bp: number;
  stock: number | null;
  tax_class: string;
  shipping_class: string | null;
}

export interface FoundCart {
  couponCode: string | null;
  /** The shop's way of entering prices (WooCommerce's "prices entered with tax"). */
  pricesIncludeTax: boolean;
  rows: CartLineRow[];
  /** The shop's shipping (empty when not set up), the postcode the visitor gave and the method they chose. */
  shipping: ShopShipping;
  shippingPostcode: string | null;
  shippingMethod: string | null;
  /** The cart's last change: its row's or its newest line's (store reports tell an abandoned cart by it). */
  lastChange: Date;
}

/**
 * The cart's coupon code and its lines priced from the catalogue, each taxed at its class's rate in the
 * shop's settings, in one statement (each costs PGlite a fixed amount of CPU, and checkouts have a
 * budget in orders per second). Null when the cart does not exist.
 */
export async function findCart(db: Queryable, accountId: string, cartId: string): Promise<FoundCart | null> {
  const { rows } = await db.query<
    {
      coupon_code: string | null;
      prices_include_tax: boolean;
      shipping: unknown;
      shipping_postcode: string | null;
      shipping_method: string | null;
      cart_updated_at: Date | string;
      added_at: Date | string | null;
    } & (LineRecord | { variant_id: null })
  >(
    `SELECT c.coupon_code, ${PRICES_INCLUDE_TAX_SQL} AS prices_include_tax, l.variant_id, l.quantity, p.slug,
            p.name AS product_name, p.category AS product_category, v.name AS variant_name, ${PRICE_COLUMNS},
            ${TAX_RATE_SQL} AS tax_rate_bp, v.stock, p.tax_class, p.shipping_class, s.shipping,
            c.shipping_postcode, c.shipping_method, c.updated_at AS cart_updated_at, l.added_at
       FROM shop_carts c
       LEFT JOIN shop_settings s ON s.account_id = c.account_id
       LEFT JOIN (shop_cart_lines l
         JOIN shop_variants v ON v.account_id = l.account_id AND v.variant_id = l.variant_id
         JOIN shop_products p ON p.account_id = v.account_id AND p.product_id = v.product_id)
         ON l.account_id = c.account_id AND l.cart_id = c.cart_id
      WHERE c.account_id = $1 AND c.cart_id = $2
      ORDER BY l.added_at, l.variant_id`,
    [accountId, cartId],
  );
  const first = rows[0];
  if (!first) return null;
  const lines = rows.filter((r): r is typeof first & LineRecord => r.variant_id !== null);
  return {
    couponCode: first.coupon_code,
    pricesIncludeTax: Boolean(first.prices_include_tax),
    shipping: shippingOfRow(first.shipping),
    shippingPostcode: first.shipping_postcode,
    shippingMethod: first.shipping_method,
    lastChange: new Date(
      Math.max(
        ...rows.map((r) => new Date(r.added_at ?? r.cart_updated_at).getTime()),
        new Date(first.cart_updated_at).getTime(),
      ),
    ),
    rows: lines.map((r) => ({
      variantId: Number(r.variant_id),
      quantity: Number(r.quantity),
      productSlug: r.slug,
      productName: r.product_name,
      productCategory: r.product_category,
      variantName: r.variant_name,
      priceCents: priceToday(r).priceCents,
      taxRateBp: Number(r.tax_rate_bp),
      stock: r.stock === null ? null : Number(r.stock),
      taxClass: r.tax_class,
      shippingClass: r.shipping_class,
    })),
  };
}

export async function cartQuantityOf(
  db: Queryable,
  accountId: string,
  cartId: string,
  variantId: number,
): Promise<number> {
  const { rows } = await db.query<{ quantity: number }>(
    'SELECT quantity FROM shop_cart_lines WHERE account_id = $1 AND cart_id = $2 AND variant_id = $3',
    [accountId, cartId, variantId],
  );
  return Number(rows[0]?.quantity ?? 0);
}

export async function setLineQuantity(
  db: Queryable,
  accountId: string,
  cartId: string,
  variantId: number,
  quantity: number,
): Promise<void> {
  if (quantity === 0) {
    await db.query('DELETE FROM shop_cart_lines WHERE account_id = $1 AND cart_id = $2 AND variant_id = $3', [
      accountId,
      cartId,
      variantId,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO shop_cart_lines (account_id, cart_id, variant_id, quantity) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id, cart_id, variant_id) DO UPDATE SET quantity = excluded.quantity`,
    [accountId, cartId, variantId, quantity],
  );
}

/**
 * Drops the lines holding variants the owner removed, from every cart of the account: such a cart
 * shows what is still for sale instead of failing on a line that names nothing.
 */
export async function dropLinesOfVariants(
  tx: Queryable,
  accountId: string,
  variantIds: readonly number[],
): Promise<void> {
  await tx.query('DELETE FROM shop_cart_lines WHERE account_id = $1 AND variant_id = ANY($2::int[])', [
    accountId,
    variantIds,
  ]);
}

export async function setCartCoupon(
  db: Queryable,
  accountId: string,
  cartId: string,
  code: string | null,
): Promise<void> {
  await db.query('UPDATE shop_carts SET coupon_code = $3, updated_at = now() WHERE account_id = $1 AND cart_id = $2', [
    accountId,
    cartId,
    code,
  ]);
}

export async function deleteCart(db: Queryable, accountId: string, cartId: string): Promise<void> {
  await db.query('DELETE FROM shop_carts WHERE account_id = $1 AND cart_id = $2', [accountId, cartId]);
}

/**
 * The postcode the visitor gave for shipping (the cart's shipping calculator or the checkout; undefined
 * keeps the one stored, null forgets it) and the method they chose (undefined keeps it).
 */
export async function setCartShipping(
  db: Queryable,
  accountId: string,
  cartId: string,
  postcode: string | null | undefined,
  method: string | undefined,
): Promise<void> {
  await db.query(
    `UPDATE shop_carts
        SET shipping_postcode = CASE WHEN $4 THEN shipping_postcode ELSE $3 END,
            shipping_method = CASE WHEN $6 THEN shipping_method ELSE $5 END, updated_at = now()
      WHERE account_id = $1 AND cart_id = $2`,
    [accountId, cartId, postcode ?? null, postcode === undefined, method ?? null, method === undefined],
  );
}
