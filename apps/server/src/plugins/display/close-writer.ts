/** Writes close reports (spec §7 closed) through the batched append writer; each acknowledged after commit. */

import { appendWriter, type Db, type GroupCommitter } from '@beckon/db';

export interface CloseRow {
  account_id: string;
  close_id: string;
  poptin_id: string;
  view_id: string | null;
  reason: string;
  url: string;
}

const COLUMNS = [
  'account_id',
  'close_id',
  'poptin_id',
  'view_id',
  'reason',
  'url',
] as const satisfies readonly (keyof CloseRow)[];

export function createCloseWriter(db: Db): GroupCommitter<CloseRow, void> {
  return appendWriter<CloseRow>(db, {
    table: 'popup_closes',
    columns: COLUMNS,
    values: (row) => COLUMNS.map((column) => row[column]),
    // The pop-up's daily figures (migration 0780), in the closes' own statement.
    call: { fn: 'add_close_figures', args: ['account_id', 'poptin_id', 'reason'] },
    maxBatch: 128,
  });
}
