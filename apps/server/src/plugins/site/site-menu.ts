/**
 * The site's main menu (issue 14): the theme's entries from site-config.ts
 * plus the entries editors add when they create a page. An added entry shows
 * only while its page is published, and links to the page's current address.
 */
import type { Queryable } from '@beckon/db';
import type { MenuItem, SiteInfo } from '@beckon/page-widgets';
import { pathOf } from './page-renderer.js';
import { SITE } from './site-config.js';

interface MenuEntry {
  label: string;
  /** Where among the theme's top-level entries it goes: 0 first; past the end, last. */
  position: number;
  href: string;
}

/** Places the added entries among the theme's, in position order (ties by creation order). */
export function mergeMenu(base: readonly MenuItem[], entries: readonly MenuEntry[]): MenuItem[] {
  const menu = [...base];
  // From the highest position down, so an insertion never shifts the places still to fill.
  const ordered = entries.map((e, i) => ({ e, i })).sort((a, b) => b.e.position - a.e.position || b.i - a.i);
  for (const { e } of ordered) menu.splice(Math.min(e.position, base.length), 0, { label: e.label, href: e.href });
  return menu;
}

/** The site's theme data with its current menu: the theme's entries and the published pages' ones. */
export async function loadSiteInfo(db: Queryable, accountId: string): Promise<SiteInfo> {
  const { rows } = await db.query<{ label: string; position: number; slug: string }>(
    `SELECT m.label, m.position, p.slug FROM site_menu_entries m
     JOIN site_pages p ON p.account_id = m.account_id AND p.page_id = m.page_id
     WHERE m.account_id = $1 AND p.published ORDER BY m.created_at, m.page_id`,
    [accountId],
  );
  if (rows.length === 0) return SITE;
  const entries = rows.map((r) => ({ label: r.label, position: Number(r.position), href: pathOf(r.slug) }));
  return { ...SITE, menu: mergeMenu(SITE.menu, entries) };
}
