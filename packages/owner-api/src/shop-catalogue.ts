/**
 * The shop's products and coupons in the owner API:
 * the schemas the server validates with and the dashboard's forms check
 * before sending, and the answers of the lists. Money is integer cents;
 * a percentage coupon's amount is in basis points (1000 = 10 %), as the
 * shop_coupons table keeps it.
 */
import * as z from 'zod';
import { shippingClassIdSchema } from './shop-shipping.js';
import { type TaxClass, taxClassSchema } from './shop-taxes.js';

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** The largest price or fixed discount: 100 000 € (the columns are 32-bit integers). */
const MAX_PRICE_CENTS = 10_000_000;
/** The largest stock count or usage limit the forms take. */
const MAX_COUNT = 1_000_000;

const pageText = z
  .string()
  .max(6, { error: 'must be a page number from 1', abort: true })
  .regex(/^[1-9]\d*$/, 'must be a page number from 1');

export const productsQuerySchema = z.strictObject({
  q: z.string().max(100, 'must be at most 100 characters').optional(),
  page: pageText.optional(),
});

export const productParamsSchema = z.strictObject({
  productId: z
    .string()
    .max(9, { error: 'must be a product number', abort: true })
    .regex(/^[1-9]\d{0,8}$/, 'must be a product number'),
});

/** A calendar day as `YYYY-MM-DD` that exists (no 31 April). */
export const saleDaySchema = z
  .string()
  .max(10, { error: 'must be a date like 2026-12-31', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date like 2026-12-31', abort: true })
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'must be a date that exists');

/** What a variant's form sets: one definition for a new product's variants and an edited product's. */
const variantTerms = {
  /** '' for a product's only variant, e.g. '30 ml' when it has several. */
  name: z
    .string()
    .max(60, { error: 'must be at most 60 characters', abort: true })
    .regex(/^[^<>]*$/, 'must be plain text, without < or >'),
  /** The regular price. */
  price_cents: wholeNumber(0, MAX_PRICE_CENTS),
  /** The price while on sale (the regular one is shown struck through); null: not on sale. */
  sale_price_cents: wholeNumber(0, MAX_PRICE_CENTS).nullable(),
  /** WooCommerce's scheduled sale: the sale price's first day in the shop's calendar; null or absent: none. */
  sale_from: saleDaySchema.nullable().optional(),
  /** The sale price's last day, included to its end; null or absent: none. */
  sale_to: saleDaySchema.nullable().optional(),
  /** Units in stock (0: out of stock); null: stock is not counted, always in stock. */
  stock: wholeNumber(0, MAX_COUNT).nullable(),
  /** The stock keeping unit, unique in the shop; '' or absent: none. */
  sku: z
    .string()
    .max(64, { error: 'must be at most 64 characters', abort: true })
    .regex(/^(?:[A-Za-z0-9][A-Za-z0-9._/-]*)?$/, 'must be letters, digits and . _ / - (no spaces), like GEL-200')
    .optional(),
};

const saleBelowPrice = (v: { price_cents: number; sale_price_cents: number | null }) =>
  v.sale_price_cents === null || v.sale_price_cents < v.price_cents;
const saleBelowPriceIssue = { path: ['sale_price_cents'], error: 'must be lower than the regular price' };
type SaleDates = { sale_price_cents: number | null; sale_from?: string | null; sale_to?: string | null };
const datesNeedSale = (v: SaleDates) => v.sale_price_cents !== null || (!v.sale_from && !v.sale_to);
const datesNeedSaleIssue = { path: ['sale_from'], error: 'needs a sale price: dates schedule the sale' };
const datesInOrder = (v: SaleDates) => !v.sale_from || !v.sale_to || v.sale_from <= v.sale_to;
const datesInOrderIssue = { path: ['sale_to'], error: 'must be on or after the first day of the sale' };

/** A variant of an edited product: with the id of one it has, or without one for a new variant. */
const variantEditSchema = z
  .strictObject({ id: wholeNumber(1, 2_147_483_647).optional(), ...variantTerms })
  .refine(saleBelowPrice, saleBelowPriceIssue)
  .refine(datesNeedSale, datesNeedSaleIssue)
  .refine(datesInOrder, datesInOrderIssue);

/** The most variants one product has (WooCommerce's default variation limit per run is 50). */
const MAX_VARIANTS = 50;

/**
 * The whole variant list: at least one (a product without one cannot be priced or bought), and when
 * there are several each has its own name, as the product page's choice shows them.
 */
const variantList = <T extends z.ZodType<{ id?: number; name: string; sku?: string | undefined }>>(variant: T) =>
  z
    .array(variant)
    .min(1, { error: 'must list at least one variant: a product keeps one', abort: true })
    .max(MAX_VARIANTS, { error: `must list at most ${MAX_VARIANTS} variants`, abort: true })
    .superRefine((list, ctx) => {
      const names = new Set<string>();
      const ids = new Set<number>();
      const skus = new Set<string>();
      for (const [i, v] of list.entries()) {
        if (v.sku && skus.has(v.sku))
          ctx.addIssue({ code: 'custom', path: [i, 'sku'], message: 'must differ from the other variants’ SKUs' });
        if (v.sku) skus.add(v.sku);
        const name = v.name.trim().toLowerCase();
        if (list.length > 1 && name === '')
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'must name each variant when there are several' });
        else if (list.length > 1 && names.has(name))
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'must differ from the other variants’ names' });
        names.add(name);
        if (v.id !== undefined && ids.has(v.id))
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'must list each variant once' });
        if (v.id !== undefined) ids.add(v.id);
      }
    });

