/**
 * A store-platform merchant's catalogue (the products the recommendation block may show): what the signed
 * import endpoint takes as JSON, what the dashboard's CSV upload becomes, and the owner's catalogue answers.
 * One import replaces one platform's catalogue of the account (docs/store-catalogue.md).
 */
import { STORE_PLATFORMS, storeItemId, storePrice, storePriceRuleSchema } from '@beckon/popup-schema';
import { isWebAddressOrPath } from '@beckon/popup-schema/safe-link';
import * as z from 'zod';

export const MAX_CATALOGUE_PRODUCTS = 5_000;
export const MAX_PRICE_RULES = 50;

const boundedText = (max: number) => z.string().max(max, { error: `must be at most ${max} characters`, abort: true });

export const storeProductSchema = z.strictObject({
  product_id: storeItemId,
  /** The first is the variant a card's add-to-cart button adds. */
  variant_ids: z.array(storeItemId).min(1, 'must name at least one variant').max(100),
  /** The product page: a path on the store's site (/products/serum) or an http(s) address. */
  url: boundedText(2000).refine(isWebAddressOrPath, 'must be a path like /products/serum or an http(s) address'),
  title: boundedText(255).regex(/\S/, 'must not be blank'),
  description: boundedText(5000).default(''),
  price: storePrice,
  compare_at_price: storePrice.nullable().default(null),
  /** An https image address, or '' for none. */
  image: boundedText(2000)
    .regex(/^(https:\/\/\S+)?$/, 'must be an https:// address, or empty')
    .default(''),
  /** null: the store does not count this product's stock. */
  inventory_quantity: z.number().int().min(-1_000_000).max(1_000_000_000).nullable().default(null),
  collections: z.array(boundedText(100).regex(/\S/, 'must not be blank')).max(50).default([]),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;
export type StoreProductInput = z.input<typeof storeProductSchema>;

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code like USD');

export const storeCatalogueImportSchema = z.strictObject({
  currency: currencyCode,
  products: z
    .array(storeProductSchema)
    .max(MAX_CATALOGUE_PRODUCTS, `must have at most ${MAX_CATALOGUE_PRODUCTS} products`),
  price_rules: z.array(storePriceRuleSchema).max(MAX_PRICE_RULES).default([]),
});
export type StoreCatalogueImport = z.infer<typeof storeCatalogueImportSchema>;

export const storePlatformParams = z.strictObject({ platform: z.enum(STORE_PLATFORMS) });

/** The dashboard's upload: the CSV file's text (columns in docs/store-catalogue.md) and the store's currency. */
export const storeCatalogueCsvSchema = z.strictObject({
  currency: currencyCode,
  csv: z.string().max(2_000_000, { error: 'must be at most 2 MB of text; split the file', abort: true }),
});
export type StoreCatalogueCsv = z.infer<typeof storeCatalogueCsvSchema>;

export interface StoreCatalogueImportAnswer {
  imported: number;
}

export interface StoreCatalogueSummary {
  catalogues: { platform: (typeof STORE_PLATFORMS)[number]; currency: string; products: number; imported_at: string }[];
  /** The import key's first characters, never the key; null when none was made. */
  key: { prefix: string; created_at: string } | null;
}

export interface StoreCatalogueKeyCreated {
  key: string;
  prefix: string;
}

const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * A Wix-style site's REST API connection, for the display answer's wix_cart_details: the site's id and an API
 * key allowed to read eCommerce carts. The merchant's site app sends it signed; the owner may type it in.
 */
export const wixConnectionSchema = z.strictObject({
  site_id: z
    .string()
    .max(36, { error: 'must be the site’s id, a GUID', abort: true })
    .regex(GUID, 'must be the site’s id, a GUID'),
  api_key: z
    .string()
    .max(4000, { error: 'must be at most 4000 characters', abort: true })
    .regex(/^[\x21-\x7e]{20,}$/, 'must be the API key as Wix shows it (20 or more printable characters)'),
});
export type WixConnection = z.infer<typeof wixConnectionSchema>;

/** Why the site's orders and abandoned checkouts could not be read last time. */
export type WixReadProblem = 'key_refused' | 'no_read_orders' | 'unreachable';

/** What the owner sees of the connection: never the key, only that one is set. */
export interface WixConnectionState {
  connection: {
    site_id: string;
    api_key_set: true;
    connected_at: string;
    /** When the site's orders and abandoned checkouts were last read whole (null: not yet). */
    reports_read_at: string | null;
    /** Why the last read (or the key check on connecting) failed; null when it did not. */
    reports_problem: WixReadProblem | null;
  } | null;
  /** False on a server without SECRETS_KEY: no key can be stored, so none can be connected. */
  can_connect: boolean;
}
