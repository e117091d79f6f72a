/**
 * Report: the most viewed pages over a range, by path (the query string is
 * left out: utm tags and search terms would split one page into many rows).
 * Reads stat_page_daily; ties break by path so the order is stable.
 */
import type { Queryable } from '@beckon/db';
import type { DateRange } from './range.js';

export interface TopPage {
  path: string;
  pageviews: number;
}

export async function topPages(db: Queryable, site: string, range: DateRange, limit: number): Promise<TopPage[]> {
  const { rows } = await db.query<{ path: string; pageviews: string | number }>(
    `SELECT page_path AS path, sum(pageviews) AS pageviews
       FROM stat_page_daily
      WHERE account_id = $1 AND day BETWEEN $2::date AND $3::date
      GROUP BY page_path
      ORDER BY sum(pageviews) DESC, page_path
      LIMIT $4`,
    [site, range.from, range.to, limit],
  );
  return rows.map((r) => ({ path: r.path, pageviews: Number(r.pageviews) }));
}
