/**
 * The dashboard's catalogue CSV, pure: read with csv-parse, one product per row, each row checked with the
 * import endpoint's own product schema. Every bad cell is listed with its line and column, so the owner can
 * fix the file and send it again; nothing is imported while any remains. Lists (variant ids, collections)
 * are separated by "|" inside their cell. Columns: docs/store-catalogue.md.
 */
import { MAX_CATALOGUE_PRODUCTS, type StoreProduct, storeProductSchema } from '@beckon/owner-api';
import { CsvError, parse } from 'csv-parse/sync';

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

/** A spreadsheet's formula guard (a leading apostrophe before = + - @) is taken off, as the shop's import does. */
const cell = (value: string | undefined) => {
  const v = (value ?? '').trim();
  return /^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v;
};
const list = (value: string) =>
  value === ''
    ? []
    : value
        .split('|')
        .map((s) => s.trim())
        .filter((s) => s !== '');

export function planCatalogueCsv(text: string): CataloguePlan {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim()),
      info: true,
      skip_empty_lines: true,
      max_record_size: 20_000,
      to: MAX_CATALOGUE_PRODUCTS + 1,
    });
  } catch (err) {
    if (err instanceof CsvError) return { ok: false, errors: [`line ${err.lines ?? 1}: ${err.message}`] };
    throw err;
  }
  if (records.length > MAX_CATALOGUE_PRODUCTS)
    return { ok: false, errors: [`the file has more than ${MAX_CATALOGUE_PRODUCTS} products; split it`] };
  const first = records[0];
  if (!first) return { ok: false, errors: ['line 2: the file has no products'] };
  const missing = REQUIRED.map((f) => CATALOGUE_CSV_COLUMNS[f]).filter((c) => !(c in first.record));
  if (missing.length > 0) return { ok: false, errors: [`line 1: the header has no ${missing.join(', ')} column`] };

  const errors: string[] = [];
  const products: StoreProduct[] = [];
  const lineOf = new Map<string, number>();
  for (const { record, info } of records) {
    const at = (field: Field) => cell(record[CATALOGUE_CSV_COLUMNS[field]]);
    const inventory = at('inventory_quantity');
    const compareAt = at('compare_at_price');
    const rowErrors: string[] = [];
    if (inventory !== '' && !/^-?\d{1,10}$/.test(inventory))
      rowErrors.push(`line ${info.lines}: Inventory: must be a whole number, or empty when not counted`);
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
        rowErrors.push(`line ${info.lines}: ${CATALOGUE_CSV_COLUMNS[field] ?? field}: ${issue.message}`);
      }
    const id = at('product_id');
    const earlier = lineOf.get(id);
    if (id !== '' && earlier !== undefined)
      rowErrors.push(`line ${info.lines}: Product ID: ${id} is already the product of line ${earlier}`);
    else if (id !== '') lineOf.set(id, info.lines);
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
