/**
 * A product's variants as the form holds them (the text the owner typed) and
 * as the owner API takes them: ids kept for the existing ones, none for a new
 * one, money in cents. Pure, apart from the form's DOM.
 */
import type { ShopVariantAdmin } from '@beckon/owner-api';
import { t } from '../i18n/i18n.js';
import type { FieldErrors } from '../validation.js';
import { hundredthsText, parseHundredths } from './amounts.js';

export interface VariantDraft {
  /** React's key: a new variant has no id yet. */
  key: number;
  /** Absent for a variant added in this form. */
  id?: number;
  name: string;
  price: string;
  sale: string;
  /** The scheduled sale's first and last days as a date input holds them (`YYYY-MM-DD`, '' for none). */
  saleFrom: string;
  saleTo: string;
  /** WooCommerce's "Schedule" was clicked: the two days are shown (always for a sale that has them). */
  scheduling: boolean;
  tracked: boolean;
  stock: string;
  sku: string;
}

interface VariantBody {
  id?: number;
  name: string;
  price_cents: number;
  sale_price_cents: number | null;
  sale_from: string | null;
  sale_to: string | null;
  stock: number | null;
  sku: string;
}

let lastKey = 0;

export const variantDraft = (v: ShopVariantAdmin): VariantDraft => ({
  key: ++lastKey,
  id: v.id,
  name: v.name,
  price: hundredthsText(v.price_cents),
  sale: v.sale_price_cents === null ? '' : hundredthsText(v.sale_price_cents),
  saleFrom: v.sale_from ?? '',
  saleTo: v.sale_to ?? '',
  scheduling: v.sale_from !== null || v.sale_to !== null,
  tracked: v.stock !== null,
  stock: v.stock === null ? '' : String(v.stock),
  sku: v.sku,
});

export const newVariantDraft = (): VariantDraft => ({
  key: ++lastKey,
  name: '',
  price: '',
  sale: '',
  saleFrom: '',
  saleTo: '',
  scheduling: false,
  tracked: false,
  stock: '',
  sku: '',
});

/** ", 30 ml" after each control's label; ", variant 2" while unnamed; nothing for a product's only, unnamed variant. */
export function variantLabel(variants: readonly VariantDraft[], index: number): string {
  const name = variants[index]?.name.trim() ?? '';
  if (name) return `, ${name}`;
  return variants.length === 1 ? '' : `, ${t('shop.variants.numbered', { n: index + 1 })}`;
}

/** The variant list to send, with the message of each field the schema cannot check (typed amounts). */
export function variantsOf(drafts: readonly VariantDraft[]): { variants: VariantBody[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const variants = drafts.map((v, i) => {
    const price = parseHundredths(v.price);
    const sale = v.sale.trim() === '' ? null : parseHundredths(v.sale);
    const stock = v.tracked ? (/^\d{1,7}$/.test(v.stock.trim()) ? Number(v.stock) : null) : null;
    if (price === null) errors[`variants.${i}.price_cents`] = t('shop.variants.priceInvalid');
    if (v.sale.trim() !== '' && sale === null)
      errors[`variants.${i}.sale_price_cents`] = t('shop.variants.saleInvalid');
    if (v.tracked && stock === null)
      errors[`variants.${i}.stock`] =
        v.stock.trim() === '' ? t('shop.variants.stockEmpty') : t('shop.variants.stockInvalid');
    const body = {
      name: v.name,
      price_cents: price ?? 0,
      sale_price_cents: sale,
      // Days left without a sale price are sent as typed: the server says they need one.
      sale_from: v.saleFrom === '' ? null : v.saleFrom,
      sale_to: v.saleTo === '' ? null : v.saleTo,
      stock,
      sku: v.sku.trim(),
    };
    return v.id === undefined ? body : { id: v.id, ...body };
  });
  return { variants, errors };
}
