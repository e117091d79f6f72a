/**
 * Tests: a migrated in-memory PGlite in about 1.5 s instead of about 4 s. PGlite's initdb
 * is most of its start-up, so the first test file to need one writes the migrated data
 * directory to a tarball in the temp folder, named by a hash of PGlite's version and every
 * migration, and later files (in any worker) start from that tarball.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { connect } from './connect.js';
import type { Db } from './db.js';
import { loadMigrations, migrate } from './migrate.js';

/** PGlite's version, from the package.json above its entry point (its exports do not list that file). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function snapshotPath(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const m of loadMigrations()) hash.update(`\0${m.version}\0${m.sql}`);
  return join(tmpdir(), `beckon-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

export async function connectMigratedMemory(): Promise<Db> {
  const path = snapshotPath();
  if (existsSync(path)) {
    const db = await connect({ dataDir: 'memory://', memorySnapshot: new Blob([readFileSync(path)]) });
    // Nothing to apply when the snapshot is current; it checks that it is.
    await migrate(db);
    return db;
  }
  const db = await connect({ dataDir: 'memory://' });
  await migrate(db);
  const tar = await db.dumpDataDir?.();
  if (tar) {
    // Written under a private name, then renamed: a reader never sees half a file.
    const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
    renameSync(partial, path);
  }
  return db;
}
