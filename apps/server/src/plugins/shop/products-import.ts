/**
 * The owner's product CSV import, pure: the file (the export's columns, products-csv.ts) read by
 * owner-api's readCsvRows, its rows grouped into products, and each product checked with the owner API's own schema.
 * A product is its Product ID's when the row has one, else its Address's (an address the shop already has
 * updates that product; a new one creates it); its rows are its variants, in order, and the product's
 * fields come from its first row. Every refusal names its line, so the owner can fix the file and send it
 * again: nothing is imported while any remains. A column the file leaves out (an older export's weight,
 * shipping class or sale days) keeps what the shop has; a blank cell in a column it has clears it.
 */
import { type ProductCreate, productCreateSchema, type TaxClass } from '@beckon/owner-api';
import { csvCellText as cell, readCsvRows } from '@beckon/owner-api/csv-rows';
import type { PRODUCTS_CSV_HEADER } from './products-csv.js';

type Column = (typeof PRODUCTS_CSV_HEADER)[number];

/** The columns a file must have; the others may be left out (blank). */
const REQUIRED: readonly Column[] = ['Name', 'Address', 'Regular price (EUR)'];

/** The most products' variants one file brings (the export's cap, with room for variants). */
const MAX_IMPORT_ROWS = 5_000;

/** A product of the file, as the shop will store it. */
export interface ImportedProduct {
  /** The line of its first row (1 is the header). */
  line: number;
  /** The product named by its Product ID column, or null (then found by address, or new). */
  productId: number | null;
  /** Each variant's line and the existing variant it names (Variant ID), if any. */
  variants: { line: number; variantId: number | null }[];
  body: ProductCreate;
}

export type ImportPlan = { ok: true; products: ImportedProduct[] } | { ok: false; errors: string[] };

const AMOUNT = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;
const cents = (text: string) => {
  const m = AMOUNT.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};
const ID = /^[1-9]\d{0,8}$/;
/** Grams from kilograms with up to three decimals (WooCommerce's "Weight (kg)"); 1000 kg at the most. */
const KG = /^(\d{1,4})(?:[.,](\d{1,3}))?$/;
const grams = (text: string) => {
  const m = KG.exec(text);
  return m ? Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0')) : null;
};
/** A day as WooCommerce writes it, with or without a time of day (which a sale's day does not use). */
const DAY = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;
const dayOf = (text: string) => (text === '' ? null : (DAY.exec(text)?.[1] ?? text));

/** The column a schema path names, for the owner's message. */
function columnOf(path: readonly PropertyKey[]): string {
  const field = String(path[path.length - 1]);
  const names: Record<string, Column> = {
    name: path[0] === 'variants' ? 'Variant' : 'Name',
    slug: 'Address',
    category: 'Category',
    short_description: 'Short description',
    description: 'Description',
    tax_class: 'Tax class',
    price_cents: 'Regular price (EUR)',
    sale_price_cents: 'Sale price (EUR)',
    sale_from: 'Date sale price starts',
    sale_to: 'Date sale price ends',
    stock: 'Stock',
    weight_grams: 'Weight (kg)',
    shipping_class: 'Shipping class',
    sku: 'SKU',
  };
  return names[field] ?? field;
}

export function planImport(text: string): ImportPlan {
  const read = readCsvRows(text, { maxRows: MAX_IMPORT_ROWS, rowName: 'rows', required: REQUIRED });
  if (!read.ok) return read;
  const records = read.rows;
  const has = (column: Column) => column in (records[0]?.record ?? {});
  const errors: string[] = [];
  const groups = new Map<string, { productId: number | null; rows: typeof records }>();
  for (const row of records) {
    const productId = cell(row.record['Product ID']);
    if (productId !== '' && !ID.test(productId)) {
      errors.push(`line ${row.line}: Product ID: must be a product number, or empty for a new product`);
      continue;
    }
    const key = productId !== '' ? `#${productId}` : `/${cell(row.record.Address)}`;
    const group = groups.get(key) ?? { productId: productId === '' ? null : Number(productId), rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }

  const products: ImportedProduct[] = [];
  for (const { productId, rows } of groups.values()) {
    const head = (rows[0] as (typeof records)[number]).record;
    const line = (rows[0] as (typeof records)[number]).line;
    const typed: string[] = [];
    const variants = rows.map(({ record: r, line: at }) => {
      const price = cents(cell(r['Regular price (EUR)']));
      const saleText = cell(r['Sale price (EUR)']);
      const sale = saleText === '' ? null : cents(saleText);
      const stockText = cell(r.Stock);
      const variantId = cell(r['Variant ID']);
      if (price === null) typed.push(`line ${at}: Regular price (EUR): must be an amount like 24.90`);
      if (saleText !== '' && sale === null)
        typed.push(`line ${at}: Sale price (EUR): must be an amount like 19.90, or empty`);
      if (stockText !== '' && !/^\d{1,7}$/.test(stockText))
        typed.push(`line ${at}: Stock: must be a whole number from 0, or empty when not counted`);
      if (variantId !== '' && !ID.test(variantId))
        typed.push(`line ${at}: Variant ID: must be a variant number, or empty for a new variant`);
      return {
        line: at,
        variantId: ID.test(variantId) ? Number(variantId) : null,
        body: {
          name: cell(r.Variant),
          price_cents: price ?? 0,
          sale_price_cents: sale,
          // Left out when the file has no such column: the import keeps the variant's days.
          ...(has('Date sale price starts') ? { sale_from: dayOf(cell(r['Date sale price starts'])) } : {}),
          ...(has('Date sale price ends') ? { sale_to: dayOf(cell(r['Date sale price ends'])) } : {}),
          // A wrong count is reported above once; null keeps the schema from reporting it again.
          stock: /^\d{1,7}$/.test(stockText) ? Number(stockText) : null,
          sku: cell(r.SKU),
        },
      };
    });
    const published = cell(head.Published).toLowerCase();
    if (!['', 'yes', 'no'].includes(published)) typed.push(`line ${line}: Published: must be yes or no`);
    const taxClass = cell(head['Tax class']);
    const weightText = cell(head['Weight (kg)']);
    const weight = weightText === '' ? null : grams(weightText);
    if (weightText !== '' && weight === null)
      typed.push(`line ${line}: Weight (kg): must be a weight in kilograms like 0.42, or empty`);
    const shippingClass = cell(head['Shipping class']);
    const input = {
      name: cell(head.Name),
      slug: cell(head.Address),
      category: cell(head.Category),
      short_description: cell(head['Short description']),
      description: cell(head.Description),
      published: published !== 'no',
      tax_class: (taxClass === '' ? 'standard' : taxClass) as TaxClass,
      ...(has('Weight (kg)') ? { weight_grams: weight } : {}),
      ...(has('Shipping class') ? { shipping_class: shippingClass === '' ? null : shippingClass } : {}),
      images: [],
      variants: variants.map((v) => v.body),
    };
    const parsed = productCreateSchema.safeParse(input);
    errors.push(...typed);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const at = issue.path[0] === 'variants' && typeof issue.path[1] === 'number' ? variants[issue.path[1]] : null;
        errors.push(`line ${at?.line ?? line}: ${columnOf(issue.path)}: ${issue.message}`);
      }
    if (parsed.success && typed.length === 0)
      products.push({
        line,
        productId,
        variants: variants.map((v) => ({ line: v.line, variantId: v.variantId })),
        body: parsed.data,
      });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, products };
}
