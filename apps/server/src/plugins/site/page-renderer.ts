/**
 * Loads a page row, validates its document, resolves the data its widgets
 * list (recent posts) and renders it to HTML with the Beckon and statistics snippets. Pure
 * of HTTP: the route and the bench both call it.
 */
import type { Queryable } from '@beckon/db';
import {
  type IslandManifest,
  type PostCard,
  parseDocument,
  postContent,
  renderPage,
  type SiteData,
  type SiteInfo,
  widgets,
} from '@beckon/page-widgets';
import { embedSnippet, trackerSnippet } from '../../http/snippets.js';
import { listPosts, type PageRow, type PostCardRow } from './page-repository.js';
import { ASSET_BASE } from './site-config.js';
import type { SiteShop } from './site-shop.js';

const RECENT_POSTS = 12;

export function pathOf(slug: string): string {
  return slug === '' ? '/' : `/${slug}/`;
}

export function toPostCard(r: PostCardRow): PostCard {
  return {
    id: r.page_id,
    title: r.title,
    excerpt: r.excerpt,
    path: pathOf(r.slug),
    image: r.featured_image,
    date: new Date(r.published_at).toISOString(),
    tags: r.tags,
    ...(r.document === undefined ? {} : { content: postContent(r.document) }),
  };
}

/** The data widgets read; the catalogue only when given its loader (a page with a loop widget over products). */
export async function loadSiteData(
  db: Queryable,
  accountId: string,
  opts: { products?: SiteShop['listProducts'] | undefined } = {},
): Promise<SiteData> {
  const [{ rows, total }, products] = await Promise.all([
    listPosts(db, accountId, 0, RECENT_POSTS, true),
    opts.products ? opts.products(db, accountId) : undefined,
  ]);
  return { recentPosts: rows.map(toPostCard), totalPosts: total, ...(products ? { products } : {}) };
}

interface RenderOptions {
  /** The site's theme data with its current menu (site-menu.ts). */
  site: SiteInfo;
  /** The account the site belongs to: its pop-ups and its statistics. */
  accountId: string;
  /** The server's public origin, where the widget and the statistics tracker are served. */
  mainOrigin: string;
  /** False for an editor's preview: it is not a visit, so the statistics tracker is left out. */
  track?: boolean;
}

/**
 * Renders one page row for visitors of `origin`, the site's own address (throws DocumentError on an
 * invalid stored document).
 */
export function renderRow(
  row: PageRow,
  data: SiteData,
  origin: string,
  manifest: IslandManifest,
  opts: RenderOptions,
): string {
  const doc = parseDocument(row.document, widgets);
  const path = pathOf(row.slug);
  return renderPage({
    doc,
    widgets,
    data,
    site: opts.site,
    kind: row.kind,
    assetBase: ASSET_BASE,
    manifest,
    // The site is a customer like any other: the same Beckon and tracker snippets.
    endOfBody:
      embedSnippet(opts.mainOrigin, opts.accountId) +
      (opts.track === false ? '' : trackerSnippet(opts.mainOrigin, opts.accountId, row.page_id)),
    page: {
      id: row.page_id,
      title: row.title,
      excerpt: row.excerpt,
      path,
      url: `${origin}${path}`,
      featuredImage: row.featured_image,
    },
  }).html;
}
