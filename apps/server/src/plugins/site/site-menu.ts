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

export interface SiteInfos {
  /** The account's site data: as last loaded (a background reload once older than the allowed age). */
  get(accountId: string): Promise<SiteInfo>;
  /** Starts a background reload of a site's data once it is older than the allowed age; never waits. */
  refresh(accountId: string): void;
  close(): void;
}

/** Sites whose data is kept; the least recently asked goes first beyond it. */
const MAX_SITES = 2_000;

interface Held {
  info: SiteInfo | null;
  loadedAt: number;
  loading: Promise<void> | null;
  again: boolean;
}

/**
 * Each site's theme data for renderers that answer without a query of their own (the shop's pages):
 * the same menu the content pages render, reloaded at once when a page or menu entry of the site is
 * saved in this process and, for saves by other processes, in the background once older than
 * `maxAgeMs`. `onChange` runs when a site's data changed, so the caller can drop what it rendered.
 */
export function watchSiteInfos(
  db: Queryable,
  maxAgeMs: number,
  onChange: (accountId: string) => void,
  onError: (err: unknown) => void,
  menuCart?: MenuCartSource,
): SiteInfos {
  const held = new Map<string, Held>();
  const reload = (accountId: string, h: Held): Promise<void> => {
    if (h.loading) {
      // A save during a load may not be in what that load read: load once more after it.
      h.again = true;
      return h.loading;
    }
    h.loading = (async () => {
      do {
        h.again = false;
        const startedAt = Date.now();
        const next = await loadSiteInfo(db, accountId, menuCart);
        h.loadedAt = startedAt;
        const changed = h.info !== null && JSON.stringify(next) !== JSON.stringify(h.info);
        h.info = next;
        if (changed) onChange(accountId);
      } while (h.again);
    })().finally(() => {
      h.loading = null;
    });
    return h.loading;
  };
  const unsubscribe = onPageSaved((savedDb, accountId) => {
    const h = held.get(accountId);
    if (savedDb === db && h) reload(accountId, h).catch(onError);
  });
  return {
    async get(accountId) {
      let h = held.get(accountId);
      if (h) {
        held.delete(accountId);
        held.set(accountId, h);
      } else {
        h = { info: null, loadedAt: 0, loading: null, again: false };
        held.set(accountId, h);
        for (const oldest of held.keys()) {
          if (held.size <= MAX_SITES) break;
          held.delete(oldest);
        }
      }
      if (h.info === null) await reload(accountId, h);
      else if (Date.now() - h.loadedAt >= maxAgeMs) reload(accountId, h).catch(onError);
      if (h.info === null) throw new Error(`no site data for ${accountId}`);
      return h.info;
    },
    refresh(accountId) {
      const h = held.get(accountId);
      if (!h?.info) this.get(accountId).catch(onError);
      else if (Date.now() - h.loadedAt >= maxAgeMs) reload(accountId, h).catch(onError);
    },
    close: unsubscribe,
  };
}
