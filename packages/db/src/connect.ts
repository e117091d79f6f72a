/**
 * Opens the database: embedded PGlite in a data folder by default, a real
 * PostgreSQL when a postgres:// URL is given. Both speak the same SQL with $n
 * parameters, so queries are written once (DEVELOPERS.md: one dialect).
 */
import { mkdirSync } from 'node:fs';
import type { Pool } from 'pg';
import type { Db, Queryable } from './db.js';
import { checkIdentifiers, copySql, csvOf, jsonInsertSql, jsonRows } from './insert-rows.js';

export interface ConnectOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` for a throwaway in-memory database. */
  dataDir?: string;
}

export async function connect(opts: ConnectOptions): Promise<Db> {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) return connectPostgres(opts.databaseUrl);
  return connectPglite(opts.dataDir ?? './data');
}

async function connectPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // relaxedDurability stays off: an acknowledged lead must survive a crash.
  const pg = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir);
  const wrap = (q: { query: typeof pg.query; exec: typeof pg.exec }): Queryable => ({
    query: async (sql, params) => ({ rows: (await q.query(sql, params as unknown[])).rows as never[] }),
    exec: async (sql) => {
      await q.exec(sql);
    },
    insertRows: async (table, columns, rows) => {
      if (rows.length === 0) return;
      checkIdentifiers(table, columns);
      await q.query(copySql(table, columns), [], { blob: new Blob([csvOf(rows)]) });
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
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
    insertRows: async (table, columns, rows) => {
      if (rows.length === 0) return;
      checkIdentifiers(table, columns);
      await c.query(jsonInsertSql(table, columns), [jsonRows(columns, rows)]);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
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
}
