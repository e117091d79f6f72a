/**
 * Group commit: concurrent writers enqueue items; whatever accumulates while
 * one batch is being written goes into the next, as one statement in one
 * transaction. Each writer's promise settles only after its batch committed,
 * so an acknowledgement always means "on disk" (the RudderStack contract in
 * shared/research/reliability.md §1.1), yet commits are amortised.
 */
export interface GroupCommitOptions<T, R> {
  /** Writes a batch in one transaction; returns one result per item, in order. */
  flush: (items: T[]) => Promise<R[]>;
  /** Largest batch written at once. */
  maxBatch?: number;
  /**
   * How long an idle committer waits for more writers before it starts a
   * batch. 0 (the default): one event-loop turn, so every request whose body
   * arrived in the same I/O phase joins, and a lone writer waits
   * microseconds. >0: milliseconds. Some wait is needed with PGlite: its
   * queries complete without yielding to I/O, so starting in a microtask
   * made every flush end before the next request was read and batches never
   * grew past one row (measured by two engineers independently).
   */
  lingerMs?: number;
}

export interface GroupCommitter<T, R> {
  write(item: T): Promise<R>;
  /** Resolves when everything enqueued so far has been written. */
  drain(): Promise<void>;
  /** Batches written so far (for tests and benchmarks). */
  readonly stats: { batches: number; items: number; largest: number };
}

interface Pending<T, R> {
  item: T;
  resolve: (r: R) => void;
  reject: (e: unknown) => void;
}

export function createGroupCommitter<T, R>({
  flush,
  maxBatch = 256,
  lingerMs = 0,
}: GroupCommitOptions<T, R>): GroupCommitter<T, R> {
  let queue: Pending<T, R>[] = [];
  let running: Promise<void> | null = null;
  const stats = { batches: 0, items: 0, largest: 0 };

  async function run(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await flush(batch.map((p) => p.item));
        stats.batches++;
        stats.items += batch.length;
        stats.largest = Math.max(stats.largest, batch.length);
        batch.forEach((p, i) => {
          p.resolve(results[i] as R);
        });
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    }
    running = null;
  }

  function start(): Promise<void> {
    return new Promise<void>((resolve) => {
      if (lingerMs === 0) setImmediate(resolve);
      else setTimeout(resolve, lingerMs);
    }).then(run);
  }

  return {
    stats,
    write(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // When idle, start after the linger; writers arriving meanwhile or
        // during a flush ride along in the next batch.
        running ??= start();
      });
    },
    async drain() {
      while (running) await running;
    },
  };
}
