import { describe, expect, it } from 'vitest';
import { createGroupCommitter, isRowFault, RowRejectedError } from '../src/group-commit.js';

/** A database error as pg and PGlite raise it: the SQLSTATE in `code`. */
function sqlError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** A flush that refuses, as the database would, any batch holding a row marked bad; records what it stored. */
function fakeTable(fault: (items: string[]) => Error | null) {
  const stored: string[] = [];
  const batches: string[][] = [];
  return {
    stored,
    batches,
    flush: async (items: string[]) => {
      batches.push(items);
      const err = fault(items);
      if (err) throw err;
      stored.push(...items);
      return items.map((item) => item.toUpperCase());
    },
  };
}

describe('group commit isolates the row the database refuses', () => {
  it('commits the other 50 rows of a batch and rejects the poisoned one alone', async () => {
    const table = fakeTable((items) =>
      items.includes('poison') ? sqlError('22P05', 'unsupported Unicode escape sequence') : null,
    );
    const committer = createGroupCommitter({ flush: table.flush });
    const good = Array.from({ length: 50 }, (_, i) => `lead${i}`);
    const items = [...good.slice(0, 20), 'poison', ...good.slice(20)];
    const results = await Promise.allSettled(items.map((item) => committer.write(item)));

    const byItem = new Map(items.map((item, i) => [item, results[i]]));
    for (const item of good) expect(byItem.get(item)).toEqual({ status: 'fulfilled', value: item.toUpperCase() });
    const poisoned = byItem.get('poison');
    expect(poisoned?.status).toBe('rejected');
    const reason = (poisoned as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(RowRejectedError);
    expect((reason as RowRejectedError).sqlState).toBe('22P05');
    expect(table.stored.sort()).toEqual([...good].sort());
    // Halving: a 51-row batch finds its one bad row in a few statements, not 51.
    expect(table.batches.length).toBeLessThan(20);
  });

  it('rejects every row of the batch with the database error when the failure is not a row’s fault', async () => {
    const lost = sqlError('08006', 'connection failure');
    const table = fakeTable(() => lost);
    const committer = createGroupCommitter({ flush: table.flush });
    const results = await Promise.allSettled(['a', 'b', 'c'].map((item) => committer.write(item)));
    expect(results).toEqual(['a', 'b', 'c'].map(() => ({ status: 'rejected', reason: lost })));
    expect(table.batches).toHaveLength(1);
  });

  it('rejects the whole rest of a half when the connection is lost while the halves are retried', async () => {
    let calls = 0;
    const table = fakeTable((items) => {
      calls++;
      if (items.includes('poison')) return sqlError('23514', 'check constraint');
      return calls > 1 ? sqlError('57P01', 'terminating connection') : null;
    });
    const committer = createGroupCommitter({ flush: table.flush });
    const results = await Promise.allSettled(['a', 'poison', 'b', 'c'].map((item) => committer.write(item)));
    for (const r of results) expect(r.status).toBe('rejected');
    const reasons = results.map((r) => (r as PromiseRejectedResult).reason);
    expect(reasons.filter((r) => r instanceof RowRejectedError)).toHaveLength(1);
    expect(table.stored).toEqual([]);
  });

  it('counts data exceptions and integrity violations as a row’s fault, and nothing else', () => {
    expect(isRowFault(sqlError('22021', 'invalid byte sequence'))).toBe(true);
    expect(isRowFault(sqlError('23505', 'unique violation'))).toBe(true);
    expect(isRowFault(sqlError('08006', 'connection failure'))).toBe(false);
    expect(isRowFault(sqlError('53300', 'too many connections'))).toBe(false);
    expect(isRowFault(new Error('socket hang up'))).toBe(false);
  });
});

describe('group commit refills a batch with the writers it just answered', () => {
  /** `writers` clients, each writing again as soon as its previous write was acknowledged, `rounds` times. */
  async function closedLoop(refillMs: number, writers: number, rounds: number) {
    const sizes: number[] = [];
    const committer = createGroupCommitter({
      refillMs,
      // Like a durable commit: the answer waits for a sync that leaves the event loop.
      flush: async (items: number[]) => {
        sizes.push(items.length);
        await new Promise((resolve) => setTimeout(resolve, 1));
        return items;
      },
    });
    const client = async (id: number) => {
      // One writer arrives while the first batch is being written: the straggler that split the load in two.
      if (id === 0) for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
      for (let round = 0; round < rounds; round++) {
        await committer.write(id);
        // The answer travels to the client and its next request back: a few event-loop turns.
        await new Promise((resolve) => setImmediate(resolve));
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all(Array.from({ length: writers }, (_, id) => client(id)));
    await committer.drain();
    return sizes;
  }

  it('lets a straggler and the nine writers it just answered share the next batch instead of alternating', async () => {
    // A wait long enough for a writer held up by a busy machine (50 ms can lose one in a full run); a full batch
    // ends it early, so only the last lone write waits it out.
    // Quietly that is 9, 10, 10, 10, 10, 10, 1; a busy machine may hold one writer back a batch (9, 9, …, 2).
    // Alternating would be 9, 1, 9, 1, …: twelve batches or more, every other one nearly empty.
    const sizes = await closedLoop(500, 10, 6);
    expect(sizes.reduce((sum, n) => sum + n, 0)).toBe(60);
    expect(sizes.length).toBeLessThanOrEqual(7);
    expect(sizes.slice(0, -1).every((n) => n >= 9)).toBe(true);
  });

  it('does not delay a lone writer: each write starts as soon as it arrives', async () => {
    const started = Date.now();
    const sizes = await closedLoop(1_000, 1, 20);
    expect(sizes).toEqual(Array.from({ length: 20 }, () => 1));
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('gives up waiting after refillMs when the answered writers do not come back', async () => {
    const committer = createGroupCommitter({ refillMs: 20, flush: async (items: string[]) => items });
    await Promise.all(['a', 'b', 'c'].map((item) => committer.write(item)));
    const late = committer.write('d');
    await expect(late).resolves.toBe('d');
    await committer.drain();
    expect(committer.stats).toEqual({ batches: 2, items: 4, largest: 3 });
  });
});
