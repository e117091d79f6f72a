/**
 * The countdown's decisions (spec §3 design_properties `timer` and
 * `timer_ver`, §4 "Timers"), apart from drawing it: the "kind@values" string
 * read into a deadline, the time left split into units, and whether a fixed
 * end has already passed (then the pop-up is not shown at all).
 */
import type { DesignDocument } from '@beckon/popup-schema';

export type TimerSpec = { kind: 'duration'; ms: number } | { kind: 'end'; at: number };

/** `timerTime@M|S` or `timerDate@YYYY-MM-DD|HH:MM|±HH:MM`; anything else (or an impossible date) is no timer. */
export function parseTimer(value: string): TimerSpec | null {
  const duration = /^timerTime@(\d{1,4})\|(\d{1,2})$/.exec(value);
  if (duration) {
    const ms = (Number(duration[1]) * 60 + Number(duration[2])) * 1000;
    return ms > 0 ? { kind: 'duration', ms } : null;
  }
  const end = /^timerDate@(\d{4})-(\d{2})-(\d{2})\|(\d{2}):(\d{2})\|([+-])(\d{2}):(\d{2})$/.exec(value);
  if (!end) return null;
  const [, y, mo, d, h, mi, , oh, om] = end.map(Number) as number[];
  const local = Date.UTC(y as number, (mo as number) - 1, d, h, mi);
  // Date.UTC rolls 2026-02-31 over into March: an owner's impossible date is no timer, not a different one.
  const check = new Date(local);
  if (check.getUTCMonth() !== (mo as number) - 1 || check.getUTCDate() !== d || (h as number) > 23) return null;
  const offsetMin = ((oh as number) * 60 + (om as number)) * (end[6] === '-' ? -1 : 1);
  return { kind: 'end', at: local - offsetMin * 60_000 };
}

/** When the countdown reaches zero: a duration counts from the moment the pop-up showed. */
export const deadlineOf = (spec: TimerSpec, shownAt: number): number =>
  spec.kind === 'duration' ? shownAt + spec.ms : spec.at;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole units left, rounding up so the display reads 00:00 only at zero itself. */
export function timeLeft(ms: number): TimeLeft {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/** Milliseconds until the displayed second changes (the next whole second before the deadline). */
export function nextTickMs(left: number): number {
  const rest = left % 1000;
  return rest > 0 ? rest : 1000;
}

/** Whether any screen of the design draws a countdown. */
const hasTimerBlock = (design: DesignDocument): boolean =>
  Object.values(design.screens).some((blocks) => blocks?.some((b) => b.kind === 'timer'));

/** §4 "An expired fixed end time suppresses display": a drawn countdown to a fixed end already past. */
export function timerEnded(design: DesignDocument, now: number): boolean {
  const spec = parseTimer(design.design_properties.timer ?? '');
  return spec?.kind === 'end' && spec.at <= now && hasTimerBlock(design);
}
