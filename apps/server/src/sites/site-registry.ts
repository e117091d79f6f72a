/**
 * Which site a request is for, answered from memory: the address book (every
 * serving address, loaded at start and again when any process changes one)
 * and each site's record (name, theme), loaded on its first request and
 * dropped when its theme changes. A host that is no site's costs a parse and
 * two map lookups: no query, no entry kept.
 */
import type { Queryable } from '@beckon/db';
import { type SiteTheme, siteThemeSchema } from '@beckon/page-widgets/theme/theme-schema.js';
import { hostNameOf } from './host-name.js';
import { type AddressBook, type Addressing, type HostAnswer, resolveHost, type SiteRef } from './resolve-host.js';
import { findSite, listServingAddresses } from './site-repository.js';

export interface SiteRecord extends SiteRef {
  name: string;
  theme: SiteTheme;
  /** The label of its own address under the base domain. */
  label: string | null;
}

export interface SiteRegistry {
  /** What a request's Host header names. */
  resolve(hostHeader: string | undefined): HostAnswer;
  /** The site's record; null when it was deleted meanwhile. */
  record(site: SiteRef): Promise<SiteRecord | null>;
  /** The site's record if it has been read already (undefined: not yet), without waiting. */
  recordNow(site: SiteRef): SiteRecord | null | undefined;
  /** The site the main origin serves (the demo account's), if it exists. */
  readonly main: SiteRef | null;
  /**
   * The main site, reading the addresses again (at most once a second) while it is missing: it may have
   * been created after the server started (a first seed, a test).
   */
  mainSite(): Promise<SiteRef | null>;
  /** A site's label under the base domain, from the address book. */
  labelOf(site: SiteRef): string | null;
  /** Reads every address again (after a change here or in another process). */
  reloadAddresses(): Promise<void>;
  /** Drops an account's site records (every site's, for null), so the next request reads them again. */
  forget(accountId: string | null): void;
  readonly addressing: Addressing;
}

const keyOf = (site: SiteRef) => `${site.accountId}/${site.siteId}`;

export async function openSiteRegistry(
  db: Queryable,
  addressing: Addressing,
  mainAccountId: string | null,
): Promise<SiteRegistry> {
  let book: AddressBook = { subdomains: new Map(), domains: new Map() };
  let labels = new Map<string, string>();
  const records = new Map<string, Promise<SiteRecord | null>>();
  // The records read so far, so a request for a known site is answered without waiting on a promise.
  const loaded = new Map<string, SiteRecord | null>();
  let main: SiteRef | null = null;

  async function reloadAddresses(): Promise<void> {
    const rows = await listServingAddresses(db);
    const subdomains = new Map<string, SiteRef>();
    const domains = new Map<string, SiteRef>();
    const nextLabels = new Map<string, string>();
    for (const row of rows) {
      const ref = { accountId: row.account_id, siteId: row.site_id };
      if (row.kind === 'subdomain') {
        subdomains.set(row.address, ref);
        if (!nextLabels.has(keyOf(ref))) nextLabels.set(keyOf(ref), row.address);
      } else domains.set(row.address, ref);
    }
    book = { subdomains, domains };
    labels = nextLabels;
    main = null;
    if (mainAccountId !== null) {
      for (const [key] of labels) if (key.startsWith(`${mainAccountId}/`)) main = refOf(key);
    }
  }

  const refOf = (key: string): SiteRef => {
    const cut = key.indexOf('/');
    return { accountId: key.slice(0, cut), siteId: key.slice(cut + 1) };
  };

  async function load(site: SiteRef): Promise<SiteRecord | null> {
    const row = await findSite(db, site.accountId, site.siteId);
    if (!row) return null;
    // Written through the same schema; a row that no longer parses is our fault, said in the error.
    const theme = siteThemeSchema.parse(row.theme);
    return { ...site, name: row.name, theme, label: labels.get(keyOf(site)) ?? null };
  }

  /** Bounds the reads a missing main site can cause to one a second. */
  const MAIN_RETRY_MS = 1_000;
  let mainTriedAt = 0;

  await reloadAddresses();
  return {
    addressing,
    get main() {
      return main;
    },
    async mainSite() {
      if (main === null && mainAccountId !== null && Date.now() - mainTriedAt >= MAIN_RETRY_MS) {
        mainTriedAt = Date.now();
        await reloadAddresses();
      }
      return main;
    },
    resolve(hostHeader) {
      return resolveHost(hostNameOf(hostHeader), book, addressing);
    },
    record(site) {
      const key = keyOf(site);
      let pending = records.get(key);
      if (!pending) {
        const reading = load(site);
        pending = reading;
        records.set(key, reading);
        reading.then(
          (record) => {
            // Only if it was not forgotten meanwhile (a theme saved while it was read).
            if (records.get(key) === reading) loaded.set(key, record);
          },
          // A failed read is not kept: the next request tries again.
          () => records.delete(key),
        );
      }
      return pending;
    },
    recordNow(site) {
      return loaded.get(keyOf(site));
    },
    labelOf(site) {
      return labels.get(keyOf(site)) ?? null;
    },
    reloadAddresses,
    forget(accountId) {
      for (const map of [records, loaded]) {
        if (accountId === null) map.clear();
        else for (const key of map.keys()) if (key.startsWith(`${accountId}/`)) map.delete(key);
      }
    },
  };
}
