/**
 * The site pop-up's timing rules (spec §3 "Popup settings", §5; exact facts in research/site.md §1.3):
 * each rule is a pure check of values the widget reads from the page and its storage. All enabled rules
 * must pass before the triggers start. The "times per period" counting and the trigger decisions come
 * from the module the Beckon loader's triggers can share (@beckon/popup-schema/trigger-decisions).
 */
import { isSearchEngine, referrerText } from '@beckon/popup-schema/search-engines';
import {
  type CountedPeriod,
  countImpression,
  type ImpressionCount,
  impressionsUnderLimit,
} from '@beckon/popup-schema/trigger-decisions';

/**
 * page_views and sessions: counted after the first page where the pop-up was evaluated. The first
 * evaluation stores the total as the baseline; a stored 0 counts as none (as the builder's `!initial`).
 */
export function countSince(
  total: number,
  initial: number | null,
  needed: number,
): { passes: boolean; initial: number } {
  const base = initial ? initial : total;
  return { passes: total - base >= Math.max(1, needed), initial: base };
}

export type UrlAction = 'show' | 'hide' | 'regex';

/** url: the referrer contains the text (show, or hide when the action says so) or matches the regex; a bad regex hides. */
export function urlRule(referrer: string, url: string, action: UrlAction): boolean {
  if (action === 'regex') {
    try {
      return new RegExp(url).test(referrer);
    } catch {
      return false;
    }
  }
  return (action === 'hide') !== referrer.includes(url);
}

export type Source = 'search' | 'external' | 'internal';

/** sources: all three always pass; an empty referrer (a direct visit) counts as external. */
export function sourcesRule(referrer: string, host: string, sources: readonly Source[]): boolean {
  if (sources.includes('search') && sources.includes('external') && sources.includes('internal')) return true;
  const from = referrerText(referrer);
  if (from !== '' && from.startsWith(host.replace(/^www\./, ''))) return sources.includes('internal');
  if (sources.includes('external')) return true;
  return sources.includes('search') && isSearchEngine(from);
}

/** The kinds of signed-in visitor the logged_in rule can name: a shop customer, or the site's owner or staff. */
export const SIGNED_IN_ROLES = ['customer', 'owner'] as const;
export type SignedInRole = (typeof SIGNED_IN_ROLES)[number];

/**
 * Pages are cached and carry no login state, so sign-in sets a script-readable flag cookie per role
 * (`bk_logged_in_customer=1`, `bk_logged_in_owner=1`; the session itself stays in its HttpOnly cookie)
 * and sign-out clears it. The flag names no one: it only says which kind of visitor is signed in.
 */
export const signedInCookie = (role: SignedInRole): string => `bk_logged_in_${role}`;

/** The roles whose flag cookie is set in a `document.cookie` string. */
export function rolesFromCookies(cookies: string): SignedInRole[] {
  const set = new Set(cookies.split(';').map((c) => c.trim()));
  return SIGNED_IN_ROLES.filter((role) => set.has(`${signedInCookie(role)}=1`));
}

/** logged_in: anonymous visitors pass; a signed-in one fails with users `all`, or with `custom` when holding a listed role. */
export function loggedInRule(
  roles: readonly SignedInRole[],
  users: 'all' | 'custom',
  listed: readonly SignedInRole[],
): boolean {
  if (roles.length === 0) return true;
  return users === 'custom' && !roles.some((r) => listed.includes(r));
}

/** A device's viewport widths, both ends included (settings.ts turns the devices setting into these). */
export type WidthRange = [min: number, max: number];

/** devices: the viewport falls in one of the chosen devices' widths. */
export const devicesRule = (width: number, ranges: readonly WidthRange[]): boolean =>
  ranges.some(([min, max]) => width >= min && width <= max);

export type Browser = 'ie' | 'chrome' | 'edge' | 'firefox' | 'safari';

/** The browser family of a user agent, or null for one the rule does not name. */
export function browserOf(userAgent: string): Browser | null {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/Trident\/|MSIE /.test(userAgent)) return 'ie';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox';
  if (/Chrome\/|CriOS\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return null;
}

export function browsersRule(userAgent: string, browsers: 'all' | readonly Browser[]): boolean {
  if (browsers === 'all') return true;
  const b = browserOf(userAgent);
  return b !== null && browsers.includes(b);
}

/**
 * schedule: now within [start, end], either bound open when missing. The bounds are wall-clock times read in
 * the site's zone, or in the visitor's own (schedule_timezone `visitor`): pages are cached, so the site's
 * clock cannot be the render time (wallTimeToEpoch in @beckon/popup-schema/wall-clock).
 */
export function scheduleRule(now: number, start: number | null, end: number | null): boolean {
  return (start === null || now >= start) && (end === null || now <= end);
}

/** times: at most `limit` impressions per period (or ever); the window is fixed from its first impression. */
export function timesRule(stored: ImpressionCount | null, now: number, limit: number): boolean {
  return impressionsUnderLimit(stored, now, limit);
}

/** One impression more, counted on open or on close as the pop-up's setting says. */
export const countTimes = (
  stored: ImpressionCount | null,
  now: number,
  period: CountedPeriod | null,
): ImpressionCount => countImpression(stored, now, period);
