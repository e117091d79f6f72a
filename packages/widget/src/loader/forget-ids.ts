/**
 * Private mode (privacy.ts) on a browser where an earlier consenting visit stored
 * view or conversion ids in the per-pop-up marks: each such mark becomes 1, so the
 * pop-up still counts as seen or converted but the browser no longer holds the id.
 * Run from the conversion chunk (show.ts `storeAndPrivacy`), which keeps it out of the loader's budget.
 */
import { ID_MARK } from './privacy';
import { type CookieJar, readCookies, setCookie, YEAR } from './storage';

export function forgetIds(jar: CookieJar = document): void {
  const c = readCookies(jar);
  for (const name in c) if (ID_MARK.test(name) && c[name] !== '1') setCookie(name, 1, YEAR, jar);
}
