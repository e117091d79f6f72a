/**
 * The backends a db test runs on: PGlite in memory always, and PostgreSQL in a database of its own
 * (named `{prefix}_{random}`, dropped after) when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { connect } from '../src/connect.js';
import type { Db } from '../src/db.js';

export interface Backend {
  name: string;
  open(): Promise<{ db: Db; dispose(): Promise<void> }>;
}

export function testBackends(prefix: string): Backend[] {
  const backends: Backend[] = [
    {
      name: 'PGlite',
      async open() {
        const db = await connect({ dataDir: 'memory://' });
        return { db, dispose: () => db.close() };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    backends.push({
      name: 'PostgreSQL',
      async open() {
        const name = `${prefix}_${randomBytes(6).toString('hex')}`;
        const admin = await connect({ databaseUrl: url });
        await admin.exec(`CREATE DATABASE ${name}`);
        const target = new URL(url);
        target.pathname = `/${name}`;
        const db = await connect({ databaseUrl: target.toString() });
        return {
          db,
          async dispose() {
            await db.close();
            await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await admin.close();
          },
        };
      },
    });
  }
  return backends;
}
