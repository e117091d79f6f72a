/**
 * Browser storage (spec §3 "Browser storage keys", §9 lifetimes). Every reader and
 * writer swallows errors: sandboxed frames and privacy modes throw on access, and
 * §8 says missing storage is logged and the page carries on.
 *
 * | Key                                      | Where   | Lifetime                        | Holds                                   |
 * |------------------------------------------|---------|---------------------------------|-----------------------------------------|
 * | poptin_o_a_d_{id}                        | cookie  | 365 d                           | seen: the view id or '1'                |
 * | poptin_c_p_o_x_c_{id}                    | cookie  | 30 min, refreshed every minute  | closed via X (the id): session suppress |
 * | poptin_conversion_{id}                   | cookie  | 365 d                           | converted: the conversion id or '1'     |
 * | poptin_d_a_x_v_{id}                      | cookie  | 1 d                             | shown today (display_once_a_day)        |
 * | poptin_o_p_v_{id}                        | cookie  | 30 min, refreshed every minute  | shown this visit (display_once_per_visit)|
 * | poptin_e_n_v_{id}                        | cookie  | 365 d                           | visit number of last show (every N visits) |
 * | poptin_e_n_d_{id}                        | cookie  | 365 d                           | ms time of last show (every N days)     |
 * | poptin_e_e_p_{id}                        | cookie  | 365 d                           | show count (display_everytime_everypage_N) |
 * | poptin_user_id                           | cookie  | 365 d                           | viewer id, 13 lowercase hex             |
 * | poptin_session                           | cookie  | 30 min, refreshed every minute  | session id; absent = a new visit        |
 * | poptin_visit_count                       | cookie  | 365 d                           | visits (sessions) of this visitor       |
 * | poptin_old_user                          | cookie  | 2 d, refreshed every minute     | '1' for a returning visitor             |
 * | poptin_last_visit                        | cookie  | 365 d                           | ms time of the last page view           |
 * | poptin_c_visitor                         | cookie  | 30 d, renewed by each page view | '1': a visitor seen in the last 30 days |
 * | poptin_client_id                         | cookie  | 365 d                           | the account's client id (the pixel's)   |
 * | poptin_user_country_code                 | cookie  | 365 d                           | country code of the display answer; sent as `cc` |
 * | poptin_referrer                          | cookie  | 2 min, refreshed every 60 s     | external referrer of the visit          |
 * | poptin_previous_url                      | cookie  | 2 min, refreshed every 60 s     | URL of the page viewed before this one  |
 * | poptin_session_account_time_{client_id}  | cookie  | 60 s, refreshed every 20 s      | website timer JSON {set_at, expiry_at}  |
 * | poptin_converted_email                   | local   | permanent                       | email of the last conversion            |
 * | poptin_previous_visited_pages            | local   | permanent, last 50              | pipe-separated `path@ms` entries        |
 * | poptin_browse_abandonment_products       | local   | permanent, last 50              | JSON {customer, products} (browse.ts)   |
 * | apt_{id}                                 | session | tab session                     | page-visit trigger already fired        |
 * | poptin_origin_landing_page               | session | tab session                     | first URL of the session                |
 * | poptin_utm                               | session | tab session, reset by a new visit | the visit's first utm_* query values  |
 * | poptin_session_pages                     | session | tab session                     | pages viewed in this session            |
 *
 * In private mode (privacy.ts: GPC, Do Not Track or a consent hook refusing) `setCookie` and `setItem`
 * write only the keys `privateValue` keeps; the others are deleted instead (left by an earlier visit).
 */
import { log } from './log';
import { privateValue } from './privacy';

export const MIN = 60;
export const DAY = 86_400;
export const YEAR = 365 * DAY;

/** Private mode (privacy.ts): writes go through `privateValue`, so nothing else is stored. */
export const privacy = { on: false };

/** Anything with a `cookie` property: `document`, or a fake one in tests. */
export interface CookieJar {
  cookie: string;
}

let logged = false;
const fail = (e: unknown): undefined => {
  if (!logged) log('storage', e);
  logged = true;
  return undefined;
};

const safeDecode = (v: string): string => {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};

/** All cookies as name → decoded value. */
export function readCookies(jar: CookieJar = document): Record<string, string> {
  const out: Record<string, string> = {};
  try {
    // document.cookie always joins with "; ".
    for (const part of jar.cookie.split('; ')) {
      const i = part.indexOf('=');
      const v = part.slice(i + 1);
      if (i > 0) out[part.slice(0, i)] = safeDecode(v);
    }
  } catch (e) {
    fail(e);
  }
  return out;
}

export const getCookie = (name: string, jar: CookieJar = document): string | undefined => readCookies(jar)[name];

/** Writes a site-wide cookie living `seconds`. */
export function setCookie(name: string, value: string | number, seconds: number, jar: CookieJar = document): void {
  // Removing a cookie (0 seconds) is always allowed. In private mode a key that may not be kept is deleted
  // instead of written, so what an earlier consenting visit stored goes too.
  let v = privacy.on && seconds ? privateValue(name, value) : value;
  if (v === undefined) {
    v = '';
    seconds = 0;
  }
  try {
    jar.cookie = `${name}=${encodeURIComponent(v)}; max-age=${seconds}; path=/; SameSite=Lax`;
  } catch (e) {
    fail(e);
  }
}

type Area = 'localStorage' | 'sessionStorage';

export function getItem(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch (e) {
    return fail(e) ?? null;
  }
}

/** Like `setCookie`: in private mode a key that may not be kept is removed instead. */
export function setItem(area: Area, key: string, value: string): void {
  try {
    if (privacy.on && privateValue(key, value) === undefined) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch (e) {
    fail(e);
  }
}

/** Per-pop-up cookie name prefixes (§3); the pop-up id follows. */
export const SEEN = 'poptin_o_a_d_';
export const CLOSED_X = 'poptin_c_p_o_x_c_';
export const CONVERTED = 'poptin_conversion_';
export const ONE_DAY = 'poptin_d_a_x_v_';
export const ONE_VISIT = 'poptin_o_p_v_';
export const N_VISITS = 'poptin_e_n_v_';
export const N_DAYS = 'poptin_e_n_d_';
export const SHOWS = 'poptin_e_e_p_';

/** Cookies refreshed every minute so they live as long as the visit (§9). */
export const PER_VISIT = [CLOSED_X, ONE_VISIT];

/** The visitor's country code from the display answer (§9 "user ip and country"; the IP is never stored). */
export const COUNTRY = 'poptin_user_country_code';

export const LOCAL = 'localStorage';
export const SESSION = 'sessionStorage';

/** Random lowercase hex id (viewer ids, session ids). */
export const hexId = (n = 13): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => (b & 15).toString(16)).join('');
