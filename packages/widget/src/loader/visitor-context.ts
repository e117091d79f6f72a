/**
 * The visitor context (spec §3 "Visitor context sent with display requests", §7
 * first row): read from the page once per run, then shaped into the display
 * request. Only schema keys are sent (the server's schema is strict); page-given
 * values are cut to the schema's lengths so an unusual page never gets a 400.
 */
import type { DisplayRequestInput } from '@beckon/popup-schema';
import { COUNTRY, getItem, LOCAL, privacy, readCookies } from './storage';
import type { Visit, Visited } from './visits';

/** Fields the display request and the conversion payload share, under their wire names. */
interface Base {
  url: string;
  referrer: string;
  previous_url: string;
  title: string;
  browser_language: string;
  operating_system: string;
}

export interface Ctx extends Visit {
  base: Base;
  domain: string;
  isMobile: boolean;
  cookies: Record<string, string>;
  convertedEmail: string;
  refresh: boolean;
}

export const cut = (s: string, n = 4000): string => s.slice(0, n);

/** Phones and small screens (§2 mobile variants): a 767 px viewport or a mobile user agent. */
const isMobileDevice = (): boolean =>
  !!window.matchMedia?.('(max-width: 767px)').matches || /Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent);

/** The OS named in the user agent. Android agents also say Linux (earlier), so Android is tested first. */
export function operatingSystem(ua: string): string {
  const m = ua.match(/Android/)?.[0] ?? ua.match(/iPhone|iPad|iPod|Windows|Mac OS|CrOS|Linux/)?.[0] ?? '';
  return m.startsWith('iP') ? 'iOS' : m === 'CrOS' ? 'Chrome OS' : m;
}

const isReload = (): boolean =>
  (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';

export function pageContext(visit: Visit): Ctx {
  return {
    ...visit,
    base: {
      url: cut(location.href),
      referrer: cut(visit.referrer),
      previous_url: cut(visit.previousUrl),
      title: cut(document.title, 500),
      browser_language: cut(navigator.language || '', 35),
      operating_system: operatingSystem(navigator.userAgent),
    },
    domain: location.hostname,
    isMobile: isMobileDevice(),
    cookies: readCookies(),
    convertedEmail: (!privacy.on && getItem(LOCAL, 'poptin_converted_email')) || '',
    refresh: isReload(),
  };
}

/** Ids of the embedded-form containers on the page: `<div class="poptin-embedded" data-id="{id}">`. */
export const embeddedIds = (): string[] =>
  Array.from(document.querySelectorAll<HTMLElement>('.poptin-embedded[data-id]'), (e) => e.dataset.id ?? '')
    .filter((id) => /^[0-9a-f]{13}$/.test(id))
    .slice(0, 50);

/** The newest 50 visited pages, paths cut to the schema's 2000. */
export const pages = (list: Visited[]): Visited[] =>
  list.slice(-50).map((p) => ({ path: cut(p.path, 2000), at: p.at }));

export function displayRequest(c: Ctx, preview: string | null, embedded: string[]): DisplayRequestInput {
  return {
    ...c.base,
    first_utm: cut(c.utm),
    domain: c.domain,
    is_mobile: c.isMobile,
    cookies: Object.keys(c.cookies)
      .slice(0, 50)
      .map((n) => cut(n, 200)),
    previous_visited_pages: pages(c.previous),
    all_visited_pages: pages(c.all),
    converted_email: c.convertedEmail,
    preview_popup_id: preview,
    embedded_ids: embedded,
    page_refresh: c.refresh,
    viewer_id: privacy.on ? null : c.viewerId,
    cc: privacy.on ? '' : cut(c.cookies[COUNTRY] ?? '', 2),
  };
}
