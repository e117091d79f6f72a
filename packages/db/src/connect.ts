/**
 * Opens the database: embedded PGlite in a data folder by default, a real
 * PostgreSQL when a postgres:// URL is given. Both speak the same SQL with $n
 * parameters, so queries are written once (DEVELOPERS.md: one dialect).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import type { Db, Queryable } from './db.js';
import { durablePgliteOptions, type FileHooks, syncTree } from './durable-pglite.js';
import { checkIdentifiers, copySql, csvOf, jsonInsertSql, jsonRows } from './insert-rows.js';

export interface ConnectOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` for a throwaway in-memory database. */
  dataDir?: string;
  /** Tests only: observe PGlite's file writes and syncs (durable-pglite.ts). */
  fileHooks?: FileHooks;
  /** Tests only: start an in-memory PGlite from this data-directory tarball instead of a fresh initdb. */
  memorySnapshot?: Blob;
}

export async function connect(opts: ConnectOptions): Promise<Db> {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) return connectPostgres(opts.databaseUrl);
  const dataDir = opts.dataDir ?? './data';
  return dataDir.startsWith('memory://')
    ? connectPglite(null, undefined, opts.memorySnapshot)
    : connectPglite(dataDir, opts.fileHooks);
}

/**
 * PGlite in `dataDir` (null: in memory). On disk it is durable: a COMMIT
 * returns after fdatasync of the WAL (durable-pglite.ts), and the folder is
 * locked to this process (data-dir-lock.ts).
 */
async function connectPglite(dataDir: string | null, fileHooks?: FileHooks, snapshot?: Blob): Promise<Db> {
  let release = () => {};
  if (dataDir !== null) {
    mkdirSync(dataDir, { recursive: true });
    // Before loading PGlite (seconds), so a second process is refused at once.
    release = lockDataDir(dataDir);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  let pg: InstanceType<typeof PGlite>;
  // Every write answers only after its WAL is on disk; in memory there is nothing to wait for.
  let durable: () => Promise<void> = () => Promise.resolve();
  if (dataDir === null) {
    pg = await PGlite.create(snapshot ? { loadDataDir: snapshot } : undefined);
  } else {
    try {
      const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
      const { options, wal } = durablePgliteOptions(dataDir, PGlite.defaultStartParams, fileHooks);
      durable = () => wal.durable();
      // relaxedDurability stays off too: it would acknowledge before PGlite's own flush.
      pg = await PGlite.create(options);
      // initdb wrote the new cluster without syncing; postgres syncs only what it writes itself.
      if (fresh) syncTree(dataDir);
    } catch (err) {
      release();
      throw err;
    }
  }
  const wrap = (q: { query: typeof pg.query; exec: typeof pg.exec }): Queryable => ({
    query: async (sql, params) => ({ rows: (await q.query(sql, params as unknown[])).rows as never[] }),
    exec: async (sql) => {
      await q.exec(sql);
    },
    insertRows: async (table, columns, rows, then) => {
      if (rows.length === 0) return { rows: [] };
      checkIdentifiers(table, columns);
      const blob = new Blob([csvOf(rows)]);
      // A simple query, not query(): no parse/describe/bind round trips, which cost more CPU than the COPY
      // of a small batch. Several statements in one simple query run as one implicit transaction.
      const results = await q.exec(
        then === undefined ? copySql(table, columns) : `${copySql(table, columns)};\n${then}`,
        { blob },
      );
      return { rows: then === undefined ? [] : ((results.at(-1)?.rows ?? []) as Record<string, unknown>[]) };
    },
  });
  const top = wrap(pg);
  return {
    kind: 'pglite',
    query: async (sql, params) => {
      const result = await top.query(sql, params);
      await durable();
      return result as never;
    },
    exec: async (sql) => {
      await top.exec(sql);
      await durable();
    },
    insertRows: async (table, columns, rows, then) => {
      const result = await top.insertRows(table, columns, rows, then);
      await durable();
      return result;
    },
    transaction: async (fn) => {
      const result = await pg.transaction((tx) => fn(wrap(tx)));
      await durable();
      return result;
    },
    dumpDataDir: () => pg.dumpDataDir('none'),
    close: async () => {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}

async function connectPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  // jsonb and timestamptz come back as parsed values on both backends.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it on next use.
  });
  const wrap = (c: { query: Pool['query'] }): Queryable => ({
    query: async (sql, params) => ({ rows: (await c.query(sql, params as unknown[])).rows as never[] }),
    exec: async (sql) => {
      await c.query(sql);
    },
    insertRows: async (table, columns, rows, then) => {
      if (rows.length === 0) return { rows: [] };
      checkIdentifiers(table, columns);
      await c.query(jsonInsertSql(table, columns), [jsonRows(columns, rows)]);
      return { rows: then === undefined ? [] : (await c.query(then)).rows };
    },
  });
  const onPool = wrap(pool);
  const db: Db = {
    kind: 'postgres',
    ...onPool,
    // With `then`, two statements: one transaction on one client, so they commit together.
    insertRows: (table, columns, rows, then) =>
      then === undefined
        ? onPool.insertRows(table, columns, rows)
        : db.transaction((tx) => tx.insertRows(table, columns, rows, then)),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return db;
}
