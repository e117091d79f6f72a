/**
 * The owner's products as CSV (RFC 4180), for a spreadsheet or another shop: one row per variant (a
 * product without options has one), as WooCommerce's export lists variations, with the product's fields
 * repeated on each. Money is plain decimals in euros and weight in kg, so any locale's spreadsheet reads a
 * number; the sale's days, weight and shipping class use WooCommerce's column names. Every
 * cell goes through the one CSV encoder (csvCell), which keeps a formula-like cell as text.
 */
import { csvCell, type ShopProductAdmin } from '@beckon/owner-api';

export const PRODUCTS_CSV_HEADER = [
  'Product ID',
  'Variant ID',
  'SKU',
  'Name',
  'Variant',
  'Address',
  'Category',
  'Published',
  'Tax class',
  'Regular price (EUR)',
  'Sale price (EUR)',
  'Date sale price starts',
  'Date sale price ends',
  'Stock',
  'Weight (kg)',
  'Shipping class',
  'Short description',
  'Description',
] as const;

const euros = (cents: number) => (cents / 100).toFixed(2);

export function productsCsv(products: readonly ShopProductAdmin[]): string {
  const lines = [PRODUCTS_CSV_HEADER.map(csvCell).join(',')];
  for (const p of products)
    for (const v of p.variants)
      lines.push(
        [
          String(p.id),
          String(v.id),
          v.sku,
          p.name,
          v.name,
          p.slug,
          p.category,
          p.published ? 'yes' : 'no',
          p.tax_class,
          euros(v.price_cents),
          v.sale_price_cents === null ? '' : euros(v.sale_price_cents),
          v.sale_from ?? '',
          v.sale_to ?? '',
          // Empty: stock is not counted (always in stock), as WooCommerce leaves it.
          v.stock === null ? '' : String(v.stock),
          p.weight_grams === null ? '' : String(p.weight_grams / 1000),
          p.shipping_class ?? '',
          p.short_description,
          p.description,
        ]
          .map(csvCell)
          .join(','),
      );
  return `${lines.join('\r\n')}\r\n`;
}
