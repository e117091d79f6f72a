/**
 * Report: visitors and page views per day over a range, every day present
 * (zero when nothing came). Visitors of a day are distinct daily visitor ids;
 * the range total of visitors is the sum of the days, as a visitor's id
 * changes with the daily salt and cannot be followed across days by design.
 * Reads stat_daily: one row per site-day.
 */
import type { Queryable } from '@beckon/db';
import type { DateRange } from './range.js';

export interface VisitorsPerDay {
  days: { day: string; visitors: number; pageviews: number }[];
  totals: { visitors: number; pageviews: number };
}

export async function visitorsPerDay(db: Queryable, site: string, range: DateRange): Promise<VisitorsPerDay> {
  const { rows } = await db.query<{ day: string; visitors: string | number; pageviews: string | number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            COALESCE(s.visitors, 0) AS visitors, COALESCE(s.pageviews, 0) AS pageviews
       FROM generate_series($2::date, $3::date, interval '1 day') AS d(day)
       LEFT JOIN stat_daily s ON s.account_id = $1 AND s.day = d.day::date
      ORDER BY d.day`,
    [site, range.from, range.to],
  );
  const days = rows.map((r) => ({ day: r.day, visitors: Number(r.visitors), pageviews: Number(r.pageviews) }));
  const totals = days.reduce((t, d) => ({ visitors: t.visitors + d.visitors, pageviews: t.pageviews + d.pageviews }), {
    visitors: 0,
    pageviews: 0,
  });
  return { days, totals };
}
