/**
 * Whether a pop-up's schedule lets it show at an instant (schedule.ts says what each setting means). Pure:
 * the display service passes the request's time. Times compare as wall-clock text in the schedule's zone,
 * so a daylight-saving change needs no special case: a skipped hour never comes, a repeated one counts twice.
 */
import type { PopupSchedule, Weekday } from './schedule.js';
import { type WallClock, wallClockAt, wallTimeText } from './wall-clock.js';

/** Date.getDay numbering: 0 = Sunday. */
const BY_NUMBER: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

// The display service asks on every request, reading a zone's clock through Intl costs about 15 µs, and a
// schedule reads it to the minute: each zone's clock is read once a minute (zones are whole minutes off UTC).
const lastRead = new Map<string, { minute: number; clock: WallClock }>();
function clockAt(now: number, timeZone: string): WallClock {
  const minute = Math.floor(now / 60_000);
  const last = lastRead.get(timeZone);
  if (last?.minute === minute) return last.clock;
  const clock = wallClockAt(now, timeZone);
  lastRead.set(timeZone, { minute, clock });
  return clock;
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function scheduleAllows(schedule: PopupSchedule | undefined, now: number): boolean {
  if (!schedule?.active) return true;
  const clock = clockAt(now, schedule.time_zone);
  const wall = wallTimeText(clock);
  if (schedule.start !== '' && wall < schedule.start) return false;
  if (schedule.end !== '' && wall >= schedule.end) return false;
  const on = (weekday: number) =>
    schedule.days.length === 0 || schedule.days.includes(BY_NUMBER[(weekday + 7) % 7] as Weekday);
  if (schedule.from === '') return on(clock.weekday);
  const minute = clock.hour * 60 + clock.minute;
  const from = minutesOf(schedule.from);
  const to = minutesOf(schedule.to);
  if (from < to) return minute >= from && minute < to && on(clock.weekday);
  // Past midnight: the evening is today's, the small hours are yesterday's night.
  if (minute >= from) return on(clock.weekday);
  return minute < to && on(clock.weekday - 1);
}
