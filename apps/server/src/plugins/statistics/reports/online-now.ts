/**
 * Report: visitors online now — daily visitor ids seen by a hit or an online
 * ping within the last ONLINE_WINDOW_SECONDS (two ping intervals plus slack,
 * spec §9), and the pages they are on. Reads the site's stat_online rows
 * through the primary key; migration 0480 says why last_seen has no index.
 */
import type { Queryable } from '@beckon/db';
import { ONLINE_WINDOW_SECONDS } from '../constants.js';

export interface OnlineNow {
  online: number;
  windowSeconds: number;
  pages: { path: string; visitors: number }[];
}

export async function onlineNow(db: Queryable, site: string, now: Date, limit: number): Promise<OnlineNow> {
  const since = new Date(now.getTime() - ONLINE_WINDOW_SECONDS * 1000);
  const { rows } = await db.query<{ path: string; visitors: string | number }>(
    `SELECT page_path AS path, count(*) AS visitors
       FROM stat_online
      WHERE account_id = $1 AND last_seen >= $2
      GROUP BY page_path
      ORDER BY count(*) DESC, page_path`,
    [site, since],
  );
  const pages = rows.map((r) => ({ path: r.path, visitors: Number(r.visitors) }));
  return {
    online: pages.reduce((n, p) => n + p.visitors, 0),
    windowSeconds: ONLINE_WINDOW_SECONDS,
    pages: pages.slice(0, limit),
  };
}
