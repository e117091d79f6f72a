/**
 * The site_menu_entries rows behind the owner's menu routes (issue 14). Every write announces a site
 * change, which drops the rendered pages here and, through the change feed, on every other process.
 */
import type { Queryable } from '@beckon/db';
import type { MenuEntry, MenuEntryCreate, MenuEntryUpdate } from '@beckon/owner-api';
import { pathOf } from './page-renderer.js';
import { announcePageSaved } from './store.js';

interface EntryRow {
  page_id: number;
  label: string;
  position: number;
  slug: string;
  title: string;
  published: boolean;
}

const toEntry = (r: EntryRow): MenuEntry => ({
  page_id: Number(r.page_id),
  label: r.label,
  position: Number(r.position),
  path: pathOf(r.slug),
  title: r.title,
  published: r.published,
});

const SELECT_ENTRY = `SELECT m.page_id, m.label, m.position, p.slug, p.title, p.published FROM site_menu_entries m
  JOIN site_pages p ON p.account_id = m.account_id AND p.page_id = m.page_id`;

/** The account's entries in the order the site places them (position, then creation: site-menu.ts). */
export async function listMenuEntries(db: Queryable, accountId: string): Promise<MenuEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `${SELECT_ENTRY} WHERE m.account_id = $1 ORDER BY m.position, m.created_at, m.page_id`,
    [accountId],
  );
  return rows.map(toEntry);
}

async function readEntry(db: Queryable, accountId: string, pageId: number): Promise<MenuEntry | null> {
  const { rows } = await db.query<EntryRow>(`${SELECT_ENTRY} WHERE m.account_id = $1 AND m.page_id = $2`, [
    accountId,
    pageId,
  ]);
  return rows[0] ? toEntry(rows[0]) : null;
}

/** Adds the entry of one of the account's pages: 'no-page' when it has no such page, 'exists' when it has one. */
export async function addMenuEntry(
  db: Queryable,
  accountId: string,
  input: MenuEntryCreate,
): Promise<MenuEntry | 'no-page' | 'exists'> {
  const { rows: added } = await db.query(
    `INSERT INTO site_menu_entries (account_id, page_id, label, position)
     SELECT account_id, page_id, $3, $4 FROM site_pages WHERE account_id = $1 AND page_id = $2
     ON CONFLICT (account_id, page_id) DO NOTHING RETURNING page_id`,
    [accountId, input.page_id, input.label, input.position],
  );
  if (added.length === 0) {
    const { rows } = await db.query('SELECT 1 FROM site_pages WHERE account_id = $1 AND page_id = $2', [
      accountId,
      input.page_id,
    ]);
    return rows.length === 0 ? 'no-page' : 'exists';
  }
  announcePageSaved(db, accountId);
  return (await readEntry(db, accountId, input.page_id)) as MenuEntry;
}

/** Changes an entry's label and/or place; null when the page has no entry. */
export async function updateMenuEntry(
  db: Queryable,
  accountId: string,
  pageId: number,
  change: MenuEntryUpdate,
): Promise<MenuEntry | null> {
  const { rows } = await db.query(
    `UPDATE site_menu_entries SET label = coalesce($3::text, label), position = coalesce($4::int, position)
     WHERE account_id = $1 AND page_id = $2 RETURNING page_id`,
    [accountId, pageId, change.label ?? null, change.position ?? null],
  );
  if (rows.length === 0) return null;
  announcePageSaved(db, accountId);
  return readEntry(db, accountId, pageId);
}

/** Removes an entry (the page stays); false when the page had none. */
export async function removeMenuEntry(db: Queryable, accountId: string, pageId: number): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM site_menu_entries WHERE account_id = $1 AND page_id = $2 RETURNING page_id',
    [accountId, pageId],
  );
  if (rows.length === 0) return false;
  announcePageSaved(db, accountId);
  return true;
}
