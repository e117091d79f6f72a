/**
 * The loop widgets' query (§3: loop grid and loop carousel over posts or
 * products): the items a source yields, as plain JSON so an island can carry
 * them. The site has no loop item templates (theme_template_id), so each
 * source has one fixed item layout (item.tsx): posts show image, date, title
 * and excerpt; products show their first picture, category, title, price and
 * short description.
 */
import type { SiteData } from '../../render/context.js';
import { inStock, type ProductImageView } from '../../shop/views.js';
import { maxPage } from '../posts/pages.js';

export type LoopSource = 'posts' | 'products';

export type LoopItem =
  | { kind: 'post'; key: string; title: string; path: string; image: string | null; date: string; text: string }
  | {
      kind: 'product';
      key: string;
      title: string;
      path: string;
      category: string;
      /** The cheapest variant's price; `from` when variants differ in price ("Desde"). */
      priceCents: number;
      compareAtCents: number | null;
      from: boolean;
      text: string;
      /** The product's first picture; null when it has none. */
      image: ProductImageView | null;
      /** WooCommerce's loop button: add its only variant, choose among several, or read more when sold out. */
      button: LoopProductButton;
    };

export type LoopProductButton = { kind: 'add'; variantId: number } | { kind: 'choose' } | { kind: 'read-more' };

/** The items of a source, newest post or catalogue order first; the page's data decides what exists. */
export function loopItems(data: SiteData, source: LoopSource): LoopItem[] {
  if (source === 'posts')
    return data.recentPosts.map((p) => ({
      kind: 'post',
      key: `post-${p.id}`,
      title: p.title,
      path: p.path,
      image: p.image,
      date: p.date,
      text: p.excerpt,
    }));
  return (data.products ?? []).flatMap((p) => {
    const cheapest = p.variants.reduce<(typeof p.variants)[number] | undefined>(
      (a, b) => (a === undefined || b.priceCents < a.priceCents ? b : a),
      undefined,
    );
    if (!cheapest) return [];
    const only = p.variants.length === 1 ? p.variants[0] : undefined;
    const button: LoopProductButton = !only
      ? { kind: 'choose' }
      : inStock(only)
        ? { kind: 'add', variantId: only.id }
        : { kind: 'read-more' };
    return [
      {
        kind: 'product' as const,
        key: `product-${p.slug}`,
        title: p.name,
        path: `/producto/${p.slug}/`,
        category: p.category,
        priceCents: cheapest.priceCents,
        compareAtCents: cheapest.compareAtCents,
        from: p.variants.some((v) => v.priceCents !== cheapest.priceCents),
        text: p.shortDescription,
        image: p.images[0] ?? null,
        button,
      },
    ];
  });
}

/** How many items a "load more" shows after `shown` (one page more, never past the end). */
export function nextShown(shown: number, perPage: number, total: number): number {
  return Math.min(total, shown + perPage);
}

/** The page numbered pagination shows for a requested `?page=N`, kept between 1 and the last page. */
export function currentPage(requested: number, total: number, perPage: number): { current: number; last: number } {
  const last = maxPage(total, perPage);
  return { current: Math.min(Math.max(Math.trunc(requested) || 1, 1), last), last };
}

/** Widget types that list products: the server loads the catalogue only for pages holding one (or product-images). */
const LOOP_TYPES = new Set(['loop-grid', 'loop-carousel']);

/** Whether a stored (unvalidated) document holds a node, at any depth, that `test` accepts. */
function documentHolds(document: unknown, test: (type: string, settings: Record<string, unknown>) => boolean): boolean {
  const visit = (nodes: unknown): boolean =>
    Array.isArray(nodes) &&
    nodes.some((n) => {
      if (typeof n !== 'object' || n === null) return false;
      const node = n as { type?: unknown; settings?: unknown; children?: unknown };
      const settings = typeof node.settings === 'object' && node.settings !== null ? node.settings : {};
      return test(String(node.type), settings as Record<string, unknown>) || visit(node.children);
    });
  return typeof document === 'object' && document !== null && visit((document as { content?: unknown }).content);
}

/** Whether a stored (unvalidated) document holds a loop widget over products or a product's images, at any depth. */
export function documentListsProducts(document: unknown): boolean {
  return documentHolds(
    document,
    (type, s) => (LOOP_TYPES.has(type) && s.source === 'products') || type === 'product-images',
  );
}

/** Whether a stored document holds a loop grid with numbered pagination: only then does `?page=N` change the page. */
export function documentNumbersPages(document: unknown): boolean {
  return documentHolds(document, (type, s) => type === 'loop-grid' && s.pagination === 'numbers');
}
