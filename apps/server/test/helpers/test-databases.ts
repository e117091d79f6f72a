/**
 * The databases every HTTP test runs against: always PGlite in memory, plus
 * PostgreSQL when TEST_DATABASE_URL names a server we may CREATE DATABASE on
 * (each test file then gets its own fresh `beckon_t_<random>` database,
 * dropped afterwards). Use with `describe.each(databases)`.
 */
import { connectMigratedMemory, createThrowawayDatabase, type Db } from '@beckon/db';

export interface TestDatabase {
  name: string;
  /** Opens a fresh, migrated database; `drop()` closes and removes it. */
  open(): Promise<{ db: Db; drop(): Promise<void> }>;
}

/** PGlite in memory alone, for a file whose subject does not depend on the database. */
export const pglite: TestDatabase = {
  name: 'PGlite',
  async open() {
    const db = await connectMigratedMemory();
    return { db, drop: () => db.close() };
  },
};

function postgres(adminUrl: string): TestDatabase {
  return { name: 'PostgreSQL', open: () => createThrowawayDatabase(adminUrl, 'beckon_t') };
}

const adminUrl = process.env.TEST_DATABASE_URL;
export const databases: TestDatabase[] = adminUrl ? [pglite, postgres(adminUrl)] : [pglite];

/** Starting PGlite and migrating can take seconds when test files run in parallel on a small machine. */
export const HOOK_TIMEOUT_MS = 60_000;
