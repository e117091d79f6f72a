/**
 * The daily salts shared by every server process (migration 0070). A visitor
 * whose hits reach two processes must get one visitor id, so the day's salt
 * comes from the database: each process inserts a random candidate for today
 * and tomorrow with ON CONFLICT DO NOTHING and reads back whichever row won.
 * Tomorrow's salt is fetched a day ahead, so the switch at UTC midnight needs
 * no query on the hit path; the table is refreshed every hour and rows older
 * than yesterday are deleted then.
 *
 * Each purpose (visitor ids, lead IP hashes) gets its own key derived from
 * the day's salt with HKDF, so one key never serves two hashes.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '@beckon/db';
import type { FastifyBaseLogger } from 'fastify';

type SaltPurpose = 'visitor-id' | 'lead-ip' | 'view-proof';

/** A day's 32-byte key for one purpose, or undefined when that day's salt is not loaded (synchronous, cached). */
export type DailyKeySource = (day: string) => Buffer | undefined;

export interface DailySalts {
  keys(purpose: SaltPurpose): DailyKeySource;
  /** Creates today's and tomorrow's salts if missing, loads them and deletes expired ones. */
  refresh(): Promise<void>;
  /** Stops the hourly refresh. */
  close(): void;
}

const DAY_MS = 86_400_000;
const SALT_BYTES = 32;
const REFRESH_EVERY_MS = 3_600_000;

/** YYYY-MM-DD of the UTC day `offset` days after the one holding `ms`. */
export function utcDayOf(ms: number, offset = 0): string {
  return new Date(Math.floor(ms / DAY_MS) * DAY_MS + offset * DAY_MS).toISOString().slice(0, 10);
}

function deriveKey(salt: Buffer, purpose: SaltPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', salt, Buffer.alloc(0), `beckon ${purpose}`, SALT_BYTES));
}

export interface DailySaltsOptions {
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The real clock by default; the salts follow it, not a test's fake clock. */
  now?: () => number;
  refreshEveryMs?: number;
}

/** Loads today's and tomorrow's salts (creating them if needed), then refreshes every hour. */
export async function openDailySalts(db: Db, opts: DailySaltsOptions = {}): Promise<DailySalts> {
  const now = opts.now ?? Date.now;
  let salts = new Map<string, Buffer>();
  const derived = new Map<string, Buffer>();
  const warned = new Set<string>();

  async function refresh(): Promise<void> {
    const t = now();
    const days = [utcDayOf(t), utcDayOf(t, 1)];
    await db.query(
      'INSERT INTO daily_salts (day, salt) VALUES ($1::date, $2), ($3::date, $4) ON CONFLICT (day) DO NOTHING',
      [days[0], randomBytes(SALT_BYTES), days[1], randomBytes(SALT_BYTES)],
    );
    const { rows } = await db.query<{ day: string; salt: Uint8Array }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, salt FROM daily_salts WHERE day IN ($1::date, $2::date)`,
      days,
    );
    // Deleting at most 48 h after a day began: past then nobody can recompute that day's ids.
    await db.query('DELETE FROM daily_salts WHERE day < $1::date', [utcDayOf(t, -1)]);
    const next = new Map<string, Buffer>();
    for (const row of rows) next.set(row.day, Buffer.from(row.salt));
    salts = next;
    for (const key of derived.keys()) if (!next.has(key.slice(0, 10))) derived.delete(key);
  }

  await refresh();
  const timer = setInterval(() => {
    refresh().catch((err: unknown) =>
      opts.log?.error({ err }, 'could not refresh the daily salts; the next hourly run retries'),
    );
  }, opts.refreshEveryMs ?? REFRESH_EVERY_MS);
  timer.unref();

  return {
    keys(purpose) {
      return (day) => {
        const cacheKey = `${day}|${purpose}`;
        const cached = derived.get(cacheKey);
        if (cached) return cached;
        const salt = salts.get(day);
        if (!salt) {
          if (!warned.has(day)) {
            warned.add(day);
            opts.log?.warn(
              { day },
              'the shared salt for this day is not loaded; this process uses its own for the day',
            );
          }
          return undefined;
        }
        const key = deriveKey(salt, purpose);
        derived.set(cacheKey, key);
        return key;
      };
    },
    refresh,
    close() {
      clearInterval(timer);
    },
  };
}
