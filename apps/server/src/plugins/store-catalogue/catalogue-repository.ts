/**
 * The store_* tables (migration 0710): one import replaces one platform's catalogue and price rules of one
 * account in one transaction, so a visitor never sees half of a catalogue and a refused import changes
 * nothing; reads give the products and rules of one account only.
 */
import type { Db, Queryable } from '@beckon/db';
import type { StoreCatalogueImport, StoreCatalogueSummary, StoreProduct } from '@beckon/owner-api';
import type { StorePlatform, StorePriceRule } from '@beckon/popup-schema';

export async function replaceCatalogue(
  db: Db,
  accountId: string,
  platform: StorePlatform,
  catalogue: Omit<StoreCatalogueImport, 'price_rules'> & { price_rules?: StorePriceRule[] },
): Promise<void> {
  const products = catalogue.products.map((p, position) => ({ ...p, position }));
  const rules = (catalogue.price_rules ?? []).map((r, position) => ({
    position,
    title: r.title,
    target_type: r.target_type,
    allocation_method: r.allocation_method,
    target_selection: r.target_selection,
    value_type: r.value_type,
    value: r.value,
    subtotal_at_least: r.prerequisite_subtotal_range?.greater_than_or_equal_to ?? null,
    entitled_product_ids: r.entitled_product_ids,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
  }));
  await db.transaction(async (tx) => {
    // The catalogue row first: it locks this account's platform, so two imports at once apply one after the other.
    await tx.query(
      `INSERT INTO store_catalogues (account_id, platform, currency) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, platform) DO UPDATE SET currency = EXCLUDED.currency, imported_at = now()`,
      [accountId, platform, catalogue.currency],
    );
    await tx.query('DELETE FROM store_products WHERE account_id = $1 AND platform = $2', [accountId, platform]);
    // The CSV upload has no price rules: it leaves the imported ones as they are.
    if (catalogue.price_rules)
      await tx.query('DELETE FROM store_price_rules WHERE account_id = $1 AND platform = $2', [accountId, platform]);
    if (products.length > 0)
      await tx.query(
        `INSERT INTO store_products (account_id, platform, product_id, position, variant_ids, url, title, description,
                                     price, compare_at_price, image, inventory_quantity, collections)
         SELECT $1, $2, x.product_id, x.position, x.variant_ids, x.url, x.title, x.description, x.price,
                x.compare_at_price, x.image, x.inventory_quantity, x.collections
           FROM jsonb_to_recordset($3::jsonb) AS x(product_id text, position integer, variant_ids text[], url text,
                title text, description text, price numeric, compare_at_price numeric, image text,
                inventory_quantity integer, collections text[])`,
        [accountId, platform, JSON.stringify(products)],
      );
    if (rules.length > 0)
      await tx.query(
        `INSERT INTO store_price_rules (account_id, platform, position, title, target_type, allocation_method,
                                        target_selection, value_type, value, subtotal_at_least,
                                        entitled_product_ids, starts_at, ends_at)
         SELECT $1, $2, x.position, x.title, x.target_type, x.allocation_method, x.target_selection, x.value_type,
                x.value, x.subtotal_at_least, x.entitled_product_ids, x.starts_at, x.ends_at
           FROM jsonb_to_recordset($3::jsonb) AS x(position integer, title text, target_type text,
                allocation_method text, target_selection text, value_type text, value numeric,
                subtotal_at_least numeric, entitled_product_ids text[], starts_at timestamptz,
                ends_at timestamptz)`,
        [accountId, platform, JSON.stringify(rules)],
      );
  });
}

/** One catalogue as the recommendation route reads it; null when the account imported none. */
export interface LoadedCatalogue {
  currency: string;
  products: StoreProduct[];
}

/** numeric comes back as text from both backends; a whole amount is kept as the platform writes it. */
const amount = (v: string | number | null): string | null => (v === null ? null : String(v));

export async function loadCatalogue(
  db: Queryable,
  accountId: string,
  platform: StorePlatform,
): Promise<LoadedCatalogue | null> {
  const head = await db.query<{ currency: string }>(
    'SELECT currency FROM store_catalogues WHERE account_id = $1 AND platform = $2',
    [accountId, platform],
  );
  const currency = head.rows[0]?.currency;
  if (currency === undefined) return null;
  const { rows } = await db.query<{
    product_id: string;
    variant_ids: string[];
    url: string;
    title: string;
    description: string;
    price: string;
    compare_at_price: string | null;
    image: string;
    inventory_quantity: number | null;
    collections: string[];
  }>(
    `SELECT product_id, variant_ids, url, title, description, price, compare_at_price, image, inventory_quantity,
            collections
       FROM store_products WHERE account_id = $1 AND platform = $2 ORDER BY position`,
    [accountId, platform],
  );
  return {
    currency,
    products: rows.map((r) => ({
      ...r,
      price: amount(r.price) ?? '0',
      compare_at_price: amount(r.compare_at_price),
    })),
  };
}

export async function listPriceRules(
  db: Queryable,
  accountId: string,
): Promise<(StorePriceRule & { platform: StorePlatform })[]> {
  const { rows } = await db.query<{
    platform: StorePlatform;
    title: string;
    target_type: StorePriceRule['target_type'];
    allocation_method: StorePriceRule['allocation_method'];
    target_selection: StorePriceRule['target_selection'];
    value_type: StorePriceRule['value_type'];
    value: string;
    subtotal_at_least: string | null;
    entitled_product_ids: string[];
    starts_at: Date | string | null;
    ends_at: Date | string | null;
  }>(
    `SELECT platform, title, target_type, allocation_method, target_selection, value_type, value, subtotal_at_least,
            entitled_product_ids, starts_at, ends_at
       FROM store_price_rules WHERE account_id = $1 ORDER BY platform, position`,
    [accountId],
  );
  const moment = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
  return rows.map(({ subtotal_at_least, value, starts_at, ends_at, ...r }) => ({
    ...r,
    value: String(value),
    starts_at: moment(starts_at),
    ends_at: moment(ends_at),
    prerequisite_subtotal_range:
      subtotal_at_least === null ? null : { greater_than_or_equal_to: String(subtotal_at_least) },
  }));
}

export async function catalogueSummary(db: Queryable, accountId: string): Promise<StoreCatalogueSummary['catalogues']> {
  const { rows } = await db.query<{
    platform: StorePlatform;
    currency: string;
    products: number | string;
    imported_at: Date | string;
  }>(
    `SELECT c.platform, c.currency, c.imported_at,
            (SELECT count(*) FROM store_products p WHERE p.account_id = c.account_id AND p.platform = c.platform) AS products
       FROM store_catalogues c WHERE c.account_id = $1 ORDER BY c.platform`,
    [accountId],
  );
  return rows.map((r) => ({
    platform: r.platform,
    currency: r.currency,
    products: Number(r.products),
    imported_at: new Date(r.imported_at).toISOString(),
  }));
}
