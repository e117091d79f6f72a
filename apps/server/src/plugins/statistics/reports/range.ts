/**
 * The query string every report takes: a UTC date range (both ends
 * inclusive, default the last 30 days, at most two years) and, for the
 * top-N reports, a row limit. Strict like every route: unknown keys are 400.
 */
import { DAY_OUT_OF_RANGE, isSupportedDay } from '@beckon/owner-api';
import * as z from 'zod';
import { errors } from '../../../errors.js';
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS, MAX_REPORT_ROWS } from '../constants.js';
import { utcDay } from '../visitor-id.js';

const DAY_MS = 86_400_000;

// The same supported days as the owner API: outside them PostgreSQL's timestamps fail (a 500 before).
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD', abort: true })
  .refine(isSupportedDay, { error: DAY_OUT_OF_RANGE, abort: true })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && utcDay(new Date(`${v}T00:00:00Z`)) === v, {
    message: 'must be a real calendar date',
  });

const limit = z
  .string()
  .regex(/^\d{1,3}$/, 'must be a whole number')
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_REPORT_ROWS, `must be between 1 and ${MAX_REPORT_ROWS}`);

export interface DateRange {
  from: string;
  to: string;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

function rangeShape<T extends z.core.$ZodLooseShape>(extra: T) {
  return z.strictObject({ from: isoDay.optional(), to: isoDay.optional(), ...extra });
}

export const rangeQuery = rangeShape({});
export const topQuery = rangeShape({ limit: limit.optional() });
export const referrerQuery = rangeShape({
  limit: limit.optional(),
  kind: z.enum(['search', 'email', 'external', 'internal']).optional(),
});

/**
 * Fills the defaults (`to` today in UTC, `from` 29 days before `to`) and
 * checks the order and span, which only the filled-in range can tell.
 */
export function resolveRange(q: { from?: string; to?: string }, now: Date): DateRange {
  const to = q.to ?? utcDay(now);
  const from = q.from ?? utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
  if (from > to) throw errors.validation(`querystring.from: must not be after to (${to})`);
  if (daysBetween(from, to) > MAX_RANGE_DAYS) {
    throw errors.validation(`querystring: range must be at most ${MAX_RANGE_DAYS} days`);
  }
  return { from, to };
}

export const siteParams = z.strictObject({
  site: z.string().regex(/^[0-9a-f]{13}$/, 'must be 13 lowercase hex characters'),
});
