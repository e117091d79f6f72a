/**
 * The page editor's queries. site_pages holds what visitors see;
 * site_page_versions holds every save. A page's "head" is the highest version
 * of either: the number an editor's next save must be based on. Each write
 * inserts version head + 1, guarded by the head it was based on, and the
 * primary key makes two writes from the same head collide: one wins, the
 * other is told it is stale (never a silent overwrite).
 */
import type { Db, Queryable } from '@beckon/db';
import type { EditorPage, EditorPageWithDocument, PageVersion } from '@beckon/owner-api';
import { checkPageReferences, parseDocument, widgets } from '@beckon/page-widgets';
import { pathOf } from './page-renderer.js';
import { announcePageSaved } from './page-repository.js';

/** Why a write did not happen: the page is not there, or the version it was based on is no longer the head. */
export type WriteRefusal = { refused: 'not-found' } | { refused: 'stale'; head: number };

const MAX_VERSIONS_LISTED = 200;

/** The document a new page starts with: no sections yet, header and footer shown. */
const EMPTY_DOCUMENT = { schemaVersion: 1, root: { settings: {} }, content: [] } as const;

interface HeadRow {
  page_id: number;
  kind: 'page' | 'post';
  slug: string;
  title: string;
  published: boolean;
  version: number;
  head: number;
  head_title: string | null;
  head_state: 'draft' | 'published' | null;
  updated_at: Date | string;
}

/** Each page with its head version and, when newer than the published one, the draft's title. */
const HEADS = `
  SELECT p.page_id, p.kind, p.slug, p.title, p.published, p.version, p.updated_at,
    greatest(p.version, coalesce(v.version, 0)) AS head, v.title AS head_title, v.state AS head_state
  FROM site_pages p
  LEFT JOIN LATERAL (
    SELECT version, title, state FROM site_page_versions
    WHERE account_id = p.account_id AND page_id = p.page_id ORDER BY version DESC LIMIT 1
  ) v ON true
  WHERE p.account_id = $1`;

