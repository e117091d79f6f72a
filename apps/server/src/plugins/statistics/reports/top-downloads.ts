/**
 * Report: the most downloaded files over a range — links recognised by
 * extension or by a download_file parameter (spec §5), by file URL.
 */
import type { Queryable } from '@beckon/db';
import type { DateRange } from './range.js';
import { topEventTargets } from './top-events.js';

export async function topDownloads(db: Queryable, site: string, range: DateRange, limit: number) {
  const rows = await topEventTargets(db, site, 'download', range, limit);
  return rows.map((r) => ({ url: r.target, fileName: r.fileName, fileExt: r.fileExt, downloads: r.events }));
}
