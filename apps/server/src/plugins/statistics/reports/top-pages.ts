/**
 * Report: the most viewed pages over a range, by path (the query string is
 * left out: utm tags and search terms would split one page into many rows).
 * Whole months come from stat_page_monthly, the range's ends from
 * stat_page_daily (month-split.ts). Ties break by path so the order is stable.
 */
import type { Queryable } from '@beckon/db';
import { countsByMonthThenDay } from './month-split.js';
import type { DateRange } from './range.js';

export interface TopPage {
  path: string;
  pageviews: number;
}

const SQL = `${countsByMonthThenDay('stat_page_monthly', 'stat_page_daily', ['page_path'])}
SELECT page_path AS path, sum(pageviews) AS pageviews
  FROM counts
 GROUP BY page_path
 ORDER BY sum(pageviews) DESC, page_path
 LIMIT $4`;

export async function topPages(db: Queryable, site: string, range: DateRange, limit: number): Promise<TopPage[]> {
  const { rows } = await db.query<{ path: string; pageviews: string | number }>(SQL, [
    site,
    range.from,
    range.to,
    limit,
  ]);
  return rows.map((r) => ({ path: r.path, pageviews: Number(r.pageviews) }));
}
