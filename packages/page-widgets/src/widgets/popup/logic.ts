/**
 * The site pop-up's decisions over its stored counters, apart from the DOM (client.tsx reads and writes
 * the storage objects around these calls). Counters as §3 names them, as in research/site.md §1.3:
 * - localStorage `site-popups`: `pageViews`, `sessions`, and per pop-up `popup_<id>_times` (persisting
 *   count), `popup_<id>_impressions` (day/week/month window), `popup_<id>_disable` ("do not show again"),
 *   `popup_<id>_page_views_initialPageViews`, `popup_<id>_sessions_initialSessions`;
 * - sessionStorage `site-popups`: `activeSession`, and `popup_<id>_impressions` for the session period.
 */
import type { CountedPeriod, ImpressionCount } from '@beckon/popup-schema/trigger-decisions';
import { wallTimeToEpoch } from '@beckon/popup-schema/wall-clock';
import type { ClientTiming } from './settings.js';
import {
  browsersRule,
  countSince,
  countTimes,
  devicesRule,
  loggedInRule,
  type SignedInRole,
  scheduleRule,
  sourcesRule,
  timesRule,
  urlRule,
} from './timing.js';

export const STORAGE_KEY = 'site-popups';

export type Bag = Record<string, unknown>;

export interface Stores {
  local: Bag;
  session: Bag;
}

export interface PageEnv {
  now: number;
  width: number;
  referrer: string;
  host: string;
  userAgent: string;
  /** The signed-in roles the flag cookies announce (timing.ts rolesFromCookies); empty for an anonymous visitor. */
  roles: readonly SignedInRole[];
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function asCount(v: unknown): ImpressionCount | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as { count?: unknown; expiresAt?: unknown };
  return { count: num(o.count), expiresAt: typeof o.expiresAt === 'number' ? o.expiresAt : null };
}

/** One page of the site: the page-view count goes up, and the session count on a tab session's first page. */
export function countVisit(stores: Stores): void {
  stores.local.pageViews = num(stores.local.pageViews) + 1;
  if (!stores.session.activeSession) {
    stores.session.activeSession = true;
    stores.local.sessions = num(stores.local.sessions) + 1;
  }
}

type Times = NonNullable<ClientTiming['times']>;

/** Where the pop-up's impressions counter lives for its period, and its key. */
function timesSlot(id: string, times: Times, stores: Stores): { bag: Bag; key: string; period: CountedPeriod | null } {
  if (times.period === 'persisting') return { bag: stores.local, key: `popup_${id}_times`, period: null };
  if (times.period === 'session') return { bag: stores.session, key: `popup_${id}_impressions`, period: null };
  return { bag: stores.local, key: `popup_${id}_impressions`, period: times.period };
}

/**
 * Every enabled timing rule, ANDed: only then are the triggers started. The first evaluation of
 * page_views / sessions stores its baseline, so the counts start from the page where it was first met.
 */
export function timingPasses(
  id: string,
  timing: ClientTiming,
  env: PageEnv,
  stores: Stores,
  siteZone: string,
): boolean {
  let pass = true;
  if (timing.pageViews) {
    const key = `popup_${id}_page_views_initialPageViews`;
    const r = countSince(num(stores.local.pageViews), num(stores.local[key]), timing.pageViews.views);
    stores.local[key] = r.initial;
    pass &&= r.passes;
  }
  if (timing.sessions) {
    const key = `popup_${id}_sessions_initialSessions`;
    const r = countSince(num(stores.local.sessions), num(stores.local[key]), timing.sessions.sessions);
    stores.local[key] = r.initial;
    pass &&= r.passes;
  }
  if (timing.url) pass &&= urlRule(env.referrer, timing.url.url, timing.url.action);
  if (timing.sources) pass &&= sourcesRule(env.referrer, env.host, timing.sources.sources);
  if (timing.loggedIn) pass &&= loggedInRule(env.roles, timing.loggedIn.users, timing.loggedIn.roles);
  if (timing.devices) pass &&= devicesRule(env.width, timing.devices.widths);
  if (timing.browsers) pass &&= browsersRule(env.userAgent, timing.browsers.browsers);
  if (timing.schedule) {
    const zone = timing.schedule.timezone === 'site' ? siteZone : null;
    const { start, end } = timing.schedule;
    pass &&= scheduleRule(
      env.now,
      start ? wallTimeToEpoch(start, zone) : null,
      end ? wallTimeToEpoch(end, zone) : null,
    );
  }
  if (timing.times) {
    const slot = timesSlot(id, timing.times, stores);
    const live = asCount(slot.bag[slot.key]);
    // An ended window is dropped, so the next impression opens a new one.
    if (live?.expiresAt != null && env.now >= live.expiresAt) delete slot.bag[slot.key];
    pass &&= timesRule(live, env.now, timing.times.times);
  }
  return pass;
}

