/**
 * Records A/B assignments (ab_assignments) for reporting. The arm itself is
 * derived from a hash (ab-choice.ts), so the display answer never waits for
 * this write: it is group-committed in the background, deduplicated in memory
 * so a returning viewer costs nothing, and INSERT … ON CONFLICT DO NOTHING
 * keeps the first assignment if another instance wrote it already.
 */

import { createGroupCommitter, type Db, valuesList } from '@beckon/db';
import type { FastifyBaseLogger } from 'fastify';

interface AbAssignment {
  account_id: string;
  parent_poptin_id: string;
  viewer_id: string;
  poptin_id: string;
}

export interface AbAssignmentRecorder {
  record(assignment: AbAssignment): void;
  drain(): Promise<void>;
  readonly stats: { batches: number; items: number; largest: number };
}

/** Bound on the in-memory "already recorded" set; cleared when full (a re-insert is harmless). */
const MAX_REMEMBERED = 200_000;

export function createAbAssignmentRecorder(db: Db, log: FastifyBaseLogger): AbAssignmentRecorder {
  const remembered = new Set<string>();
  const committer = createGroupCommitter<AbAssignment, void>({
    maxBatch: 256,
    async flush(rows) {
      const { sql, params } = valuesList(rows.map((r) => [r.account_id, r.parent_poptin_id, r.viewer_id, r.poptin_id]));
      await db.query(
        `INSERT INTO ab_assignments (account_id, parent_poptin_id, viewer_id, poptin_id) VALUES ${sql}
         ON CONFLICT (account_id, parent_poptin_id, viewer_id) DO NOTHING`,
        params,
      );
      return rows.map(() => undefined);
    },
  });
  return {
    stats: committer.stats,
    drain: () => committer.drain(),
    record(assignment) {
      const key = `${assignment.account_id}:${assignment.parent_poptin_id}:${assignment.viewer_id}`;
      if (remembered.has(key)) return;
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.add(key);
      committer.write(assignment).catch((err: unknown) => {
        // Forget it so a later display retries the write.
        remembered.delete(key);
        log.warn({ err }, 'could not record an A/B assignment');
      });
    },
  };
}
