/**
 * Turns validated `YYYY-MM-DD` query values into a half-open UTC range
 * [from 00:00, day after `to` 00:00): days are UTC days everywhere in the
 * owner API, so the charts' buckets and the filters agree.
 */
import { DAY_OUT_OF_RANGE, isSupportedDay } from '@beckon/owner-api';
import { errors } from '../../errors.js';

const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;

function parseDay(day: string): number {
  // The schemas refuse these already; the database cannot take them, so this is checked here too.
  if (!isSupportedDay(day)) throw errors.validation(`querystring: ${DAY_OUT_OF_RANGE}`);
  const t = Date.parse(`${day}T00:00:00.000Z`);
  // Date.parse accepts 2026-02-31 as March 3rd; the round trip catches it.
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day) throw errors.badDateRange();
  return t;
}

export interface TimeRange {
  start: string | null;
  end: string | null;
}

/** Optional bounds (leads filter). */
export function optionalRange(from?: string, to?: string): TimeRange {
  const start = from === undefined ? null : parseDay(from);
  const end = to === undefined ? null : parseDay(to) + DAY_MS;
  if (start !== null && end !== null && end <= start) throw errors.badDateRange();
  return {
    start: start === null ? null : new Date(start).toISOString(),
    end: end === null ? null : new Date(end).toISOString(),
  };
}

/** Required bounds (results) and every day in between, for a gap-free chart. */
export function requiredRange(from: string, to: string): { start: string; end: string; days: string[] } {
  const start = parseDay(from);
  const last = parseDay(to);
  const count = (last - start) / DAY_MS + 1;
  if (count < 1 || count > MAX_RANGE_DAYS) throw errors.badDateRange();
  const days = Array.from({ length: count }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
  return { start: new Date(start).toISOString(), end: new Date(last + DAY_MS).toISOString(), days };
}
