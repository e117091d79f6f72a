/**
 * The trigger and frequency decisions shared by the clinic site's pop-ups (page-widgets) and Beckon's
 * pop-ups (the widget loader): pure functions of numbers the caller reads from the page and its own
 * storage, so each product keeps its own storage keys and listeners while the rules exist once.
 * Facts from the site spec §3, §4, §9 and research/site.md §1.3. The loader's byte budget counts every
 * function here it imports, so each stays a one-liner.
 */

/**
 * How far down the page the visitor is, at most 100, unrounded (49.5 % has not reached 50 %); a page that
 * cannot scroll counts as 100.
 */
export function scrollPercent(scrollY: number, viewHeight: number, docHeight: number): number {
  const room = docHeight - viewHeight;
  return room <= 0 ? 100 : Math.min(100, (scrollY / room) * 100);
}

/**
 * A count reaching its trigger's threshold: the scroll percentage (fires at or beyond it) and the
 * click-count trigger (the Nth click on the page and any later one).
 */
export const reached = (value: number, threshold: number): boolean => value >= threshold;

export interface ScrollRule {
  direction: 'up' | 'down';
  /** Percentage of the page height, for `down` (1–100). */
  offset: number;
}

/**
 * Whether a scroll from `lastY` to `y` fires the rule: `up` fires on the first upward move, with no
 * threshold; `down` when a downward move reaches `offset` percent of the scrollable height.
 */
export function scrollFires(
  rule: ScrollRule,
  lastY: number,
  y: number,
  viewHeight: number,
  docHeight: number,
): boolean {
  if (y === lastY) return false;
  const direction = y > lastY ? 'down' : 'up';
  if (direction !== rule.direction) return false;
  return direction === 'up' || reached(scrollPercent(y, viewHeight, docHeight), rule.offset);
}

/** Leaving the window (no element entered) at or above its top edge. */
export const isExitIntent = (e: { clientY: number; relatedTarget: EventTarget | null }): boolean =>
  e.relatedTarget === null && e.clientY <= 0;

/** Milliseconds still to wait for an inactivity trigger; 0 or less means idle long enough. */
export const idleLeft = (lastActivity: number, now: number, seconds: number): number =>
  seconds * 1000 - (now - lastActivity);

/** Frequency: shown `count` times so far, it may show again while under `limit`. */
export const underLimit = (count: number, limit: number): boolean => count < limit;

/** Frequency: enough has passed since the last show (`last` 0 = never shown); visits or milliseconds alike. */
export const waited = (last: number, now: number, gap: number): boolean => !last || now - last >= gap;

/** §9 time frames for "times per period", in seconds (a month is 2628288 s, about 30.42 days). */
export const PERIOD_SECONDS = { day: 86_400, week: 604_800, month: 2_628_288 } as const;
export type CountedPeriod = keyof typeof PERIOD_SECONDS;

/** An impressions counter kept per pop-up by the caller; `expiresAt` is ms, null for a counter with no window. */
export interface ImpressionCount {
  count: number;
  expiresAt: number | null;
}

/** The counter as it stands at `now`: a window past its end counts as empty (the caller drops it). */
export function currentCount(stored: ImpressionCount | null, now: number): ImpressionCount | null {
  if (!stored) return null;
  return stored.expiresAt !== null && now >= stored.expiresAt ? null : stored;
}

/**
 * One more impression. The window is fixed by the first impression counted in it: later ones keep its end,
 * so "3 per day" means 3 within 24 h of the first, not a sliding day.
 */
export function countImpression(
  stored: ImpressionCount | null,
  now: number,
  period: CountedPeriod | null,
): ImpressionCount {
  const live = currentCount(stored, now);
  if (live) return { count: live.count + 1, expiresAt: live.expiresAt };
  return { count: 1, expiresAt: period ? now + PERIOD_SECONDS[period] * 1000 : null };
}

/** Whether the pop-up may show again under "at most `limit` times" in the live window (limit ≥ 1). */
export function impressionsUnderLimit(stored: ImpressionCount | null, now: number, limit: number): boolean {
  return underLimit(currentCount(stored, now)?.count ?? 0, Math.max(1, limit));
}
