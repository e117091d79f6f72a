/**
 * Countdown arithmetic (§4): the remaining time split into days, hours,
 * minutes and seconds, clamped at zero, padded to two digits; and the
 * evergreen rule: a due date kept in browser storage, restarted when none is
 * stored or when the configured interval changed.
 */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left; 0 once the due date has passed. */
  total: number;
}

export function remaining(dueMs: number, nowMs: number): Remaining {
  const total = Math.max(0, Math.floor((dueMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    total,
  };
}

export function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** The subset of Storage the evergreen rule needs (localStorage in the browser). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function evergreenKeys(widgetId: string) {
  return { due: `${widgetId}-evergreen_due_date`, interval: `${widgetId}-evergreen_interval` };
}

/** The evergreen due date (ms): the stored one, or a new one `intervalSec` from now. */
export function evergreenDue(store: KeyValueStore, widgetId: string, intervalSec: number, nowMs: number): number {
  const keys = evergreenKeys(widgetId);
  const storedDue = store.getItem(keys.due);
  const storedInterval = store.getItem(keys.interval);
  const due = Number(storedDue);
  if (storedDue !== null && storedInterval === String(intervalSec) && Number.isFinite(due)) return due;
  const fresh = nowMs + intervalSec * 1000;
  store.setItem(keys.due, String(fresh));
  store.setItem(keys.interval, String(intervalSec));
  return fresh;
}

/** A redirect runs only to an absolute http(s) address (the builder's rule). */
export function isRedirectAllowed(url: string | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//.test(url);
}
