/**
 * The site's main menu: the theme's entries from site-config.ts
 * plus the entries editors add when they create a page. An added entry shows
 * only while its page is published, and links to the page's current address.
 */
import type { Queryable } from '@beckon/db';
import type { MenuItem, SiteInfo } from '@beckon/page-widgets';
import { listPublishedMenuEntries } from './menu-repository.js';
import { pathOf } from './page-renderer.js';
import { onPageSaved } from './page-repository.js';
import { SITE } from './site-config.js';
import type { MenuCartSettings } from './site-shop.js';
import { loadSiteTheme } from './site-theme.js';

interface MenuEntry {
  label: string;
  /** Where among the theme's top-level entries it goes: 0 first; past the end, last. */
  position: number;
  href: string;
}

/** Places the added entries among the theme's, in position order (ties in the order given: rank, then creation). */
export function mergeMenu(base: readonly MenuItem[], entries: readonly MenuEntry[]): MenuItem[] {
  const menu = [...base];
  // From the highest position down, so an insertion never shifts the places still to fill.
  const ordered = entries.map((e, i) => ({ e, i })).sort((a, b) => b.e.position - a.e.position || b.i - a.i);
  for (const { e } of ordered) menu.splice(Math.min(e.position, base.length), 0, { label: e.label, href: e.href });
  return menu;
}

/** Reads the menu cart's settings of a site with a shop (site-shop.ts). */
export type MenuCartSource = (db: Queryable, accountId: string) => Promise<MenuCartSettings>;

/**
 * The site's theme data with its current menu (the theme's entries and the published pages' ones) and,
 * for a site with a shop, its menu cart settings.
 */
export async function loadSiteInfo(db: Queryable, accountId: string, menuCart?: MenuCartSource): Promise<SiteInfo> {
  const [theme, rows, settings] = await Promise.all([
    loadSiteTheme(db, accountId),
    listPublishedMenuEntries(db, accountId),
    menuCart?.(db, accountId),
  ]);
  const cart = settings ? { miniCart: settings } : {};
  if (rows.length === 0) return { ...theme, ...cart };
  const entries = rows.map((r) => ({ label: r.label, position: Number(r.position), href: pathOf(r.slug) }));
  return { ...theme, menu: mergeMenu(theme.menu, entries), ...cart };
}

export interface SiteInfoSource {
  /** The menu as last loaded; starts a background reload when it is older than the allowed age. */
  get(): SiteInfo;
  /** Settles once the first load is done. */
  ready: Promise<void>;
  close(): void;
}

/**
 * The site's theme data for renderers that answer without waiting for a query (the shop's pages): the
 * same menu the content pages render, reloaded at once when a page or menu entry is saved in this
 * process and, for saves by other processes, in the background once older than `maxAgeMs`.
 * `onChange` runs when the menu changed, so the caller can drop what it rendered with the old one.
 */
export function watchSiteInfo(
  db: Queryable,
  accountId: string,
  maxAgeMs: number,
  onChange: () => void,
  onError: (err: unknown) => void,
  menuCart?: MenuCartSource,
): SiteInfoSource {
  let info: SiteInfo = SITE;
  let loadedAt = 0;
  let loading: Promise<void> | null = null;
  // A save during a load may not be in what that load read: load once more after it.
  let again = false;
  const reload = (): Promise<void> => {
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      do {
        again = false;
        const startedAt = Date.now();
        const next = await loadSiteInfo(db, accountId, menuCart);
        loadedAt = startedAt;
        if (JSON.stringify([next.menu, next.miniCart]) !== JSON.stringify([info.menu, info.miniCart])) {
          info = next;
          onChange();
        }
      } while (again);
    })()
      .catch(onError)
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  const unsubscribe = onPageSaved((savedDb, savedAccount) => {
    if (savedDb === db && savedAccount === accountId) void reload();
  });
  return {
    get() {
      if (Date.now() - loadedAt >= maxAgeMs) void reload();
      return info;
    },
    ready: reload(),
    close: unsubscribe,
  };
}
