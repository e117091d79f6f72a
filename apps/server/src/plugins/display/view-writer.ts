/**
 * Writes pop-up views (spec §7 viewed) through a group committer: concurrent
 * views become one multi-row INSERT in one transaction, and each request is
 * acknowledged only after its batch committed (reliability.md §1, §6 A).
 * Each view also tries its quota row, and the answer says whether it counted.
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

export function createViewWriter(db: Db): GroupCommitter<ViewRow, boolean> {
  return createGroupCommitter<ViewRow, boolean>({
    maxBatch: 128,
    async flush(rows) {
      const { sql, params } = valuesList(
        rows.map((r) => [r.account_id, r.view_id, r.poptin_id, r.viewer_id, r.trigger, r.device, r.url]),
      );
      // The quota row: one per (account, UTC day, pop-up, viewer); a repeat report does not count (finding 4).
      const day = new Date().toISOString().slice(0, 10);
      const quota = valuesList(rows.map((r) => [r.account_id, day, r.poptin_id, r.viewer_id]));
      const { rows: fresh } = await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO popup_views (account_id, view_id, poptin_id, viewer_id, trigger, device, url) VALUES ${sql}`,
          params,
        );
        return tx.query<{ account_id: string; poptin_id: string; viewer_id: string }>(
          `INSERT INTO popup_view_quota (account_id, day, poptin_id, viewer_id) VALUES ${quota.sql}
           ON CONFLICT DO NOTHING RETURNING account_id, poptin_id, viewer_id`,
          quota.params,
        );
      });
      const unseen = new Set(fresh.map((f) => `${f.account_id}|${f.poptin_id}|${f.viewer_id}`));
      // The same viewer twice in one batch: the first counts.
      return rows.map((r) => unseen.delete(`${r.account_id}|${r.poptin_id}|${r.viewer_id}`));
    },
  });
}