function toEditorPage(r: HeadRow): EditorPage {
  const draftAhead = Number(r.head) > Number(r.version);
  return {
    page_id: Number(r.page_id),
    kind: r.kind,
    slug: r.slug,
    path: pathOf(r.slug),
    title: draftAhead && r.head_title !== null ? r.head_title : r.title,
    published: r.published,
    version: Number(r.head),
    published_version: r.published ? Number(r.version) : null,
    has_draft: draftAhead || !r.published,
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

export async function listEditorPages(db: Queryable, accountId: string): Promise<EditorPage[]> {
  const { rows } = await db.query<HeadRow>(`${HEADS} ORDER BY p.kind, p.slug`, [accountId]);
  return rows.map(toEditorPage);
}

async function headOf(db: Queryable, accountId: string, pageId: number): Promise<HeadRow | null> {
  const { rows } = await db.query<HeadRow>(`${HEADS} AND p.page_id = $2`, [accountId, pageId]);
  return rows[0] ?? null;
}

/** The page as the editor opens it: its head's document (the draft when there is one). */
export async function readEditorPage(
  db: Queryable,
  accountId: string,
  pageId: number,
): Promise<EditorPageWithDocument | null> {
  const head = await headOf(db, accountId, pageId);
  if (!head) return null;
  const document = await documentOf(db, accountId, pageId, Number(head.head));
  return { ...toEditorPage(head), document };
}

/** The document of one version: from the history, or the published row when the history does not hold it (seeded pages). */
async function documentOf(db: Queryable, accountId: string, pageId: number, version: number): Promise<unknown> {
  const { rows } = await db.query<{ document: unknown }>(
    `SELECT document FROM site_page_versions WHERE account_id = $1 AND page_id = $2 AND version = $3
     UNION ALL
     SELECT document FROM site_pages WHERE account_id = $1 AND page_id = $2 AND version = $3
     LIMIT 1`,
    [accountId, pageId, version],
  );
  return rows[0]?.document ?? null;
}

export async function listVersions(db: Queryable, accountId: string, pageId: number): Promise<PageVersion[] | null> {
  const { rows: pages } = await db.query<{ version: number; title: string; updated_at: Date | string }>(
    'SELECT version, title, updated_at FROM site_pages WHERE account_id = $1 AND page_id = $2',
    [accountId, pageId],
  );
  const page = pages[0];
  if (!page) return null;
  const { rows } = await db.query<PageVersion & { saved_at: Date | string }>(
    `SELECT version, state, title, restored_from, saved_by, saved_at FROM site_page_versions
     WHERE account_id = $1 AND page_id = $2 ORDER BY version DESC LIMIT ${MAX_VERSIONS_LISTED}`,
    [accountId, pageId],
  );
  const versions: PageVersion[] = rows.map((r) => ({
    version: Number(r.version),
    state: r.state,
    title: r.title,
    restored_from: r.restored_from === null ? null : Number(r.restored_from),
    saved_by: r.saved_by,
    saved_at: new Date(r.saved_at).toISOString(),
  }));
  // A page seeded before the editor existed has its published version only in site_pages: list it too.
  if (!versions.some((v) => v.version === Number(page.version))) {
    versions.push({
      version: Number(page.version),
      state: 'published',
      title: page.title,
      restored_from: null,
      saved_by: null,
      saved_at: new Date(page.updated_at).toISOString(),
    });
    versions.sort((a, b) => b.version - a.version);
  }
  return versions;
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === '23505';
}

interface WriteInput {
  accountId: string;
  pageId: number;
  /** The head the editor's copy was based on. */
  baseVersion: number;
  title: string;
  document: unknown;
  ownerId: string;
  restoredFrom?: number;
  /** Saved by the editor while typing: replaces the same person's previous autosave in the history. */
  autosave?: boolean;
}

/** Inserts version base + 1 when base is still the head; false when it is not (or another write took it first). */
async function insertVersion(tx: Queryable, input: WriteInput, state: 'draft' | 'published'): Promise<boolean> {
  const { rows } = await tx.query<{ version: number }>(
    `INSERT INTO site_page_versions (account_id, page_id, version, state, title, document, restored_from, saved_by, autosave)
     SELECT $1, $2, $3::int + 1, $4, $5, $6::jsonb, $7, $8, $9 FROM site_pages p
     WHERE p.account_id = $1 AND p.page_id = $2 AND greatest(p.version, coalesce(
       (SELECT max(version) FROM site_page_versions WHERE account_id = $1 AND page_id = $2), 0)) = $3::int
     ON CONFLICT DO NOTHING RETURNING version`,
    [
      input.accountId,
      input.pageId,
      input.baseVersion,
      state,
      input.title,
      JSON.stringify(input.document),
      input.restoredFrom ?? null,
      input.ownerId,
      input.autosave === true,
    ],
  );
  return rows.length > 0;
}

/**
 * Whether the write would store what the head already holds (same title and document, and for a publish, the
 * head already published): such a save makes no new version. jsonb equality ignores key order.
 */
async function isUnchanged(db: Queryable, input: WriteInput, state: 'draft' | 'published'): Promise<boolean> {
  const head = await headOf(db, input.accountId, input.pageId);
  if (!head || Number(head.head) !== input.baseVersion) return false;
  if (state === 'published' && !(head.published && Number(head.version) === input.baseVersion)) return false;
  const { rows } = await db.query(
    `SELECT 1 FROM site_page_versions WHERE account_id = $1 AND page_id = $2 AND version = $3
       AND title = $4 AND document = $5::jsonb
     UNION ALL
     SELECT 1 FROM site_pages WHERE account_id = $1 AND page_id = $2 AND version = $3
       AND title = $4 AND document = $5::jsonb
     LIMIT 1`,
    [input.accountId, input.pageId, input.baseVersion, input.title, JSON.stringify(input.document)],
  );
  return rows.length > 0;
}

/**
 * After an autosave made version base + 1: the same person's autosave it replaces (version base) leaves the
 * history, so typing for an hour leaves one autosave, not hundreds. A deliberate save, a publish or a
 * restore is never removed.
 */
async function dropReplacedAutosave(db: Queryable, input: WriteInput): Promise<void> {
  await db.query(
    `DELETE FROM site_page_versions WHERE account_id = $1 AND page_id = $2 AND version = $3
       AND autosave AND state = 'draft' AND saved_by = $4`,
    [input.accountId, input.pageId, input.baseVersion, input.ownerId],
  );
}

/**
 * The version visitors see, copied into the history before a publish replaces it, when only site_pages
 * holds it (a seeded page, or a new page's first version): every version stays listed and restorable.
 */
async function keepPublishedInHistory(tx: Queryable, accountId: string, pageId: number): Promise<void> {
  await tx.query(
    `INSERT INTO site_page_versions (account_id, page_id, version, state, title, document, saved_at)
     SELECT account_id, page_id, version, CASE WHEN published THEN 'published' ELSE 'draft' END, title, document,
       updated_at
     FROM site_pages WHERE account_id = $1 AND page_id = $2
     ON CONFLICT DO NOTHING`,
    [accountId, pageId],
  );
}

async function refusal(db: Queryable, accountId: string, pageId: number): Promise<WriteRefusal> {
  const head = await headOf(db, accountId, pageId);
  return head ? { refused: 'stale', head: Number(head.head) } : { refused: 'not-found' };
}

/** Saves a draft (visitors still see the published page). Throws DocumentError for an invalid document. */
export async function saveDraft(db: Db, input: WriteInput): Promise<EditorPageWithDocument | WriteRefusal> {
  checkPageReferences(parseDocument(input.document, widgets));
  if (await isUnchanged(db, input, 'draft')) {
    // A deliberate save of what an autosave already stored keeps that version for good.
    if (!input.autosave) {
      await db.query(
        'UPDATE site_page_versions SET autosave = false WHERE account_id = $1 AND page_id = $2 AND version = $3',
        [input.accountId, input.pageId, input.baseVersion],
      );
    }
  } else {
    if (!(await insertVersion(db, input, 'draft'))) return refusal(db, input.accountId, input.pageId);
    if (input.autosave) await dropReplacedAutosave(db, input);
  }
  return (await readEditorPage(db, input.accountId, input.pageId)) ?? { refused: 'not-found' };
}

/**
 * Publishes the document: a version row and the page visitors see, in one
 * transaction; then the render cache of this process and, through the change
 * feed, of every other process is dropped.
 */
export async function publishPage(db: Db, input: WriteInput): Promise<EditorPageWithDocument | WriteRefusal> {
  checkPageReferences(parseDocument(input.document, widgets));
  if (await isUnchanged(db, input, 'published')) {
    return (await readEditorPage(db, input.accountId, input.pageId)) ?? { refused: 'not-found' };
  }
  const published = await db.transaction(async (tx) => {
    await keepPublishedInHistory(tx, input.accountId, input.pageId);
    if (!(await insertVersion(tx, input, 'published'))) return false;
    await tx.query(
      `UPDATE site_pages SET title = $3, document = $4::jsonb, version = $5, updated_at = now(),
         published_at = CASE WHEN published THEN published_at ELSE now() END, published = true
       WHERE account_id = $1 AND page_id = $2`,
      [input.accountId, input.pageId, input.title, JSON.stringify(input.document), input.baseVersion + 1],
    );
    return true;
  });
  if (!published) return refusal(db, input.accountId, input.pageId);
  announcePageSaved(db, input.accountId);
  return (await readEditorPage(db, input.accountId, input.pageId)) ?? { refused: 'not-found' };
}

/** Copies an earlier version into a new draft (publishing it is a separate, deliberate step). */
export async function restoreVersion(
  db: Db,
  input: Omit<WriteInput, 'title' | 'document'> & { restoredFrom: number },
): Promise<EditorPageWithDocument | WriteRefusal | { refused: 'no-version' }> {
  const { rows } = await db.query<{ title: string; document: unknown }>(
    `SELECT title, document FROM site_page_versions WHERE account_id = $1 AND page_id = $2 AND version = $3
     UNION ALL
     SELECT title, document FROM site_pages WHERE account_id = $1 AND page_id = $2 AND version = $3
     LIMIT 1`,
    [input.accountId, input.pageId, input.restoredFrom],
  );
  const old = rows[0];
  if (!old) {
    const head = await headOf(db, input.accountId, input.pageId);
    return head ? { refused: 'no-version' } : { refused: 'not-found' };
  }
  return saveDraft(db, { ...input, title: old.title, document: old.document });
}

/** Top-level paths other routes serve: a page there could never be reached. */
const RESERVED_SLUGS = new Set([
  'admin',
  'api',
  'site',
  'widget',
  'stats',
  'demo',
  'tienda',
  'carrito',
  'finalizar-compra',
  'mi-cuenta',
  'producto',
]);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

/**
 * Creates an unpublished page with an empty document, and its menu entry when asked (site-menu.ts reads
 * them); null when the slug is taken. One statement, so a page never exists without the entry it was
 * created with.
 */
export async function createPage(
  db: Db,
  input: {
    accountId: string;
    kind: 'page' | 'post';
    slug: string;
    title: string;
    menu?: { label: string; position: number } | undefined;
  },
): Promise<EditorPageWithDocument | null> {
  // Two creations at once may pick the same next id: the loser tries again with the next one.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const { rows } = await db.query<{ page_id: number }>(
        `WITH page AS (
           INSERT INTO site_pages (account_id, page_id, kind, slug, title, document, published)
           SELECT $1, coalesce(max(page_id), 0) + 1, $2, $3, $4, $5::jsonb, false FROM site_pages WHERE account_id = $1
           RETURNING page_id
         ), entry AS (
           INSERT INTO site_menu_entries (account_id, page_id, label, position, rank)
           SELECT $1, page_id, $6::text, $7::int,
             (SELECT coalesce(max(rank) + 1, 0) FROM site_menu_entries WHERE account_id = $1)
           FROM page WHERE $6::text IS NOT NULL
         )
         SELECT page_id FROM page`,
        [
          input.accountId,
          input.kind,
          input.slug,
          input.title,
          JSON.stringify(EMPTY_DOCUMENT),
          input.menu?.label ?? null,
          input.menu?.position ?? null,
        ],
      );
      const pageId = Number(rows[0]?.page_id);
      return readEditorPage(db, input.accountId, pageId);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const { rows } = await db.query('SELECT 1 FROM site_pages WHERE account_id = $1 AND slug = $2', [
        input.accountId,
        input.slug,
      ]);
      if (rows.length > 0) return null;
    }
  }
  throw new Error('could not pick a page id after 3 tries');
}
