/**
 * Starts the app on a fresh database for one test file: migrated, demo data
 * seeded, the Db wrapped so tests can count the queries a route makes.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { RateLimitOverrides } from '../../src/limits/index.js';
import { seedDemo } from '../../src/seed.js';
import type { TestDatabase } from './test-databases.js';

export interface TestApp {
  app: FastifyInstance;
  /** The real database (queries through it are not counted). */
  db: Db;
  /** Queries, execs and transactions the app has made through its Db. */
  queries: { count: number };
  close(): Promise<void>;
}

export function countingDb(db: Db, queries: { count: number }): Db {
  return {
    kind: db.kind,
    query: (sql, params) => {
      // The once-a-second sync of shared rate-limit counts (limits/) is not a query per request.
      if (!sql.includes('rate_limit_counts')) queries.count++;
      return db.query(sql, params);
    },
    exec: (sql) => {
      queries.count++;
      return db.exec(sql);
    },
    insertRows: (table, columns, rows, then) => {
      queries.count++;
      return db.insertRows(table, columns, rows, then);
    },
    transaction: (fn) => {
      queries.count++;
      return db.transaction(fn);
    },
    close: () => db.close(),
  };
}

export async function startTestApp(
  database: TestDatabase,
  opts: { widgetDistDir?: string; rateLimits?: RateLimitOverrides } = {},
): Promise<TestApp> {
  const { db, drop } = await database.open();
  await seedDemo(db);
  const queries = { count: 0 };
  const app = await buildApp({
    db: countingDb(db, queries),
    logger: false,
    widgetDistDir: opts.widgetDistDir ?? '/nonexistent-widget-dist',
    ...(opts.rateLimits ? { rateLimits: opts.rateLimits } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    queries,
    async close() {
      await app.close();
      await drop();
    },
  };
}

export async function countRows(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

/** POSTs a JSON (or any raw string) body. */
export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const options: InjectOptions = {
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  };
  return app.inject(options);
}

/** POSTs an application/x-www-form-urlencoded body; array values repeat the key. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return app.inject({
    method: 'POST',
    url,
    payload: params.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** Asserts the service's error shape and returns the body. */
export function errorBody(res: LightMyRequestResponse): {
  statusCode: number;
  code: string;
  error: string;
  message: string;
} {
  return res.json();
}