/**
 * Counts one impression when `event` is the moment the pop-up's times rule counts at ("On Open" or
 * "On Close"). Unlike the builder, closing another pop-up never counts for this one.
 */
export function countImpressionAt(
  id: string,
  times: Times | undefined,
  event: 'open' | 'close',
  stores: Stores,
  now: number,
): void {
  if (!times || times.count !== event) return;
  const slot = timesSlot(id, times, stores);
  slot.bag[slot.key] = countTimes(asCount(slot.bag[slot.key]), now, slot.period);
}

export const isDisabled = (id: string, stores: Stores): boolean => stores.local[`popup_${id}_disable`] === true;

export function disable(id: string, stores: Stores): void {
  stores.local[`popup_${id}_disable`] = true;
}

export interface PopupAction {
  action: 'open' | 'close';
  id: string | null;
  toggle: boolean;
  doNotShowAgain: boolean;
}

const ACTION = /^#elementor-action:action=popup:(open|close)(?:&settings=([A-Za-z0-9+/=_-]*))?$/;

/**
 * A link's `popup:open` / `popup:close` action, as the page builder writes it:
 * `#elementor-action:action=popup:open&settings=<base64 of {"id":"…","toggle":false}>`, URL-encoded or not.
 * `popup:close` may carry `do_not_show_again`. Anything else is not a pop-up action (null).
 */
export function parseAction(hash: string): PopupAction | null {
  let text = hash;
  try {
    text = decodeURIComponent(hash);
  } catch {
    return null;
  }
  const m = ACTION.exec(text);
  if (!m) return null;
  let settings: Record<string, unknown> = {};
  if (m[2]) {
    try {
      const parsed: unknown = JSON.parse(atob(m[2]));
      if (parsed && typeof parsed === 'object') settings = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  const id = settings.id;
  const dnsa = settings.do_not_show_again;
  return {
    action: m[1] === 'open' ? 'open' : 'close',
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
    toggle: settings.toggle === true || settings.toggle === 'yes',
    doNotShowAgain: dnsa === true || dnsa === 'yes',
  };
}

/** The href of a link that opens (or closes) pop-up `id`, as the builder encodes it. */
export function actionHref(action: 'open' | 'close', settings: Record<string, unknown>): string {
  return `#${encodeURIComponent(`elementor-action:action=popup:${action}&settings=${btoa(JSON.stringify(settings))}`)}`;
}

/** A form's pop-up close waits this long, so the visitor reads its success message first (§5). */
export const FORM_CLOSE_DELAY_MS = 1000;

/**
 * The pop-up action in a send-form answer's data (`data.popup`: action, id, toggle, do_not_show_again), as
 * the form's submit_success event carries it; null when there is none or it is malformed.
 */
export function formAnswerAction(data: unknown): PopupAction | null {
  if (!data || typeof data !== 'object') return null;
  const p: unknown = (data as { popup?: unknown }).popup;
  if (!p || typeof p !== 'object') return null;
  const { action, id, toggle, do_not_show_again: dnsa } = p as Record<string, unknown>;
  if (action !== 'open' && action !== 'close') return null;
  const popupId = typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  if (action === 'open' && popupId === null) return null;
  return {
    action,
    id: popupId,
    toggle: toggle === true || toggle === 'yes',
    doNotShowAgain: dnsa === true || dnsa === 'yes',
  };
}

/**
 * Whether closing gives focus back to the element that opened the pop-up: always with accessible navigation;
 * without it only when focus is not on something else of the page (inside the pop-up, or lost to the body
 * as when a form inside disabled its focused button), so the visitor's focus elsewhere is left alone.
 */
export const returnsFocus = (a11yNavigation: boolean, focusElsewhere: boolean): boolean =>
  a11yNavigation || !focusElsewhere;
