/**
 * Reads and writes the per-pop-up frequency cookies (§3 keys, §9 lifetimes) for
 * `frequency-rules.ts`. Which cookie a show writes depends on the pop-up's rule,
 * so a page does not collect cookies it never reads.
 */
import type { PopupRecord } from '@beckon/popup-schema';
import { type FrequencyState, parseRule } from './frequency-rules';
import {
  CLOSED_X,
  CONVERTED,
  type CookieJar,
  DAY,
  MIN,
  N_DAYS,
  N_VISITS,
  ONE_DAY,
  ONE_VISIT,
  readCookies,
  SEEN,
  SHOWS,
  setCookie,
  YEAR,
} from './storage';

export interface VisitInfo {
  visit: number;
  returning: boolean;
}

export function frequencyState(id: string, v: VisitInfo, jar: CookieJar = document): FrequencyState {
  const c = readCookies(jar);
  const num = (k: string) => +(c[k + id] ?? 0) || 0;
  return {
    seen: !!c[SEEN + id],
    closedX: !!c[CLOSED_X + id],
    converted: !!c[CONVERTED + id],
    shownToday: !!c[ONE_DAY + id],
    shownThisVisit: !!c[ONE_VISIT + id],
    shows: num(SHOWS),
    lastVisit: num(N_VISITS),
    lastAt: num(N_DAYS),
    visit: v.visit,
    returning: v.returning,
  };
}

/** Records a show: the seen cookie plus the one the pop-up's rule reads. */
export function markShown(r: PopupRecord, v: VisitInfo, now: number, jar: CookieJar = document): void {
  const id = r.poptin_id;
  const kind = parseRule(r.d_f_r)[0];
  setCookie(SEEN + id, 1, YEAR, jar);
  if (kind === 'a_day') setCookie(ONE_DAY + id, 1, DAY, jar);
  if (kind === 'per_visit') setCookie(ONE_VISIT + id, 1, 30 * MIN, jar);
  if (kind === 'visits') setCookie(N_VISITS + id, v.visit, YEAR, jar);
  if (kind === 'days') setCookie(N_DAYS + id, now, YEAR, jar);
  if (kind === 'everytime') setCookie(SHOWS + id, frequencyState(id, v, jar).shows + 1, YEAR, jar);
}
