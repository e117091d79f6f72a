/** A pop-up's schedule over time zones and daylight-saving changes, and the schedules refused on save. */
import { describe, expect, it } from 'vitest';
import { type PopupSchedule, popupScheduleSchema } from './schedule.js';
import { scheduleAllows } from './schedule-decision.js';
import { wallTimeToEpoch } from './wall-clock.js';

const schedule = (s: Partial<PopupSchedule>): PopupSchedule => popupScheduleSchema.parse({ active: true, ...s });
const at = (iso: string) => Date.parse(iso);

describe('a schedule', () => {
  it('lets the pop-up show at any time when it is off or absent, whatever it holds', () => {
    const off = popupScheduleSchema.parse({ active: false, end: '2020-01-01T00:00' });
    expect(scheduleAllows(off, at('2026-06-01T12:00Z'))).toBe(true);
    expect(scheduleAllows(undefined, at('2026-06-01T12:00Z'))).toBe(true);
  });

  it('starts at its start and stops at its end, on the wall clock of its zone', () => {
    const s = schedule({ start: '2026-12-01T09:00', end: '2026-12-24T00:00' });
    // Madrid is UTC+1 in winter: 09:00 there is 08:00 UTC.
    expect(scheduleAllows(s, at('2026-12-01T07:59Z'))).toBe(false);
    expect(scheduleAllows(s, at('2026-12-01T08:00Z'))).toBe(true);
    expect(scheduleAllows(s, at('2026-12-23T22:59Z'))).toBe(true);
    expect(scheduleAllows(s, at('2026-12-23T23:00Z'))).toBe(false);
  });

  it('reads the same wall-clock times as other instants in another zone', () => {
    const s = schedule({ time_zone: 'America/New_York', start: '2026-12-01T09:00' });
    expect(scheduleAllows(s, at('2026-12-01T13:59Z'))).toBe(false);
    expect(scheduleAllows(s, at('2026-12-01T14:00Z'))).toBe(true);
    const kolkata = schedule({ time_zone: 'Asia/Kolkata', from: '09:00', to: '17:30' });
    expect(scheduleAllows(kolkata, at('2026-06-01T03:29Z'))).toBe(false);
    expect(scheduleAllows(kolkata, at('2026-06-01T03:30Z'))).toBe(true);
    expect(scheduleAllows(kolkata, at('2026-06-01T11:59Z'))).toBe(true);
    expect(scheduleAllows(kolkata, at('2026-06-01T12:00Z'))).toBe(false);
  });

  it('takes the weekday of its zone, not of UTC', () => {
    // Monday 1 June 2026 at 20:00 UTC is already Tuesday 08:00 in Auckland.
    const tuesdays = schedule({ time_zone: 'Pacific/Auckland', days: ['tue'] });
    expect(scheduleAllows(tuesdays, at('2026-06-01T20:00Z'))).toBe(true);
    expect(scheduleAllows(tuesdays, at('2026-06-01T11:00Z'))).toBe(false);
  });

  it('shows only on the chosen days of the week, within the daily hours', () => {
    const weekdays = schedule({ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '18:00' });
    // Friday 5 June 2026, summer time (UTC+2).
    expect(scheduleAllows(weekdays, at('2026-06-05T06:59Z'))).toBe(false);
    expect(scheduleAllows(weekdays, at('2026-06-05T07:00Z'))).toBe(true);
    expect(scheduleAllows(weekdays, at('2026-06-05T15:59Z'))).toBe(true);
    expect(scheduleAllows(weekdays, at('2026-06-05T16:00Z'))).toBe(false);
    // Saturday at noon.
    expect(scheduleAllows(weekdays, at('2026-06-06T10:00Z'))).toBe(false);
  });

  it('runs a window past midnight as the night of the day it starts on', () => {
    const fridayNight = schedule({ days: ['fri'], from: '22:00', to: '02:00' });
    // Friday 5 June 2026 22:30 and Saturday 01:30, Madrid summer time.
    expect(scheduleAllows(fridayNight, at('2026-06-05T20:30Z'))).toBe(true);
    expect(scheduleAllows(fridayNight, at('2026-06-05T23:30Z'))).toBe(true);
    expect(scheduleAllows(fridayNight, at('2026-06-06T00:00Z'))).toBe(false);
    // Saturday 22:30 is Saturday's night, and Friday 01:30 was Thursday's.
    expect(scheduleAllows(fridayNight, at('2026-06-06T20:30Z'))).toBe(false);
    expect(scheduleAllows(fridayNight, at('2026-06-04T23:30Z'))).toBe(false);
    // Between the end and the start.
    expect(scheduleAllows(fridayNight, at('2026-06-05T10:00Z'))).toBe(false);
  });

  it('keeps to wall-clock hours across the spring change in Madrid (last Sunday of March)', () => {
    // 29 March 2026: at 01:00 UTC the clocks go from 02:00 to 03:00.
    const mornings = schedule({ from: '09:00', to: '10:00' });
    expect(scheduleAllows(mornings, at('2026-03-28T08:30Z'))).toBe(true); // Saturday, UTC+1
    expect(scheduleAllows(mornings, at('2026-03-29T07:30Z'))).toBe(true); // Sunday, UTC+2
    expect(scheduleAllows(mornings, at('2026-03-29T08:30Z'))).toBe(false);
    // The skipped hour never comes: a 02:00–03:00 window stays closed that night.
    const skipped = schedule({ from: '02:00', to: '03:00' });
    for (const t of ['2026-03-29T00:59Z', '2026-03-29T01:00Z', '2026-03-29T01:30Z']) {
      expect(scheduleAllows(skipped, at(t)), t).toBe(false);
    }
    // A start inside the skipped hour is reached when the clocks jump past it.
    const start = schedule({ start: '2026-03-29T02:30' });
    expect(scheduleAllows(start, at('2026-03-29T00:59Z'))).toBe(false);
    expect(scheduleAllows(start, at('2026-03-29T01:00Z'))).toBe(true);
  });

  it('keeps to wall-clock hours across the autumn change in Madrid (last Sunday of October)', () => {
    // 25 October 2026: at 01:00 UTC the clocks go from 03:00 back to 02:00, so 02:00–03:00 happens twice.
    const repeated = schedule({ from: '02:00', to: '03:00' });
    expect(scheduleAllows(repeated, at('2026-10-24T23:59Z'))).toBe(false);
    expect(scheduleAllows(repeated, at('2026-10-25T00:30Z'))).toBe(true); // 02:30 summer time
    expect(scheduleAllows(repeated, at('2026-10-25T01:30Z'))).toBe(true); // 02:30 winter time
    expect(scheduleAllows(repeated, at('2026-10-25T02:00Z'))).toBe(false);
    const evenings = schedule({ from: '18:00', to: '20:00' });
    expect(scheduleAllows(evenings, at('2026-10-24T16:30Z'))).toBe(true); // Saturday, UTC+2
    expect(scheduleAllows(evenings, at('2026-10-25T16:30Z'))).toBe(false); // Sunday, UTC+1: 17:30
    expect(scheduleAllows(evenings, at('2026-10-25T17:30Z'))).toBe(true);
  });

  it('turns wall-clock times into instants across both changes', () => {
    expect(wallTimeToEpoch('2026-07-01T09:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 6, 1, 7, 0));
    expect(wallTimeToEpoch('2026-03-29T03:30', 'Europe/Madrid')).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(wallTimeToEpoch('2026-10-25T04:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 9, 25, 3, 0));
  });
});

describe('a schedule the owner saves', () => {
  const problems = (s: object) =>
    popupScheduleSchema.safeParse(s).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('is refused when it ends before, or when, it starts', () => {
    expect(problems({ start: '2026-12-24T00:00', end: '2026-12-01T09:00' })).toEqual(['end: must be after the start']);
    expect(problems({ start: '2026-12-01T09:00', end: '2026-12-01T09:00' })).toEqual(['end: must be after the start']);
    expect(problems({ start: '2026-12-01T09:00', end: '2026-12-01T09:01' })).toEqual([]);
  });

  it('is refused with dates that do not exist, or hours out of the day', () => {
    expect(problems({ start: '2026-02-30T09:00' })).toEqual(['start: must be a date and time like 2026-12-01T09:00']);
    expect(problems({ end: '2026-12-01 09:00' })).toEqual(['end: must be a date and time like 2026-12-01T09:00']);
    expect(problems({ from: '24:00', to: '02:00' })).toEqual(['from: must be a time like 09:30']);
  });

  it('is refused with one daily hour without the other, or both the same', () => {
    expect(problems({ from: '09:00' })).toEqual(['to: give both hours, or neither']);
    expect(problems({ to: '09:00' })).toEqual(['from: give both hours, or neither']);
    expect(problems({ from: '09:00', to: '09:00' })).toEqual(['to: must differ from the start hour']);
  });

  it('is refused with a time zone Intl does not know, or a day twice', () => {
    expect(problems({ time_zone: 'Europe/Madird' })).toEqual(['time_zone: must be a time zone such as Europe/Madrid']);
    expect(problems({ time_zone: 'x'.repeat(100_000) })).toEqual([
      'time_zone: must be a time zone such as Europe/Madrid',
    ]);
    expect(problems({ days: ['mon', 'mon'] })).toEqual(['days: must not name a day twice']);
  });

  it('fills in Madrid, every day (no day chosen) and no bounds by default', () => {
    expect(popupScheduleSchema.parse({})).toEqual({
      active: false,
      time_zone: 'Europe/Madrid',
      start: '',
      end: '',
      days: [],
      from: '',
      to: '',
    });
  });
});
