/**
 * On PGlite an acknowledged write is on disk
 * before the answer. PostgreSQL's own WAL protocol does it once PGlite syncs
 * for real (durable-pglite.ts): fsync on, one WAL sync per commit, and a
 * simulated power cut (power-cut.ts) keeps every acknowledged row.
 * On PostgreSQL our connections keep synchronous_commit on.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/connect.js';
import type { Db } from '../src/db.js';
import { writeCommitRecord } from '../src/index.js';
import { powerCutShadow } from './power-cut.js';

// A fresh cluster on disk (initdb) takes 10–40 s on a busy 2-core machine; every test copies this one.
const SETUP_TIMEOUT_MS = 180_000;
const TEST_TIMEOUT_MS = 120_000;

const work = mkdtempSync(join(tmpdir(), 'beckon-durable-'));
const template = join(work, 'template');
let copies = 0;

function copyOfTemplate(): string {
  const dir = join(work, `copy-${copies++}`);
  cpSync(template, dir, { recursive: true });
  return dir;
}

beforeAll(async () => {
  const db = await connect({ dataDir: template });
  await db.exec('CREATE TABLE acked (k text PRIMARY KEY, n integer NOT NULL)');
  await db.close();
}, SETUP_TIMEOUT_MS);

afterAll(() => rmSync(work, { recursive: true, force: true }), SETUP_TIMEOUT_MS);

const isWal = (path: string) => path.includes('pg_wal/');

describe('PGlite on disk', () => {
  // The first two tests share one database: opening a copy costs seconds.
  let db: Db;
  let walSyncs = 0;
  const inlineWalSyncs: string[] = [];
  beforeAll(async () => {
    db = await connect({
      dataDir: copyOfTemplate(),
      fileHooks: {
        sync(path) {
          if (!isWal(path)) return;
          walSyncs++;
          inlineWalSyncs.push(path);
        },
        syncing(path) {
          if (isWal(path)) walSyncs++;
          return () => {};
        },
      },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => db.close());

  it('runs PostgreSQL with fsync on, syncing the WAL with fsync()', async () => {
    expect((await db.query<{ fsync: string }>('SHOW fsync')).rows[0]?.fsync).toBe('on');
    const { rows } = await db.query<{ wal_sync_method: string }>('SHOW wal_sync_method');
    expect(rows[0]?.wal_sync_method).toBe('fsync');
  });

  it('syncs the WAL once per commit, whether the commit holds one row or a batch of 200', async () => {
    walSyncs = 0;
    for (let i = 0; i < 20; i++) await db.query('INSERT INTO acked VALUES ($1, $2)', [`single-${i}`, i]);
    expect(walSyncs).toBe(20);
    walSyncs = 0;
    const batch = Array.from({ length: 200 }, (_, i) => [`batch-${i}`, i]);
    await db.transaction((tx) => tx.insertRows('acked', ['k', 'n'], batch));
    expect(walSyncs).toBe(1);
    walSyncs = 0;
    await db.query('SELECT count(*) FROM acked');
    expect(walSyncs).toBe(0); // reads cost no sync
  });

  it('syncs the WAL of a transaction that writes only a commit record, as of one that writes a row', async () => {
    walSyncs = 0;
    for (let i = 0; i < 5; i++) await db.transaction((tx) => writeCommitRecord(tx));
    expect(walSyncs).toBe(5);
  });

  it('syncs a commit’s WAL in the thread pool, never holding the event loop, and answers only after it', async () => {
    inlineWalSyncs.length = 0;
    let synced = 0;
    const writes = Array.from({ length: 10 }, (_, i) =>
      db.query('INSERT INTO acked VALUES ($1, $2)', [`pool-${i}`, i]).then(() => synced++),
    );
    // The loop turns while the syncs are under way: a timer set now fires before the last write answers.
    let ticked = false;
    setImmediate(() => {
      ticked = true;
    });
    await Promise.all(writes);
    expect(synced).toBe(10);
    expect(ticked).toBe(true);
    expect(inlineWalSyncs).toEqual([]);
  });

  it(
    'keeps every acknowledged row when the power is cut and unsynced writes are lost',
    async () => {
      const dir = copyOfTemplate();
      const shadow = join(work, 'after-the-cut');
      const cut = powerCutShadow(dir, shadow);
      const db = await connect({ dataDir: dir, fileHooks: cut.hooks });
      const acked: string[] = [];
      // 20 concurrent writers, single-row commits and COPY batches, as the server's writers do, and
      // checkpoints among them: pg_control must never reach the disk ahead of the WAL it points into.
      const writer = async (w: number) => {
        for (let i = 0; i < 15; i++) {
          if (w === 0 && i % 5 === 4) await db.exec('CHECKPOINT');
          const k = `w${w}-${i}`;
          if (i % 3 === 0) {
            const rows = [0, 1, 2].map((j) => [`${k}-${j}`, j]);
            await db.transaction((tx) => tx.insertRows('acked', ['k', 'n'], rows));
            acked.push(...rows.map((r) => String(r[0])));
          } else {
            await db.query('INSERT INTO acked VALUES ($1, $2)', [k, i]);
            acked.push(k);
          }
        }
      };
      await Promise.all(Array.from({ length: 20 }, (_, w) => writer(w)));
      // The cut: this database is never touched or closed again; the shadow is what the disk kept.
      void db;
      expect(acked.length).toBe(20 * (10 + 5 * 3));

      const after: Db = await connect({ dataDir: shadow });
      try {
        const { rows } = await after.query<{ k: string }>('SELECT k FROM acked');
        const stored = new Set(rows.map((r) => r.k));
        const lost = acked.filter((k) => !stored.has(k));
        expect(lost).toEqual([]);
      } finally {
        await after.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});

describe('a checkpoint on PGlite', () => {
  it(
    'puts the WAL on disk before pg_control: cut the power the moment pg_control is synced and the database opens with every row',
    async () => {
      const dir = copyOfTemplate();
      const cut = powerCutShadow(dir, join(work, 'checkpoint-shadow'));
      const atControl = join(work, 'cut-at-pg-control');
      let armed = false;
      let cuts = 0;
      const hooks = {
        ...cut.hooks,
        sync(path: string) {
          cut.hooks.sync?.(path);
          if (armed && path.endsWith('pg_control') && cuts++ === 0) cut.cutNow(atControl);
        },
      };
      const db = await connect({ dataDir: dir, fileHooks: hooks });
      const acked: string[] = [];
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          db.query('INSERT INTO acked VALUES ($1, $2)', [`c${i}`, i]).then(() => acked.push(`c${i}`)),
        ),
      );
      // Writes still arriving while the checkpoint runs, their WAL syncs in the thread pool.
      const late = Array.from({ length: 20 }, (_, i) => db.query('INSERT INTO acked VALUES ($1, $2)', [`late${i}`, i]));
      armed = true;
      await db.exec('CHECKPOINT');
      await Promise.all(late);
      expect(cuts).toBeGreaterThan(0);

      const after = await connect({ dataDir: atControl });
      try {
        const { rows } = await after.query<{ k: string }>('SELECT k FROM acked');
        const stored = new Set(rows.map((r) => r.k));
        expect(acked.filter((k) => !stored.has(k))).toEqual([]);
      } finally {
        await after.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});

const pgUrl = process.env.TEST_DATABASE_URL;
describe.runIf(pgUrl)('PostgreSQL', () => {
  it('keeps synchronous_commit on for the connections it opens', async () => {
    const db = await connect({ databaseUrl: pgUrl });
    try {
      // Several at once, so more than one pooled connection answers.
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          db.transaction((tx) => tx.query<{ synchronous_commit: string }>('SHOW synchronous_commit')),
        ),
      );
      expect(answers.map((a) => a.rows[0]?.synchronous_commit)).toEqual(Array(5).fill('on'));
    } finally {
      await db.close();
    }
  });
});
