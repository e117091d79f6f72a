/**
 * The dashboard's catalogue CSV, pure: read by owner-api's readCsvRows (as the shop's product import is), one
 * product per row, each row checked with the
 * import endpoint's own product schema. Every bad cell is listed with its line and column, so the owner can
 * fix the file and send it again; nothing is imported while any remains. Lists (variant ids, collections)
 * are separated by "|" inside their cell. Columns: docs/store-catalogue.md.
 */
import { MAX_CATALOGUE_PRODUCTS, type StoreProduct, storeProductSchema } from '@beckon/owner-api';
import { csvCellText as cell, readCsvRows } from '@beckon/owner-api/csv-rows';

const CATALOGUE_CSV_COLUMNS = {
  product_id: 'Product ID',
  variant_ids: 'Variant IDs',
  url: 'URL',
  title: 'Title',
  description: 'Description',
  price: 'Price',
  compare_at_price: 'Compare-at price',
  image: 'Image',
  inventory_quantity: 'Inventory',
  collections: 'Collections',
} as const;
type Field = keyof typeof CATALOGUE_CSV_COLUMNS;

const REQUIRED: readonly Field[] = ['product_id', 'variant_ids', 'url', 'title', 'price'];

export type CataloguePlan = { ok: true; products: StoreProduct[] } | { ok: false; errors: string[] };

const list = (value: string) =>
  value === ''
    ? []
    : value
        .split('|')
        .map((s) => s.trim())
        .filter((s) => s !== '');

export function planCatalogueCsv(text: string): CataloguePlan {
  const read = readCsvRows(text, {
    maxRows: MAX_CATALOGUE_PRODUCTS,
    rowName: 'products',
    required: REQUIRED.map((f) => CATALOGUE_CSV_COLUMNS[f]),
  });
  if (!read.ok) return read;

  const errors: string[] = [];
  const products: StoreProduct[] = [];
  const lineOf = new Map<string, number>();
  for (const { record, line } of read.rows) {
    const at = (field: Field) => cell(record[CATALOGUE_CSV_COLUMNS[field]]);
    const inventory = at('inventory_quantity');
    const compareAt = at('compare_at_price');
    const rowErrors: string[] = [];
    if (inventory !== '' && !/^-?\d{1,10}$/.test(inventory))
      rowErrors.push(`line ${line}: Inventory: must be a whole number, or empty when not counted`);
    const parsed = storeProductSchema.safeParse({
      product_id: at('product_id'),
      variant_ids: list(at('variant_ids')),
      url: at('url'),
      title: at('title'),
      description: at('description'),
      price: at('price'),
      compare_at_price: compareAt === '' ? null : compareAt,
      image: at('image'),
      inventory_quantity: /^-?\d{1,10}$/.test(inventory) ? Number(inventory) : null,
      collections: list(at('collections')),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        rowErrors.push(`line ${line}: ${CATALOGUE_CSV_COLUMNS[field] ?? field}: ${issue.message}`);
      }
    const id = at('product_id');
    const earlier = lineOf.get(id);
    if (id !== '' && earlier !== undefined)
      rowErrors.push(`line ${line}: Product ID: ${id} is already the product of line ${earlier}`);
    else if (id !== '') lineOf.set(id, line);
    errors.push(...rowErrors);
    if (parsed.success && rowErrors.length === 0) products.push(parsed.data);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, products };
}

/** Product ids a JSON import names twice, as the schema's paths name them. */
export function duplicateProducts(products: readonly StoreProduct[]): string[] {
  const seen = new Map<string, number>();
  const problems: string[] = [];
  products.forEach((p, i) => {
    const earlier = seen.get(p.product_id);
    if (earlier !== undefined) problems.push(`body.products[${i}].product_id: is already product ${earlier}'s id`);
    else seen.set(p.product_id, i);
  });
  return problems;
}
