/**
 * The database side of the shared limits (migration 0080): the keyed hash
 * every stored key goes through, the once-a-second sync of the in-memory
 * window counts, and the direct counters the sign-in throttle uses. Keys are
 * HMAC-SHA256 with a secret kept in the database, so every process hashes
 * alike, and no IP or email is stored (the rows also vanish with their window).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '@beckon/db';
import type { CountSync, Entry } from './window-counts.js';

export type KeyHasher = (key: string) => string;

/** The shared secret (created by the first process to ask) as a hasher. */
export async function openKeyHasher(db: Db): Promise<KeyHasher> {
  await db.query('INSERT INTO rate_limit_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
    randomBytes(32),
  ]);
  const { rows } = await db.query<{ secret: Uint8Array }>('SELECT secret FROM rate_limit_secret WHERE id = 1');
  const secret = Buffer.from(rows[0]?.secret ?? randomBytes(32));
  return (key) => createHmac('sha256', secret).update(key).digest('base64url');
}

/** Stale rows are swept at most this often. */
const SWEEP_EVERY_MS = 60_000;

export function createCountSync(db: Db, hashKey: KeyHasher): CountSync {
  const hashed = new WeakMap<Entry, string>();
  let sweptAt = 0;
  const storedKey = (entry: Entry) => {
    let key = hashed.get(entry);
    if (key === undefined) {
      key = hashKey(entry.key);
      hashed.set(entry, key);
    }
    return key;
  };

  return {
    async sync(processId, entries, now) {
      const dirty = entries.filter((e) => e.dirty && e.mine > 0);
      if (dirty.length > 0) {
        // Absolute counts, not increments: a sync that is retried or lost cannot double-count.
        await db.query(
          `INSERT INTO rate_limit_counts (rule, key, window_start, process_id, count, expires_at)
           SELECT t.rule, t.key, t.window_start, $4, t.count, t.window_start + t.window_ms
             FROM unnest($1::text[], $2::text[], $3::bigint[], $5::int[], $6::bigint[])
                  AS t(rule, key, window_start, count, window_ms)
           ON CONFLICT (rule, key, window_start, process_id) DO UPDATE SET count = EXCLUDED.count`,
          [
            dirty.map((e) => e.rule.name),
            dirty.map(storedKey),
            dirty.map((e) => e.windowStart),
            processId,
            dirty.map((e) => e.mine),
            dirty.map((e) => e.rule.windowMs),
          ],
        );
      }
      const { rows } = await db.query<{ rule: string; key: string; window_start: string; total: number }>(
        `SELECT c.rule, c.key, c.window_start::text AS window_start, sum(c.count)::int AS total
           FROM rate_limit_counts c
           JOIN unnest($1::text[], $2::text[], $3::bigint[]) AS t(rule, key, window_start)
             ON c.rule = t.rule AND c.key = t.key AND c.window_start = t.window_start
          WHERE c.process_id <> $4
          GROUP BY c.rule, c.key, c.window_start`,
        [entries.map((e) => e.rule.name), entries.map(storedKey), entries.map((e) => e.windowStart), processId],
      );
      const byId = new Map<string, number>();
      for (const row of rows) byId.set(`${row.rule}|${row.key}|${row.window_start}`, row.total);
      const others = new Map<Entry, number>();
      for (const entry of entries) {
        const total = byId.get(`${entry.rule.name}|${storedKey(entry)}|${entry.windowStart}`);
        if (total !== undefined) others.set(entry, total);
      }
      if (now - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = now;
        await db.query('DELETE FROM rate_limit_counts WHERE expires_at <= $1', [now]);
      }
      return others;
    },
  };
}

/** A counter every process reads and writes directly (one statement each): for rare, costly requests. */
export interface SharedCounter {
  /** Adds `n` to the key's count in the current window and returns the new total with the window's start. */
  add(ruleName: string, windowMs: number, key: string, n?: number): Promise<{ count: number; windowStart: number }>;
  read(ruleName: string, windowMs: number, key: string): Promise<{ count: number; windowStart: number }>;
}

export function createSharedCounter(db: Db, hashKey: KeyHasher, now: () => number = () => Date.now()): SharedCounter {
  const windowOf = (windowMs: number) => {
    const t = now();
    return t - (t % windowMs);
  };
  return {
    async add(ruleName, windowMs, key, n = 1) {
      const windowStart = windowOf(windowMs);
      const { rows } = await db.query<{ count: number }>(
        `INSERT INTO rate_limit_counts (rule, key, window_start, process_id, count, expires_at)
         VALUES ($1, $2, $3, '', $4, $5)
         ON CONFLICT (rule, key, window_start, process_id) DO UPDATE SET count = rate_limit_counts.count + $4
         RETURNING count`,
        [ruleName, hashKey(key), windowStart, n, windowStart + windowMs],
      );
      return { count: rows[0]?.count ?? n, windowStart };
    },
    async read(ruleName, windowMs, key) {
      const windowStart = windowOf(windowMs);
      const { rows } = await db.query<{ count: number }>(
        `SELECT count FROM rate_limit_counts WHERE rule = $1 AND key = $2 AND window_start = $3 AND process_id = ''`,
        [ruleName, hashKey(key), windowStart],
      );
      return { count: rows[0]?.count ?? 0, windowStart };
    },
  };
}
