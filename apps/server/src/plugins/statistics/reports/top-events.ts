/**
 * Shared query of the two event reports: the most clicked targets of one
 * event kind over a range, from stat_event_daily.
 */
import type { Queryable } from '@beckon/db';
import type { DateRange } from './range.js';

export interface EventTargetCount {
  target: string;
  fileName: string;
  fileExt: string;
  events: number;
}

export async function topEventTargets(
  db: Queryable,
  site: string,
  kind: 'link' | 'download',
  range: DateRange,
  limit: number,
): Promise<EventTargetCount[]> {
  const { rows } = await db.query<{ target: string; file_name: string; file_ext: string; events: string | number }>(
    `SELECT target, max(file_name) AS file_name, max(file_ext) AS file_ext, sum(events) AS events
       FROM stat_event_daily
      WHERE account_id = $1 AND event_kind = $2 AND day BETWEEN $3::date AND $4::date
      GROUP BY target
      ORDER BY sum(events) DESC, target
      LIMIT $5`,
    [site, kind, range.from, range.to, limit],
  );
  return rows.map((r) => ({ target: r.target, fileName: r.file_name, fileExt: r.file_ext, events: Number(r.events) }));
}
