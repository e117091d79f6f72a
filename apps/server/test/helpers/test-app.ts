/**
 * Starts the app on a fresh database for one test file: migrated, demo data
 * seeded, the Db wrapped so tests can count the queries a route makes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
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
  close(): Promise<void>;
}

/** The counter of the queriesIn() call whose work is running, if any. */
const measured = new AsyncLocalStorage<{ count: number }>();

/**
 * Runs `steps` and returns how many queries, execs and transactions went through a countingDb in them and in
 * whatever they set off (a request's handler, a writer's flush). The app's own timers (the lead-delivery poll
 * every 500 ms, the page-view rollup) started with the app, outside `steps`, so they are not counted however
 * long a loaded machine makes the steps take.
 */
export async function queriesIn(steps: () => Promise<void>): Promise<number> {
  const counter = { count: 0 };
  await measured.run(counter, steps);
  return counter.count;
}

/** `db` counting into queriesIn()'s counter. */
export function countingDb(db: Db): Db {
  const count = () => {
    const counter = measured.getStore();
    if (counter) counter.count++;
  };
  return {
    kind: db.kind,
    query: (sql, params) => {
      // The once-a-second sync of shared rate-limit counts (limits/) is not a query per request.
      if (!sql.includes('rate_limit_counts')) count();
      return db.query(sql, params);
    },
    exec: (sql) => {
      count();
      return db.exec(sql);
    },
    insertRows: (table, columns, rows, then) => {
      count();
      return db.insertRows(table, columns, rows, then);
    },
    transaction: (fn) => {
      count();
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
  const app = await buildApp({
    db: countingDb(db),
    logger: false,
    widgetDistDir: opts.widgetDistDir ?? '/nonexistent-widget-dist',
    ...(opts.rateLimits ? { rateLimits: opts.rateLimits } : {}),
  });
  await app.ready();
  return {
    app,
    db,
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

/**
 * The view token the display answer would carry for this pop-up and viewer (plugins/display/view-proof.ts):
 * what a view report or a prize draw must send back to count. For tests whose subject is what follows a
 * real visitor's display request, not the request itself.
 */
export function servedToken(app: FastifyInstance, clientId: string, poptinId: string, viewerId: string): string {
  return app.display.viewProof.issue(clientId, poptinId, viewerId);
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
