/**
 * Group commit: concurrent writers enqueue items; whatever accumulates while
 * one batch is being written goes into the next, as one statement in one
 * transaction. Each writer's promise settles only after its batch committed,
 * so an acknowledgement always means "on disk" (the RudderStack contract in
 * shared/research/reliability.md §1.1), yet commits are amortised.
 *
 * This is the one batched writer of every append path (leads, views, closes,
 * A/B assignments, hits, pings, events), and it isolates a bad row: when the
 * database refuses a batch for a row's own fault (SQLSTATE class 22 data
 * exception or 23 integrity violation), the batch is written again in halves
 * until the refused row stands alone; that row's writer gets a
 * RowRejectedError (a 4xx for the route) and every other row commits. Any
 * other failure (connection lost, disk full) fails the whole batch,
 * a 503 the client retries. A failed flush must have stored nothing (one
 * statement or one transaction), so writing its halves again is safe.
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
   * makes every flush end before the next request is read and batches never
   * grow past one row.
   */
  lingerMs?: number;
  /**
   * After a batch, how long (ms) at most to wait for the writers just
   * answered to come back before starting the next batch; the wait ends as
   * soon as the queue holds those writers plus the ones already waiting, so a
   * lone writer is never delayed, and drain() ends it at once.
   * Why: under steady load the writers split into two cohorts that alternate
   * (one waits while the other's batch is written), so each batch carried
   * half of them and paid PGlite's fixed cost per commit twice as often.
   * 0 turns it off.
   */
  refillMs?: number;
}

export interface GroupCommitter<T, R> {
  write(item: T): Promise<R>;
  /** Resolves when everything enqueued so far has been written. */
  drain(): Promise<void>;
  /** Batches written so far (for tests and benchmarks). */
  readonly stats: { batches: number; items: number; largest: number };
}

/** The row's own fault: the database refused its data, and sending it again can never succeed. */
export class RowRejectedError extends Error {
  /** The database's SQLSTATE, e.g. 22P05 (unsupported Unicode escape) or 23514 (check violation). */
  readonly sqlState: string;
  constructor(readonly dbError: Error & { code: string }) {
    super(`the database refused this row: ${dbError.message}`);
    this.name = 'RowRejectedError';
    this.sqlState = dbError.code;
  }
}

/**
 * SQLSTATE class 22 (data exception: bad encoding, NUL, out-of-range value)
 * and 23 (integrity constraint violation) describe the data, not the
 * connection or the server, so only these are retried row by row.
 */
export function isRowFault(err: unknown): err is Error & { code: string } {
  const code = (err as { code?: unknown } | null)?.code;
  return err instanceof Error && typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
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
  refillMs = 0,
}: GroupCommitOptions<T, R>): GroupCommitter<T, R> {
  let queue: Pending<T, R>[] = [];
  let running: Promise<void> | null = null;
  /** While refilling: the queue length that ends the wait early, and the wait's resolver. */
  let refill: { target: number; done: () => void } | null = null;
  const stats = { batches: 0, items: 0, largest: 0 };

  /** Writes `batch`; on a row's fault, its halves one after the other, down to the refused row alone. */
  async function write(batch: Pending<T, R>[]): Promise<void> {
    let results: R[];
    try {
      results = await flush(batch.map((p) => p.item));
    } catch (err) {
      if (!isRowFault(err)) {
        for (const p of batch) p.reject(err);
      } else if (batch.length === 1) {
        batch[0]?.reject(new RowRejectedError(err));
      } else {
        const half = Math.ceil(batch.length / 2);
        await write(batch.slice(0, half));
        await write(batch.slice(half));
      }
      return;
    }
    stats.batches++;
    stats.items += batch.length;
    stats.largest = Math.max(stats.largest, batch.length);
    batch.forEach((p, i) => {
      p.resolve(results[i] as R);
    });
  }

  /** Waits up to refillMs for the queue to reach `target` writers. */
  function refilled(target: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        refill = null;
        resolve();
      }, refillMs);
      refill = {
        target,
        done: () => {
          clearTimeout(timer);
          refill = null;
          resolve();
        },
      };
    });
  }

  async function run(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await write(batch);
      if (refillMs > 0 && queue.length < maxBatch) {
        await refilled(Math.min(maxBatch, queue.length + batch.length));
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
        if (refill && queue.length >= refill.target) refill.done();
        // When idle, start after the linger; writers arriving meanwhile or
        // during a flush ride along in the next batch.
        running ??= start();
      });
    },
    async drain() {
      // Nobody waits for stragglers at shutdown: end a refill at once.
      refill?.done();
      while (running) await running;
    },
  };
}
