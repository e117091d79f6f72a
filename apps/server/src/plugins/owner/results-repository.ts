/**
 * Results of one account for a date range: views, closes and conversions per
 * pop-up (variants are pop-ups with a parent, so per variant too) and per UTC
 * day, and click-throughs per pop-up. One grouped query per event table; the totals and rates are summed
 * here so every figure comes from the same rows.
 */
import type { Queryable } from '@beckon/db';
import type { ResultDay, ResultRow, ResultsAnswer } from '@beckon/owner-api';
import { listPopupNames } from '../../data/popup-repository.js';

const TABLES = { views: 'popup_views', closes: 'popup_closes', conversions: 'conversions' } as const;
/** A click-through is stored with the closes (events.ts CLOSE_REASONS) but is not one. */
const ONLY: Record<Measure, string> = { views: '', closes: ` AND reason <> 'click_through'`, conversions: '' };
type Measure = keyof typeof TABLES;

interface CountRow {
  poptin_id: string;
  day: string;
  n: number;
}

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

  for (const measure of Object.keys(TABLES) as Measure[]) {
    const { rows } = await db.query<CountRow>(
      `SELECT poptin_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n
         FROM ${TABLES[measure]}
        WHERE account_id = $1 AND created_at >= $2 AND created_at < $3${ONLY[measure]}
        GROUP BY 1, 2`,
      [filter.accountId, filter.start, filter.end],
    );
    for (const row of rows) {
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
      popup[measure] += row.n;
      const day = byDay.get(row.day);
      if (day && (filter.popup === undefined || filter.popup === row.poptin_id)) day[measure] += row.n;
    }
  }

  const clicks = await db.query<{ poptin_id: string; n: number }>(
    `SELECT poptin_id, count(*)::int AS n FROM popup_closes
      WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 AND reason = 'click_through'
      GROUP BY 1`,
    [filter.accountId, filter.start, filter.end],
  );
  for (const row of clicks.rows) {
    const popup = byPopup.get(row.poptin_id);
    if (popup) popup.click_throughs = row.n;
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
