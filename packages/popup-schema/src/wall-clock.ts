/**
 * Wall-clock time in an IANA time zone, read through Intl (no zone data of our own): what a clock on the
 * wall in that zone shows at an instant, and the instant a wall-clock time names. Shared by the site
 * pop-up's schedule (page-widgets, run in the visitor's browser) and the Beckon pop-up's schedule (decided by
 * the display service). No zod here: page-widgets' islands import it.
 */

// Building a DateTimeFormat costs far more than using one, and the display service asks per request.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

const WEEKDAY_NUMBER: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday, as Date.getDay. */
  weekday: number;
}

/** What the wall clock in `timeZone` shows at instant `at` (ms since the epoch). */
export function wallClockAt(at: number, timeZone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, weekday: 0 };
  for (const part of formatIn(timeZone).formatToParts(at)) {
    if (part.type === 'weekday') clock.weekday = WEEKDAY_NUMBER[part.value] ?? 0;
    else if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The wall clock as `YYYY-MM-DDTHH:MM`, the form schedules are written in: such strings sort as times do. */
export const wallTimeText = (c: WallClock): string =>
  `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;

/** Minutes the zone is ahead of UTC at instant `at` (Europe/Madrid in summer: 120). */
export function zoneOffsetMinutes(at: number, timeZone: string): number {
  const c = wallClockAt(at, timeZone);
  return (Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(at / 1000) * 1000) / 60_000;
}

/**
 * The instant of a wall-clock time `YYYY-MM-DDTHH:MM` in a time zone; a `null` zone is the clock of the
 * machine running this (the visitor's own, in a browser).
 */
export function wallTimeToEpoch(wall: string, timeZone: string | null): number {
  const [date = '', time = '00:00'] = wall.split('T');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  if (timeZone === null) return new Date(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0).getTime();
  const asUtc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  // Two passes settle the offset across a daylight-saving change.
  const first = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  return asUtc - zoneOffsetMinutes(first, timeZone) * 60_000;
}
