/**
 * The shop's product search (/tienda/?s=…, WooCommerce's product search): a
 * product matches when every word of the query is in its name, category or
 * descriptions, ignoring case and accents ("protector solar" finds
 * "Protector solar fluido", "acido" finds "ácido"). Pure, over the catalogue
 * already read (a clinic's dozens of products).
 */
import type { ProductView } from '@beckon/page-widgets/shop/views.js';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function searchProducts(products: readonly ProductView[], query: string): ProductView[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((p) => {
    const text = fold(`${p.name} ${p.category} ${p.shortDescription} ${p.description}`);
    return words.every((w) => text.includes(w));
  });
}