/** The product's address, /producto/{slug}/: unique in the shop. */
export const productSlugSchema = z
  .string()
  .max(80, { error: 'must be at most 80 characters', abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters a-z, digits and single hyphens, like gel-limpiador');

/** Text the shop's pages print escaped, as written (a description may well say "pH < 5,5"). */
const longText = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/**
 * A same-origin path such as /site/assets/img/productos/gel-1.svg or a media-library size: no scheme,
 * no host (`//`), no backslash, no `..` step, no query; the shop's pages only ever load their own images.
 */
const SAME_ORIGIN_PATH = /^\/(?!\/)(?:[A-Za-z0-9._~-]+\/)*[A-Za-z0-9._~-]+$/;
const PATH_STEP_UP = /(?:^|\/)\.\.?(?:\/|$)/;

/** The most pictures one product keeps (WooCommerce's gallery has no cap; a carousel of more helps nobody). */
export const MAX_PRODUCT_IMAGES = 12;

export const productImageSchema = z.strictObject({
  url: z
    .string()
    .max(300, { error: 'must be at most 300 characters', abort: true })
    .regex(SAME_ORIGIN_PATH, { error: 'must be a path on this site, like /site/media/…', abort: true })
    .refine((url) => !PATH_STEP_UP.test(url), 'must not contain . or .. steps'),
  /** Spanish text for people who cannot see the picture; plain text, never markup. */
  alt: z
    .string()
    .max(250, { error: 'must be at most 250 characters', abort: true })
    .regex(/\S/, { error: 'must describe the image', abort: true })
    .regex(/^[^<>]*$/, 'must be plain text, without < or >'),
  width: wholeNumber(1, 10_000),
  height: wholeNumber(1, 10_000),
});
export type ShopProductImage = z.infer<typeof productImageSchema>;

/** What a product's form sets besides its variants: one definition for a new product and an edited one. */
const productTerms = {
  name: z.string().max(120, { error: 'must be at most 120 characters', abort: true }).regex(/\S/, 'must not be blank'),
  published: z.boolean(),
  slug: productSlugSchema,
  /** One of the shop's categories (the form offers the existing ones) or a new one. */
  category: z
    .string()
    .max(60, { error: 'must be at most 60 characters', abort: true })
    .regex(/^[^<>]*$/, { error: 'must be plain text, without < or >', abort: true })
    .regex(/\S/, 'must not be blank'),
  /** The card's and the page's summary. */
  short_description: longText(300),
  /** The product page's text; blank lines part paragraphs. */
  description: longText(5000),
  /** The product's images in order (the first is the card's). */
  images: z.array(productImageSchema).max(MAX_PRODUCT_IMAGES, `must list at most ${MAX_PRODUCT_IMAGES} images`),
};

export const productCreateSchema = z.strictObject({
  ...productTerms,
  /** The product's IVA class; absent: the standard rate. */
  tax_class: taxClassSchema.optional(),
  /** WooCommerce's "Peso", in grams (shown in kg on the product page); null: none. */
  weight_grams: wholeNumber(0, 1_000_000).nullable().optional(),
  /** WooCommerce's "Clase de envío": one of the shop's shipping classes (flat rates may charge for it); null: none. */
  shipping_class: shippingClassIdSchema.nullable().optional(),
  variants: variantList(
    z
      .strictObject(variantTerms)
      .refine(saleBelowPrice, saleBelowPriceIssue)
      .refine(datesNeedSale, datesNeedSaleIssue)
      .refine(datesInOrder, datesInOrderIssue),
  ),
});
export type ProductCreate = z.infer<typeof productCreateSchema>;

/**
 * An edit: name and published always; each other field left out stays as it is. The variants, when
 * sent, are all of them in order: a listed id keeps its variant (and the orders and carts naming it),
 * one without an id is added, and one left out is removed.
 */
export const productUpdateSchema = z.strictObject({
  name: productTerms.name,
  published: productTerms.published,
  slug: productTerms.slug.optional(),
  category: productTerms.category.optional(),
  short_description: productTerms.short_description.optional(),
  description: productTerms.description.optional(),
  variants: variantList(variantEditSchema).optional(),
  images: productTerms.images.optional(),
  tax_class: taxClassSchema.optional(),
  /** WooCommerce's "Peso", in grams (shown in kg on the product page); null: none. */
  weight_grams: wholeNumber(0, 1_000_000).nullable().optional(),
  /** WooCommerce's "Clase de envío": one of the shop's shipping classes (flat rates may charge for it); null: none. */
  shipping_class: shippingClassIdSchema.nullable().optional(),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export interface ShopVariantAdmin {
  id: number;
  /** '' for a product's only variant, e.g. '30 ml'. */
  name: string;
  price_cents: number;
  sale_price_cents: number | null;
  /** The scheduled sale's first and last days (`YYYY-MM-DD`), or null. */
  sale_from: string | null;
  sale_to: string | null;
  stock: number | null;
  /** '' when it has none. */
  sku: string;
}

export interface ShopProductAdmin {
  id: number;
  slug: string;
  name: string;
  category: string;
  short_description: string;
  description: string;
  published: boolean;
  tax_class: TaxClass;
  weight_grams: number | null;
  shipping_class: string | null;
  variants: ShopVariantAdmin[];
  /** In order; the first is the one the shop's cards show. */
  images: ShopProductImage[];
}

/** The shop's categories, for the product form's choices. */
export interface ShopCategoriesAnswer {
  categories: string[];
}

export interface ShopProductsAnswer {
  products: ShopProductAdmin[];
  total: number;
  page: number;
  page_size: number;
}

/** A product CSV to import (the export's columns), as the file's text; 1 MB is thousands of products. */
export const productsImportSchema = z.strictObject({
  csv: z.string().max(1_000_000, { error: 'must be at most 1 MB of text; split the file', abort: true }),
});
export type ProductsImport = z.infer<typeof productsImportSchema>;

export interface ShopProductsImportAnswer {
  created: number;
  updated: number;
}

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_KIND_LABELS: Readonly<Record<CouponKind, string>> = {
  percent: 'Percentage discount',
  fixed: 'Fixed cart discount',
};

/** Codes as customers type them; the shop compares them without case (stored lowercased). */
const couponCodeSchema = z
  .string()
  .max(40, { error: 'must be at most 40 characters', abort: true })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, - or _ (no spaces)');

/** What a coupon's form sets besides its code: one definition for a new coupon and an edited one. */
const couponTerms = {
  kind: z.enum(COUPON_KINDS),
  /** Basis points for 'percent' (1000 = 10 %), cents for 'fixed'. */
  amount: wholeNumber(1, MAX_PRICE_CENTS),
  min_subtotal_cents: wholeNumber(0, MAX_PRICE_CENTS).optional(),
  /** The moment it stops applying; null: never. */
  expires_at: z
    .string()
    .max(40, { error: 'must be a date and time like 2027-01-31T23:00:00Z', abort: true })
    .pipe(z.iso.datetime({ offset: true, error: 'must be a date and time like 2027-01-31T23:00:00Z' }))
    .nullable(),
  usage_limit: wholeNumber(1, MAX_COUNT).nullable(),
  /** WooCommerce's "usage limit per customer" (signed-in customer or billing email); null or absent: unlimited. */
  usage_limit_per_customer: wholeNumber(1, MAX_COUNT).nullable().optional(),
  /** WooCommerce's "Permitir envío gratuito": free shipping methods that require a coupon accept it. Absent: false. */
  free_shipping: z.boolean({ error: 'must be true or false' }).optional(),
};

const percentAtMost100 = (c: { kind: CouponKind; amount: number }) => c.kind !== 'percent' || c.amount <= 10_000;
const percentAtMost100Issue = {
  path: ['amount'],
  error: 'a percentage must be at most 100 % (10000 basis points)',
};

export const couponCreateSchema = z
  .strictObject({ code: couponCodeSchema, ...couponTerms })
  .refine(percentAtMost100, percentAtMost100Issue);
export type CouponCreate = z.infer<typeof couponCreateSchema>;

export const couponParamsSchema = z.strictObject({ code: couponCodeSchema });

/** An edit replaces every term; the code stays (orders name it), and a disabled coupon is refused by the shop. */
export const couponUpdateSchema = z
  .strictObject({ ...couponTerms, enabled: z.boolean({ error: 'must be a boolean' }) })
  .refine(percentAtMost100, percentAtMost100Issue);
export type CouponUpdate = z.infer<typeof couponUpdateSchema>;

export interface ShopCouponAdmin {
  code: string;
  kind: CouponKind;
  amount: number;
  min_subtotal_cents: number;
  expires_at: string | null;
  usage_limit: number | null;
  used_count: number;
  usage_limit_per_customer: number | null;
  /** False: the cart and checkout refuse it. */
  enabled: boolean;
  /** It grants free shipping where a free shipping method asks for a coupon. */
  free_shipping: boolean;
  created_at: string;
  /** The email of the member who made it, as it was then; null for coupons made before this was recorded. */
  created_by: string | null;
}

export interface ShopCouponsAnswer {
  coupons: ShopCouponAdmin[];
}
