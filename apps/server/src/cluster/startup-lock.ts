/**
 * Several processes started together on one fresh PostgreSQL database would
 * otherwise migrate and seed at the same time, and the loser crashes on a
 * duplicate key. `whileStartupLocked` runs `fn` while a transaction holds a
 * transaction-level advisory lock, so the others wait, then find the work
 * done. The lock lives on one pooled connection and `fn` runs on the
 * others. PGlite is one process on one connection: it runs `fn` directly.
 */
import type { Db } from '@beckon/db';
import { LOCK_APP, LOCKS } from './advisory-locks.js';

export async function whileStartupLocked<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return fn();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const acquired = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_APP, LOCKS.startup]);
    locked();
    await released;
  });
  await Promise.race([acquired, holder]);
  try {
    return await fn();
  } finally {
    release();
    await holder;
  }
}
