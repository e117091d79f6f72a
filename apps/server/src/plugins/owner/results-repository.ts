/**
 * Results of one account for a date range: views, closes and conversions per
 * pop-up (variants are pop-ups with a parent, so per variant too) and per UTC
 * day, and click-throughs per pop-up, read from the daily figures (one query); the totals and rates are
 * summed here so every figure comes from the same rows.
 */
import type { Queryable } from '@beckon/db';
import type { ResultDay, ResultRow, ResultsAnswer } from '@beckon/owner-api';
import { listPopupNames } from '../../data/popup-repository.js';

type Measure = 'views' | 'closes' | 'click_throughs' | 'conversions';
const MEASURES: readonly Measure[] = ['views', 'closes', 'click_throughs', 'conversions'];

export interface ResultsFilter {
  accountId: string;
  start: string;
  end: string;
  days: string[];
  from: string;
  to: string;
  /** Restricts the daily series to this pop-up. */
  popup?: string;
}

function rate(conversions: number, views: number): number {
  return views === 0 ? 0 : conversions / views;
}

export async function queryResults(db: Queryable, filter: ResultsFilter): Promise<ResultsAnswer> {
  const popups = await listPopupNames(db, filter.accountId);
  const byPopup = new Map<string, ResultRow>();
  for (const p of popups) {
    byPopup.set(p.poptin_id, { ...p, views: 0, closes: 0, click_throughs: 0, conversions: 0, conversion_rate: 0 });
  }
  const byDay = new Map<string, ResultDay>(
    filter.days.map((day) => [day, { day, views: 0, closes: 0, conversions: 0 }]),
  );

  // The daily figures the writers keep (migration 0780), summed in the database: one row per pop-up, and one
  // per day for the chart (of the one pop-up asked for, if any), not a row per pop-up and day.
  const range = `account_id = $1 AND day >= ($2::timestamptz AT TIME ZONE 'UTC')::date
        AND day < ($3::timestamptz AT TIME ZONE 'UTC')::date`;
  const sums = `sum(views)::int AS views, sum(closes)::int AS closes, sum(click_throughs)::int AS click_throughs,
            sum(conversions)::int AS conversions`;
  const [perPopup, perDay] = await Promise.all([
    db.query<{ poptin_id: string } & Record<Measure, number>>(
      `SELECT poptin_id, ${sums} FROM popup_daily WHERE ${range} GROUP BY poptin_id
        HAVING sum(views + closes + click_throughs + conversions) > 0`,
      [filter.accountId, filter.start, filter.end],
    ),
    db.query<{ day: string } & Record<Measure, number>>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${sums} FROM popup_daily
        WHERE ${range} AND ($4::text IS NULL OR poptin_id = $4) GROUP BY day`,
      [filter.accountId, filter.start, filter.end, filter.popup ?? null],
    ),
  ]);
  for (const row of perPopup.rows) {
    let popup = byPopup.get(row.poptin_id);
    if (!popup) {
      popup = {
        poptin_id: row.poptin_id,
        name: '(deleted pop-up)',
        ab_test_parent_id: null,
        views: 0,
        closes: 0,
        click_throughs: 0,
        conversions: 0,
        conversion_rate: 0,
      };
      byPopup.set(row.poptin_id, popup);
    }
    for (const measure of MEASURES) popup[measure] += row[measure];
  }
  for (const row of perDay.rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.views += row.views;
    day.closes += row.closes;
    day.conversions += row.conversions;
  }

  const rows = [...byPopup.values()].map((r) => ({ ...r, conversion_rate: rate(r.conversions, r.views) }));
  const totals = rows.reduce(
    (t, r) => ({
      views: t.views + r.views,
      closes: t.closes + r.closes,
      click_throughs: t.click_throughs + r.click_throughs,
      conversions: t.conversions + r.conversions,
    }),
    { views: 0, closes: 0, click_throughs: 0, conversions: 0 },
  );
  return {
    from: filter.from,
    to: filter.to,
    popups: rows,
    days: [...byDay.values()],
    totals: { ...totals, conversion_rate: rate(totals.conversions, totals.views) },
  };
}
