/**
 * Writes pop-up views (spec §7 viewed) through a group committer: concurrent
 * views become one multi-row INSERT in one transaction, and each request is
 * acknowledged only after its batch committed (reliability.md §1, §6 A).
 */

import { createGroupCommitter, type Db, type GroupCommitter, valuesList } from '@beckon/db';

export interface ViewRow {
  account_id: string;
  view_id: string;
  poptin_id: string;
  viewer_id: string;
  trigger: string;
  device: string;
  url: string;
}

export function createViewWriter(db: Db): GroupCommitter<ViewRow, void> {
  return createGroupCommitter<ViewRow, void>({
    maxBatch: 128,
    async flush(rows) {
      const { sql, params } = valuesList(
        rows.map((r) => [r.account_id, r.view_id, r.poptin_id, r.viewer_id, r.trigger, r.device, r.url]),
      );
      await db.transaction((tx) =>
        tx.query(
          `INSERT INTO popup_views (account_id, view_id, poptin_id, viewer_id, trigger, device, url) VALUES ${sql}`,
          params,
        ),
      );
      return rows.map(() => undefined);
    },
  });
}
