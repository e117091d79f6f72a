/**
 * The site_menu_entries rows behind the owner's menu routes and the site's menu. Every write announces a
 * site change, which drops the rendered pages here and, through the change feed, on every other process.
 */
import type { Db, Queryable } from '@beckon/db';
import type { MenuEntry, MenuEntryCreate, MenuEntryUpdate } from '@beckon/owner-api';
import { pathOf } from './page-renderer.js';
import { announcePageSaved } from './page-repository.js';
import { themeMenuLabels } from './site-theme.js';

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

/** The account's entries in the order the site places them (position, rank, then creation: site-menu.ts). */
export async function listMenuEntries(db: Queryable, accountId: string): Promise<MenuEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `${SELECT_ENTRY} WHERE m.account_id = $1 ORDER BY m.position, m.rank, m.created_at, m.page_id`,
    [accountId],
  );
  return rows.map(toEntry);
}

/**
 * The entries of published pages, with their pages' current slugs, in the order the site places them:
 * what the visitors' menu shows (site-menu.ts).
 */
export async function listPublishedMenuEntries(
  db: Queryable,
  accountId: string,
): Promise<{ label: string; position: number; slug: string }[]> {
  const { rows } = await db.query<{ label: string; position: number; slug: string }>(
    `SELECT m.label, m.position, p.slug FROM site_menu_entries m
     JOIN site_pages p ON p.account_id = m.account_id AND p.page_id = m.page_id
     WHERE m.account_id = $1 AND p.published ORDER BY m.position, m.rank, m.created_at, m.page_id`,
    [accountId],
  );
  return rows;
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
    `INSERT INTO site_menu_entries (account_id, page_id, label, position, rank)
     SELECT account_id, page_id, $3, $4, (SELECT coalesce(max(rank) + 1, 0) FROM site_menu_entries WHERE account_id = $1)
     FROM site_pages WHERE account_id = $1 AND page_id = $2
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

interface Placed {
  page_id: number;
  position: number;
  rank: number;
}

/**
 * One step up or down the menu as the site shows it, the theme's entries and the added ones together:
 * past a neighbouring added entry of the same place the two swap; past a theme entry the entry takes
 * the next place, last of it going up and first going down. `entries` are in site order; returns the
 * entries whose place or rank changes (none at either end). The places it touches are renumbered whole,
 * so entries placed past the end (all shown last) keep one order.
 */
export function planMove(
  entries: readonly Placed[],
  themeLength: number,
  pageId: number,
  move: 'up' | 'down',
): Placed[] {
  const placeOf = (e: Placed) => Math.min(e.position, themeLength);
  const groups = new Map<number, number[]>();
  for (const e of entries) groups.set(placeOf(e), [...(groups.get(placeOf(e)) ?? []), e.page_id]);
  const moving = entries.find((e) => e.page_id === pageId);
  if (!moving) return [];
  const from = placeOf(moving);
  const group = groups.get(from) as number[];
  const i = group.indexOf(pageId);
  const step = move === 'up' ? -1 : 1;
  const neighbour = group[i + step];
  let touched: number[];
  if (neighbour !== undefined) {
    group[i + step] = pageId;
    group[i] = neighbour;
    touched = [from];
  } else if (from + step >= 0 && from + step <= themeLength) {
    group.splice(i, 1);
    const into = groups.get(from + step) ?? [];
    groups.set(from + step, move === 'up' ? [...into, pageId] : [pageId, ...into]);
    touched = [from, from + step];
  } else {
    return [];
  }
  const before = new Map(entries.map((e) => [e.page_id, e]));
  const changed: Placed[] = [];
  for (const place of touched) {
    (groups.get(place) ?? []).forEach((id, rank) => {
      const was = before.get(id) as Placed;
      if (was.position !== place || was.rank !== rank) changed.push({ page_id: id, position: place, rank });
    });
  }
  return changed;
}

/** Changes an entry's label, place or order (`move`: planMove); null when the page has no entry. */
export async function updateMenuEntry(
  db: Db,
  accountId: string,
  pageId: number,
  change: MenuEntryUpdate,
): Promise<MenuEntry | null> {
  const found = await db.transaction(async (tx) => {
    // A new place puts the entry last of it, as when it was added.
    const { rows } = await tx.query(
      `UPDATE site_menu_entries SET label = coalesce($3::text, label), position = coalesce($4::int, position),
         rank = CASE WHEN $4::int IS NULL THEN rank
           ELSE (SELECT coalesce(max(rank) + 1, 0) FROM site_menu_entries WHERE account_id = $1) END
       WHERE account_id = $1 AND page_id = $2 RETURNING page_id`,
      [accountId, pageId, change.label ?? null, change.position ?? null],
    );
    if (rows.length === 0) return false;
    if (change.move) {
      // Locks the account's entries, so two moves at once each see the other's result.
      const { rows: placed } = await tx.query<Placed>(
        `SELECT page_id, position, rank FROM site_menu_entries WHERE account_id = $1
         ORDER BY position, rank, created_at, page_id FOR UPDATE`,
        [accountId],
      );
      const current = placed.map((r) => ({
        page_id: Number(r.page_id),
        position: Number(r.position),
        rank: Number(r.rank),
      }));
      const themeEntries = (await themeMenuLabels(tx, accountId)).length;
      for (const e of planMove(current, themeEntries, pageId, change.move)) {
        await tx.query('UPDATE site_menu_entries SET position = $3, rank = $4 WHERE account_id = $1 AND page_id = $2', [
          accountId,
          e.page_id,
          e.position,
          e.rank,
        ]);
      }
    }
    return true;
  });
  if (!found) return null;
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
