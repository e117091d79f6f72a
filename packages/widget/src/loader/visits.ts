/**
 * Visit bookkeeping at page start (spec §3 storage keys, §9 lifetimes): viewer
 * id, session and visit counting, new/returning, the visited-pages lists, the
 * session landing page, the referrer and previous URL. `refreshVisit` is the
 * once-a-minute heartbeat that keeps the visit-long cookies alive.
 */
import type { VisitInfo } from './frequency-state';
import {
  DAY,
  getItem,
  hexId,
  LOCAL,
  MIN,
  PER_VISIT,
  privacy,
  readCookies,
  SESSION,
  setCookie,
  setItem,
  YEAR,
} from './storage';

export interface Visited {
  path: string;
  at: number;
}

export interface Visit extends VisitInfo {
  viewerId: string;
  /** Pages viewed in this tab session, this one included. */
  sessionPages: number;
  previous: Visited[];
  all: Visited[];
  landing: string;
  /** The visit's first UTM values as a query string (`&utm_source=…&utm_medium=…`), '' without any. */
  utm: string;
  referrer: string;
  previousUrl: string;
}

const PAGES = 'poptin_previous_visited_pages';
const MAX_PAGES = 50;

/** `path@ms|path@ms` → list; entries without a time (older format) get 0. */
export function parsePages(raw: string | null): Visited[] {
  if (!raw) return [];
  return raw.split('|').map((e) => {
    const m = e.match(/^(.*)@(\d+)$/);
    return m ? { path: m[1] ?? '', at: +(m[2] ?? 0) } : { path: e, at: 0 };
  });
}

/** Appends a page and keeps the newest 50; `|` in paths is escaped so entries stay separable. */
export function addPage(list: Visited[], page: Visited): Visited[] {
  return [...list, { path: page.path.replace(/\|/g, '%7C'), at: page.at }].slice(-MAX_PAGES);
}

export const serializePages = (list: Visited[]): string => list.map((p) => `${p.path}@${p.at}`).join('|');

/**
 * Runs once per page: reads and advances the visit cookies and lists. In private
 * mode the viewer id is new on every page and never stored, and the stored
 * referrer, previous URL and page list are neither read nor written.
 */
export function recordVisit(now: number): Visit {
  const c = readCookies();
  const priv = privacy.on;
  const newVisit = !c.poptin_session;
  const visit = (+(c.poptin_visit_count ?? 0) || 0) + (newVisit ? 1 : 0);
  const viewerId = !priv && /^[0-9a-f]{13}$/.test(c.poptin_user_id ?? '') ? (c.poptin_user_id as string) : hexId();
  const returning = visit > 1 || !!c.poptin_old_user;
  setCookie('poptin_user_id', viewerId, YEAR);
  setCookie('poptin_visit_count', visit, YEAR);
  setCookie('poptin_last_visit', now, YEAR);
  setCookie('poptin_c_visitor', 1, 30 * DAY);

  const ref = document.referrer;
  const external = !!ref && !ref.startsWith(`${location.origin}/`);
  const referrer = external ? ref : priv ? '' : (c.poptin_referrer ?? '');
  const previousUrl = (priv ? undefined : c.poptin_previous_url) ?? (external ? '' : ref);

  const sessionPages = (+(getItem(SESSION, 'poptin_session_pages') ?? 0) || 0) + 1;
  setItem(SESSION, 'poptin_session_pages', `${sessionPages}`);
  const landing = getItem(SESSION, 'poptin_origin_landing_page') ?? location.href;
  setItem(SESSION, 'poptin_origin_landing_page', landing);
  // The visit's first UTM values, for later pages' traffic targeting; a new visit starts over.
  const utm = (!newVisit && getItem(SESSION, 'poptin_utm')) || location.search.match(/[?&]utm_[^&]*/g)?.join('') || '';
  setItem(SESSION, 'poptin_utm', utm);

  const previous = parsePages(priv ? null : getItem(LOCAL, PAGES));
  const all = addPage(previous, { path: location.pathname, at: now });
  setItem(LOCAL, PAGES, serializePages(all));
  // Private mode removes (never writes) the email an earlier consenting visit's lead left.
  if (priv) setItem(LOCAL, 'poptin_converted_email', '');

  refreshVisit(referrer, returning, c.poptin_session || hexId());
  return { visit, returning, viewerId, sessionPages, previous, all, landing, utm, referrer, previousUrl };
}

/** Keeps the visit-long cookies alive (session, referrer, previous URL, old-user flag, per-visit marks). */
export function refreshVisit(
  referrer: string,
  returning: boolean,
  session = readCookies().poptin_session || hexId(),
): void {
  setCookie('poptin_session', session, 30 * MIN);
  if (referrer) setCookie('poptin_referrer', referrer, 2 * MIN);
  setCookie('poptin_previous_url', location.href, 2 * MIN);
  if (returning) setCookie('poptin_old_user', 1, 2 * 24 * 60 * MIN);
  const c = readCookies();
  for (const name in c) {
    if (PER_VISIT.some((p) => name.startsWith(p))) setCookie(name, c[name] ?? '', 30 * MIN);
  }
}
