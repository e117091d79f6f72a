/**
 * Test support for the statistics service: the backends to run on (the
 * shared test databases: PGlite in memory always, PostgreSQL too when
 * TEST_DATABASE_URL is set), and a Fastify instance with only the statistics plugin and the
 * shared strict validation and JSON errors.
 */
import type { Db } from '@beckon/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { handleFrameworkError } from '../../src/errors.js';
import { installHttpEdge } from '../../src/http/edge.js';
import { type StatisticsPluginOptions, statisticsPlugin } from '../../src/plugins/statistics/index.js';
import { useZodValidation } from '../../src/zod-validation.js';
import { databases } from '../helpers/test-databases.js';

export const SITE = 'de30c1e0a1b2c';
export const OTHER_SITE = '0123456789abc';

export interface Backend {
  name: string;
  /** A migrated, empty database and how to dispose of it. */
  open(): Promise<{ db: Db; dispose(): Promise<void> }>;
}

/** The shared test databases (test-databases.ts), with the `dispose` name these tests use. */
export const backends: Backend[] = databases.map((database) => ({
  name: database.name,
  async open() {
    const { db, drop } = await database.open();
    return { db, dispose: drop };
  },
}));

export async function addSite(db: Db, site: string): Promise<void> {
  await db.query('INSERT INTO accounts (account_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    site,
    `site ${site}`,
  ]);
}

export async function buildStatsTestApp(
  db: Db,
  opts: Omit<StatisticsPluginOptions, 'db'> = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, frameworkErrors: handleFrameworkError });
  useZodValidation(app);
  installHttpEdge(app, {});
  await app.register(statisticsPlugin, { db, ...opts });
  await app.ready();
  return app;
}

export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
export const tsHeader = () => b64(String(Math.floor(Date.now() / 1000)));

/** A valid hit (or ping) form body, with overrides; `undefined` removes a field. */
export function hitForm(overrides: Record<string, string | undefined> = {}, endpoint = 'hit'): string {
  const fields: Record<string, string | undefined> = {
    wp_statistics_hit: '1',
    site: SITE,
    endpoint,
    source_type: 'post',
    source_id: '12',
    search_query: b64(''),
    referred: b64('https://www.google.com/search'),
    page_uri: b64('/treatments/implants?utm_source=x'),
    ...overrides,
  };
  const defined = Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined);
  return new URLSearchParams(defined).toString();
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Every text value in every table of the public schema, for the "nothing personal stored" checks. */
export async function allTextValues(db: Db): Promise<string[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
  );
  const values: string[] = [];
  for (const c of columns) {
    const { rows } = await db.query<{ v: string | null }>(
      `SELECT "${c.column_name}"::text AS v FROM "${c.table_name}"`,
    );
    for (const r of rows) if (r.v !== null) values.push(r.v);
  }
  return values;
}
