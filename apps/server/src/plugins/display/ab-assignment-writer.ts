/**
 * Records A/B assignments (ab_assignments) for reporting. The arm itself is
 * derived from a hash (ab-choice.ts), so the display answer never waits for
 * this write: it is appended in the background, deduplicated in memory so a
 * returning viewer costs nothing, and a key already stored (another instance,
 * an earlier run) keeps its first assignment.
 */

import { appendWriter, type Db } from '@beckon/db';
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

const COLUMNS = [
  'account_id',
  'parent_poptin_id',
  'viewer_id',
  'poptin_id',
] as const satisfies readonly (keyof AbAssignment)[];

export function createAbAssignmentRecorder(db: Db, log: FastifyBaseLogger): AbAssignmentRecorder {
  const remembered = new Set<string>();
  const committer = appendWriter<AbAssignment>(db, {
    table: 'ab_assignments',
    columns: COLUMNS,
    values: (row) => COLUMNS.map((column) => row[column]),
    onConflict: { key: ['account_id', 'parent_poptin_id', 'viewer_id'] },
    maxBatch: 256,
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
