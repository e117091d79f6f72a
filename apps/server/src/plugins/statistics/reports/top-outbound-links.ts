/** Report: the most clicked links to other hosts over a range (spec §5: same-host links are never recorded). */
import type { Queryable } from '@beckon/db';
import type { DateRange } from './range.js';
import { topEventTargets } from './top-events.js';

export async function topOutboundLinks(db: Queryable, site: string, range: DateRange, limit: number) {
  const rows = await topEventTargets(db, site, 'link', range, limit);
  return rows.map((r) => ({ url: r.target, clicks: r.events }));
}
