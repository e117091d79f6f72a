/**
 * The whole server seeded like `npm start` (demo account, pop-ups, site,
 * owner), with the islands built: used by the site's HTTP and browser tests
 * and by the site bench.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, type Db, migrate } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { seedAll } from '../../seed.js';

export const WIDGET_DIST = fileURLToPath(new URL('../../../../../packages/widget/dist/', import.meta.url));
const PAGE_WIDGETS = fileURLToPath(new URL('../../../../../packages/page-widgets/', import.meta.url));

function newest(dir: string): number {
  let m = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    m = Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return m;
}

/** Builds the islands when a source is newer than the last build, so tests never run stale browser code. */
export function ensureIslandsBuilt(): void {
  const manifest = join(PAGE_WIDGETS, 'dist/manifest.json');
  if (existsSync(manifest) && statSync(manifest).mtimeMs > newest(join(PAGE_WIDGETS, 'src'))) return;
  execFileSync(process.execPath, [join(PAGE_WIDGETS, 'build.mjs')], { stdio: 'ignore' });
}

/** The whole app on an already migrated database, seeded like a first start. */
export async function buildSiteApp(db: Db): Promise<FastifyInstance> {
  ensureIslandsBuilt();
  await seedAll(db);
  return buildApp({ db, widgetDistDir: WIDGET_DIST, logger: false });
}

export interface SiteServer {
  app: FastifyInstance;
  db: Db;
  origin: string;
  close(): Promise<void>;
}

/** A listening server on a fresh in-memory PGlite. */
export async function startSiteServer(): Promise<SiteServer> {
  const db = await connect({ dataDir: 'memory://' });
  await migrate(db);
  const app = await buildSiteApp(db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return {
    app,
    db,
    origin: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
