/**
 * The databases every HTTP test runs against: always PGlite in memory, plus
 * PostgreSQL when TEST_DATABASE_URL names a server we may CREATE DATABASE on
 * (each test file then gets its own fresh `beckon_t_<random>` database,
 * dropped afterwards). Use with `describe.each(databases)`.
 */
import { randomBytes } from 'node:crypto';
import { connect, connectMigratedMemory, type Db, migrate } from '@beckon/db';

export interface TestDatabase {
  name: string;
  /** Opens a fresh, migrated database; `drop()` closes and removes it. */
  open(): Promise<{ db: Db; drop(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: 'PGlite',
  async open() {
    const db = await connectMigratedMemory();
    return { db, drop: () => db.close() };
  },
};

function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'PostgreSQL',
    async open() {
      const name = `beckon_t_${randomBytes(6).toString('hex')}`;
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
    },
  };
}

const adminUrl = process.env.TEST_DATABASE_URL;
export const databases: TestDatabase[] = adminUrl ? [pglite, postgres(adminUrl)] : [pglite];

/** Starting PGlite and migrating can take seconds when test files run in parallel on a small machine. */
export const HOOK_TIMEOUT_MS = 60_000;
