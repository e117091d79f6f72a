/**
 * Which site a host name is (pure). A site answers at its label under the
 * base domain (`luna.localhost`, `luna.sites.example`) and at its verified
 * custom domains. The main origin (PUBLIC_URL's host) serves the dashboard,
 * the widget and the demo account's site; without PUBLIC_URL (a local run,
 * the tests) every host that is no site's address is the main one. Any other
 * host is unknown: a cheap 404, no database work, no cache entry.
 */

export interface SiteRef {
  accountId: string;
  siteId: string;
}

export interface AddressBook {
  /** Labels under the base domain. */
  subdomains: ReadonlyMap<string, SiteRef>;
  /** Verified custom domains. */
  domains: ReadonlyMap<string, SiteRef>;
}

export interface Addressing {
  /** SITES_BASE_DOMAIN: `localhost` by default, which browsers resolve to this machine. */
  baseDomain: string;
  /** PUBLIC_URL's host name; null when unset. */
  mainHost: string | null;
}

/** `host`: the address the site answered at, as the service writes it (the origin its pages are made for). */
export type HostAnswer = { kind: 'site'; site: SiteRef; host: string } | { kind: 'main' } | { kind: 'unknown' };

const MAIN: HostAnswer = { kind: 'main' };
const UNKNOWN: HostAnswer = { kind: 'unknown' };

export function resolveHost(host: string | null, book: AddressBook, addressing: Addressing): HostAnswer {
  if (host === null) return UNKNOWN;
  const domain = book.domains.get(host);
  if (domain) return { kind: 'site', site: domain, host };
  if (host === addressing.mainHost) return MAIN;
  const base = addressing.baseDomain;
  if (host.length > base.length + 1 && host.endsWith(base) && host.charCodeAt(host.length - base.length - 1) === 46) {
    const label = host.slice(0, host.length - base.length - 1);
    const site = book.subdomains.get(label);
    // A name under the base domain that is no site's is unknown even on a local run: it is a site address.
    return site ? { kind: 'site', site, host: `${label}.${base}` } : UNKNOWN;
  }
  return addressing.mainHost === null ? MAIN : UNKNOWN;
}
