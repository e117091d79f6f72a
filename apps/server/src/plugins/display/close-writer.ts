/** Writes close reports (spec §7 closed) through a group committer; acknowledged after commit. */

import { createGroupCommitter, type Db, type GroupCommitter, valuesList } from '@beckon/db';

export interface CloseRow {
  account_id: string;
  close_id: string;
  poptin_id: string;
  view_id: string | null;
  reason: string;
  url: string;
}

export function createCloseWriter(db: Db): GroupCommitter<CloseRow, void> {
  return createGroupCommitter<CloseRow, void>({
    maxBatch: 128,
    async flush(rows) {
      const { sql, params } = valuesList(
        rows.map((r) => [r.account_id, r.close_id, r.poptin_id, r.view_id, r.reason, r.url]),
      );
      await db.transaction((tx) =>
        tx.query(
          `INSERT INTO popup_closes (account_id, close_id, poptin_id, view_id, reason, url) VALUES ${sql}`,
          params,
        ),
      );
      return rows.map(() => undefined);
    },
  });
}
