/**
 * When a pop-up may show: between a start and an end, on chosen days of the week, within daily hours, all
 * read on the wall clock of the schedule's own time zone (the owner's business hours, not the visitor's).
 * The display service decides it (schedule-decision.ts) and leaves out a pop-up outside its schedule.
 */
import * as z from 'zod';
import { isTimeZone } from './time-zone.js';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The zone a new schedule reads its times in: the demo's and the clinic's. */
export const DEFAULT_SCHEDULE_TIME_ZONE = 'Europe/Madrid';

/** A real calendar date and time, `YYYY-MM-DDTHH:MM` (2026-02-30 is refused, not rolled into March). */
function isWallTime(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m) return false;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && at.getUTCHours() === h && at.getUTCMinutes() === mi;
}

const wallTime = z
  .string()
  .max(16, { message: 'must be a date and time like 2026-12-01T09:00', abort: true })
  .refine((s) => s === '' || isWallTime(s), 'must be a date and time like 2026-12-01T09:00');

const hourOfDay = z
  .string()
  .max(5, 'must be a time like 09:30')
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:30');

export const popupScheduleSchema = z
  .strictObject({
    /** Off: the pop-up shows at any time, whatever else is filled in. */
    active: z.boolean().default(false),
    time_zone: z
      .string()
      .max(64, { message: 'must be a time zone such as Europe/Madrid', abort: true })
      .refine(isTimeZone, 'must be a time zone such as Europe/Madrid')
      .default(DEFAULT_SCHEDULE_TIME_ZONE),
    /** First moment shown, on the zone's wall clock; '' = already started. */
    start: wallTime.default(''),
    /** First moment no longer shown; '' = never ends. */
    end: wallTime.default(''),
    /** The days shown on; none chosen = every day, as an empty page-address list means every page. */
    days: z
      .array(z.enum(WEEKDAYS))
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'must not name a day twice')
      .default([]),
    /**
     * Daily hours, `from` included and `to` not; both '' = all day. A `to` earlier than `from` runs past
     * midnight, and that night belongs to the day it starts on (Friday 22:00–02:00 includes Saturday 01:30).
     */
    from: hourOfDay.default(''),
    to: hourOfDay.default(''),
  })
  .superRefine((s, ctx) => {
    if (s.start !== '' && s.end !== '' && s.end <= s.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'must be after the start' });
    }
    if ((s.from === '') !== (s.to === '')) {
      ctx.addIssue({ code: 'custom', path: [s.from === '' ? 'from' : 'to'], message: 'give both hours, or neither' });
    } else if (s.from !== '' && s.from === s.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must differ from the start hour' });
    }
  });
export type PopupSchedule = z.output<typeof popupScheduleSchema>;
