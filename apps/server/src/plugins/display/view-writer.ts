/**
 * Writes pop-up views (spec §7 viewed) through the batched append writer:
 * each request is acknowledged only after its batch committed (reliability.md
 * §1, §6 A). Each batch also stores the views' quota rows in the same
 * transaction (count_quota_views(), migration 0540: a viewer counts once per
 * pop-up per UTC day), and each view's answer says whether it counted.
 */

import { appendWriter, type Db, type GroupCommitter } from '@beckon/db';

export interface ViewRow {
  account_id: string;
  view_id: string;
  poptin_id: string;
  viewer_id: string;
  trigger: string;
  device: string;
  url: string;
}

const COLUMNS = [
  'account_id',
  'view_id',
  'poptin_id',
  'viewer_id',
  'trigger',
  'device',
  'url',
] as const satisfies readonly (keyof ViewRow)[];

const keyOf = (v: { account_id?: unknown; poptin_id?: unknown; viewer_id?: unknown }) =>
  `${v.account_id}|${v.poptin_id}|${v.viewer_id}`;

export function createViewWriter(db: Db): GroupCommitter<ViewRow, boolean> {
  return appendWriter<ViewRow, boolean>(db, {
    table: 'popup_views',
    columns: COLUMNS,
    values: (row) => COLUMNS.map((column) => row[column]),
    call: { fn: 'count_quota_views', args: ['account_id', 'poptin_id', 'viewer_id'] },
    answer(rows, batch) {
      const unseen = new Set(batch.called.map(keyOf));
      // The same viewer twice in one batch: the first counts.
      return rows.map((row) => unseen.delete(keyOf(row)));
    },
    maxBatch: 128,
  });
}
