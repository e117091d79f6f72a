/**
 * Writes pop-up views (spec §7 viewed) through the batched append writer:
 * each request is acknowledged only after its batch committed (reliability.md
 * §1, §6 A). Each batch also applies the monthly quota's rule in the same
 * transaction (monthly-views.ts), and each view's answer says whether it counted.
 */

import { appendWriter, type Db, type GroupCommitter } from '@beckon/db';
import { countedViews } from './monthly-views.js';
import { COUNT_QUOTA_VIEWS } from './view-quota-repository.js';

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

export function createViewWriter(db: Db): GroupCommitter<ViewRow, boolean> {
  return appendWriter<ViewRow, boolean>(db, {
    table: 'popup_views',
    columns: COLUMNS,
    values: (row) => COLUMNS.map((column) => row[column]),
    call: COUNT_QUOTA_VIEWS,
    answer: (rows, batch) => countedViews(rows, batch.called),
    maxBatch: 128,
  });
}
