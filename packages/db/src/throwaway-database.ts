/**
 * A fresh, migrated PostgreSQL database for one test file or bench run: created on a server we may
 * CREATE DATABASE on (`adminUrl`), under a random name with the given prefix, and dropped by `drop()`
 * (FORCE: a pool a failed run left open must not keep it alive).
 */
import { randomBytes } from 'node:crypto';
import { connect } from './connect.js';
import type { Db } from './db.js';
import { migrate } from './migrate.js';

export async function createThrowawayDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ db: Db; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = await connect({ databaseUrl: adminUrl });
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await connect({ databaseUrl: url.toString() });
  await migrate(db);
  return {
    db,
    async drop() {
      await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
