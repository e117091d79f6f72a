/**
 * Display-frequency decision (spec §3 d_f_r, stop_showing_to_converted_users,
 * poptin_trigger; grammar in popup-schema popup-record.ts). Pure: the caller
 * reads the cookies into a `FrequencyState` (see `frequency-state.ts`). The
 * counting decisions are the ones site pop-ups use (popup-schema trigger-decisions).
 *
 * Choices where the spec is silent:
 * - closing via X suppresses the pop-up for the rest of the visit (30-minute
 *   cookie refreshed every minute), whatever the rule;
 * - `poptin_trigger.shown` from the server counts as "seen" for display_once;
 *   `poptin_trigger.convert` counts as converted;
 * - a missing N (or 0) means unlimited for everypage and 1 for visits/days.
 */
import type { PopupRecord } from '@beckon/popup-schema';
import { underLimit, waited } from '@beckon/popup-schema/trigger-decisions';

export interface FrequencyState {
  seen: boolean;
  closedX: boolean;
  converted: boolean;
  shownToday: boolean;
  shownThisVisit: boolean;
  /** Shows so far (display_everytime_everypage_N). */
  shows: number;
  /** Visit number of the last show (display_every_N_visits), 0 = never. */
  lastVisit: number;
  /** ms time of the last show (display_every_N_days), 0 = never. */
  lastAt: number;
  /** This visit's number, 1 for a first visit. */
  visit: number;
  returning: boolean;
}

/** The rule's kind (`everytime`, `a_day`, `per_visit`, `visits`, `days`, or '' for display_once) and its N (0 when absent). */
export function parseRule(dfr: string): [kind: string, n: number] {
  return [dfr.match(/_(everytime|a_day|per_visit|visits|days)/)?.[1] ?? '', +(dfr.match(/\d+/)?.[0] ?? 0)];
}

/** Reads only these fields, so the builder's explainer can ask it about a draft (apps/dashboard why-shown.ts). */
type FrequencyFields = Pick<PopupRecord, 'd_f_r' | 'stop_showing_to_converted_users' | 'poptin_trigger'>;

export function shouldDisplay(record: FrequencyFields, s: FrequencyState, now: number): boolean {
  const [kind, n] = parseRule(record.d_f_r);
  const audience = record.d_f_r.split('@')[0];
  if (s.closedX) return false;
  if (record.stop_showing_to_converted_users && (s.converted || record.poptin_trigger.convert)) return false;
  if ((audience === 'new' && s.returning) || (audience === 'returning' && !s.returning)) return false;
  if (kind === 'everytime') return !n || underLimit(s.shows, n);
  if (kind === 'a_day') return !s.shownToday;
  if (kind === 'per_visit') return !s.shownThisVisit;
  if (kind === 'visits') return waited(s.lastVisit, s.visit, n || 1);
  if (kind === 'days') return waited(s.lastAt, now, (n || 1) * 86_400_000);
  return !s.seen && !record.poptin_trigger.shown;
}
