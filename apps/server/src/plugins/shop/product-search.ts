/**
 * The site search (/tienda/?s=…, WooCommerce's product search, where the
 * site's /?s=… lands too): a product matches when every word of the query is
 * in its name, category or descriptions, a post when every word is in its
 * title, excerpt or tags, ignoring case and accents ("protector solar" finds
 * "Protector solar fluido", "acido" finds "ácido"). Pure, over the catalogue
 * already read (a small shop's dozens of products and posts).
 */
import type { ProductView } from '@beckon/page-widgets/shop/views.js';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Keeps the items whose text holds every word of the query (all of them for a query of no words). */
function searchBy<T>(items: readonly T[], query: string, textOf: (item: T) => string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = fold(textOf(item));
    return words.every((w) => text.includes(w));
  });
}

export function searchProducts(products: readonly ProductView[], query: string): ProductView[] {
  return searchBy(products, query, (p) => `${p.name} ${p.category} ${p.shortDescription} ${p.description}`);
}

/** The site's posts for the same search (WordPress's search covers posts; the shop's results list both). */
export function searchPosts<P extends { title: string; excerpt: string; tags: readonly string[] }>(
  posts: readonly P[],
  query: string,
): P[] {
  return searchBy(posts, query, (p) => `${p.title} ${p.excerpt} ${p.tags.join(' ')}`);
}
