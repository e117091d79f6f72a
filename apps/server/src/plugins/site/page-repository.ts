/**
 * The site's pages as visitors see them (site_pages), one function per query. Documents are validated
 * with the widget registry on save (a bad document never reaches the table) and again on load (a row
 * edited by hand is caught before rendering). The page editor's drafts and versions are in
 * page-editor-repository.ts.
 */
import type { Queryable } from '@beckon/db';
import { parseDocument, type ResolvedDocument, widgets } from '@beckon/page-widgets';

export interface PageRow {
  page_id: number;
  kind: 'page' | 'post';
  slug: string;
  title: string;
  excerpt: string;
  featured_image: string | null;
  tags: string[];
  document: unknown;
  version: number;
  published_at: Date | string;
}

export interface PageInput {
  accountId: string;
  pageId: number;
  kind: 'page' | 'post';
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string | null;
  tags?: string[];
  document: unknown;
  publishedAt?: string;
}

type SavedListener = (db: Queryable, accountId: string) => void;
const savedListeners = new Set<SavedListener>();

/** Called after every save through this module (the render cache drops its pages at once). */
export function onPageSaved(listener: SavedListener): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

const COLUMNS = 'page_id, kind, slug, title, excerpt, featured_image, tags, document, version, published_at';

export async function findPageBySlug(db: Queryable, accountId: string, slug: string): Promise<PageRow | null> {
  const { rows } = await db.query<PageRow>(
    `SELECT ${COLUMNS} FROM site_pages WHERE account_id = $1 AND slug = $2 AND published`,
    [accountId, slug],
  );
  return rows[0] ?? null;
}

/** What the renderer takes from the page row beside its document, published or not. */
export async function findPageMeta(
  db: Queryable,
  accountId: string,
  pageId: number,
): Promise<Pick<PageRow, 'excerpt' | 'featured_image' | 'tags' | 'published_at'> | null> {
  const { rows } = await db.query<Pick<PageRow, 'excerpt' | 'featured_image' | 'tags' | 'published_at'>>(
    'SELECT excerpt, featured_image, tags, published_at FROM site_pages WHERE account_id = $1 AND page_id = $2',
    [accountId, pageId],
  );
  return rows[0] ?? null;
}

/** The ids of every page of the account, published or not. */
export async function listPageIds(db: Queryable, accountId: string): Promise<number[]> {
  const { rows } = await db.query<{ page_id: number }>('SELECT page_id FROM site_pages WHERE account_id = $1', [
    accountId,
  ]);
  return rows.map((r) => Number(r.page_id));
}

export async function findSlugById(db: Queryable, accountId: string, pageId: number): Promise<string | null> {
  const { rows } = await db.query<{ slug: string }>(
    'SELECT slug FROM site_pages WHERE account_id = $1 AND page_id = $2 AND published',
    [accountId, pageId],
  );
  return rows[0]?.slug ?? null;
}

/**
 * What decides whether a cached render is still current: the page's version,
 * for pages listing posts, the published posts' count and last change, and
 * the menu entries of published pages (site-menu.ts) with their pages' last change and, so that a
 * renamed or moved entry shows too, a digest of their labels and places.
 */
export async function currentStamp(db: Queryable, accountId: string, slug: string): Promise<string | null> {
  const { rows } = await db.query<{ stamp: string | null }>(
    `SELECT p.version::text || '/' || coalesce((SELECT count(*)::text || '@' || max(updated_at)::text FROM site_pages
       WHERE account_id = $1 AND kind = 'post' AND published), '') || '/' || coalesce((
       SELECT count(*)::text || '@' || max(greatest(m.created_at, mp.updated_at))::text || '@' ||
         md5(string_agg(m.page_id::text || ':' || m.position::text || ':' || m.rank::text || ':' || m.label, '|'
           ORDER BY m.page_id))
       FROM site_menu_entries m
       JOIN site_pages mp ON mp.account_id = m.account_id AND mp.page_id = m.page_id
       WHERE m.account_id = $1 AND mp.published), '') AS stamp
     FROM site_pages p WHERE p.account_id = $1 AND p.slug = $2 AND p.published`,
    [accountId, slug],
  );
  return rows[0]?.stamp ?? null;
}

export interface PostCardRow {
  page_id: number;
  slug: string;
  title: string;
  excerpt: string;
  featured_image: string | null;
  tags: string[];
  published_at: Date | string;
  /** The stored document, when asked for (the full-content skin shows the post's whole text). */
  document?: unknown;
}

/** One page of published posts, newest first, and the total count; `withDocument` adds each post's document. */
export async function listPosts(
  db: Queryable,
  accountId: string,
  offset: number,
  limit: number,
  withDocument = false,
): Promise<{ rows: PostCardRow[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    db.query<PostCardRow>(
      `SELECT page_id, slug, title, excerpt, featured_image, tags, published_at${withDocument ? ', document' : ''} FROM site_pages
       WHERE account_id = $1 AND kind = 'post' AND published ORDER BY published_at DESC, page_id DESC OFFSET $2 LIMIT $3`,
      [accountId, offset, limit],
    ),
    db.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM site_pages WHERE account_id = $1 AND kind = 'post' AND published`,
      [accountId],
    ),
  ]);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** Validates the document, then inserts the page or updates it with version + 1. */
export async function savePage(db: Queryable, input: PageInput): Promise<ResolvedDocument> {
  const resolved = parseDocument(input.document, widgets);
  await db.query(
    `INSERT INTO site_pages (account_id, page_id, kind, slug, title, excerpt, featured_image, tags, document, published_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now()))
     ON CONFLICT (account_id, page_id) DO UPDATE SET kind = excluded.kind, slug = excluded.slug, title = excluded.title,
       excerpt = excluded.excerpt, featured_image = excluded.featured_image, tags = excluded.tags,
       document = excluded.document, version = site_pages.version + 1, updated_at = now()`,
    [
      input.accountId,
      input.pageId,
      input.kind,
      input.slug,
      input.title,
      input.excerpt,
      input.featuredImage,
      input.tags ?? [],
      JSON.stringify(input.document),
      input.publishedAt ?? null,
    ],
  );
  announcePageSaved(db, input.accountId);
  return resolved;
}

/** Tells the render cache (and through it the other processes) that a page changed; call after the commit. */
export function announcePageSaved(db: Queryable, accountId: string): void {
  for (const listener of savedListeners) listener(db, accountId);
}
