/**
 * Fixed-window request counts shared by every server process, without a query
 * per request: each process counts in memory, and about once a second writes
 * its own counts to the database and reads the others' sums (counter-store.ts).
 * A limit therefore holds across processes to within one sync interval of
 * traffic. `hit` is synchronous and costs two Map operations, so it can sit in
 * front of the display route.
 */

export interface Rule {
  /** Stable name, part of the stored key: `display-ip`. */
  readonly name: string;
  /** Requests allowed per window. */
  readonly limit: number;
  readonly windowMs: number;
}

/** One key's count in its current window. */
export interface Entry {
  readonly rule: Rule;
  readonly key: string;
  windowStart: number;
  /** This process's requests in the window. */
  mine: number;
  /** Every other process's requests in the window, as of the last sync. */
  others: number;
  /** Counted since the last sync. */
  dirty: boolean;
}

/** Where the processes meet: write our counts, read everyone else's. */
export interface CountSync {
  sync(processId: string, entries: readonly Entry[], now: number): Promise<Map<Entry, number>>;
}

export interface WindowCounts {
  /**
   * Counts one request for `key` under `rule`; 0 when it is within the limit,
   * else the whole seconds until the window ends (not counted then).
   */
  hit(rule: Rule, key: string): number;
  /** The requests counted for `key` under `rule` in its current window, every process's as of the last sync. */
  count(rule: Rule, key: string): number;
  /** Writes and reads the shared counts now (the timer does this every `syncEveryMs`). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

const SYNC_EVERY_MS = 1000;
/** Keys kept in memory per process; past this the oldest are forgotten (they count from zero again). */
const MAX_ENTRIES = 200_000;

/** Seconds a client waits until `windowStart`'s window is over (at least 1). */
export function retryAfterSeconds(windowStart: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
}

export interface WindowCountsOptions {
  processId: string;
  store: CountSync | null;
  now?: () => number;
  syncEveryMs?: number;
  onSyncError?: (err: unknown) => void;
}

export function createWindowCounts(opts: WindowCountsOptions): WindowCounts {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let syncing: Promise<void> | null = null;

  function hit(rule: Rule, key: string): number {
    const t = now();
    const windowStart = t - (t % rule.windowMs);
    const id = `${rule.name}|${key}`;
    let entry = entries.get(id);
    if (entry === undefined) {
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entry = { rule, key, windowStart, mine: 0, others: 0, dirty: false };
      entries.set(id, entry);
    } else if (entry.windowStart !== windowStart) {
      entry.windowStart = windowStart;
      entry.mine = 0;
      entry.others = 0;
    }
    if (entry.mine + entry.others >= rule.limit) return retryAfterSeconds(windowStart, rule.windowMs, t);
    entry.mine++;
    entry.dirty = true;
    return 0;
  }

  async function runSync(): Promise<void> {
    const t = now();
    const live: Entry[] = [];
    for (const [id, entry] of entries) {
      if (entry.windowStart + entry.rule.windowMs <= t) entries.delete(id);
      else live.push(entry);
    }
    if (opts.store === null || live.length === 0) return;
    const others = await opts.store.sync(opts.processId, live, t);
    for (const entry of live) {
      entry.dirty = false;
      entry.others = others.get(entry) ?? 0;
    }
  }

  function sync(): Promise<void> {
    // One sync at a time: a slow database must not pile them up.
    syncing ??= runSync().finally(() => {
      syncing = null;
    });
    return syncing;
  }

  const timer = setInterval(() => {
    sync().catch((err: unknown) => opts.onSyncError?.(err));
  }, opts.syncEveryMs ?? SYNC_EVERY_MS);
  timer.unref();

  function count(rule: Rule, key: string): number {
    const entry = entries.get(`${rule.name}|${key}`);
    const t = now();
    return entry === undefined || entry.windowStart !== t - (t % rule.windowMs) ? 0 : entry.mine + entry.others;
  }

  return {
    hit,
    count,
    sync,
    async close() {
      clearInterval(timer);
      await syncing?.catch(() => undefined);
    },
  };
}
