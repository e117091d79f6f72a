/**
 * Starts the real app in this process on an ephemeral port with a fresh
 * in-memory PGlite database, migrated and seeded like `npm start` does, so a
 * browser test can drive it and then look in the database. It serves the
 * built bundles from their default dist folders: `npm test` builds them first
 * (scripts/ensure.mjs); nothing here builds. HTTP tests take the same seeded app
 * without the port (openSeededApp), on each of their test databases, most with the
 * demo owner already signed in (openSeededAppAsOwner).
 */
import { fileURLToPath } from 'node:url';
import { connectMigratedMemory, type Db, migrate } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { seedAll } from '../../src/seed.js';
import { OwnerClient, rememberDb } from '../http/owner-helpers.js';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from './fake-stripe.js';
import type { TestDatabase } from './test-databases.js';

export const WIDGET_DIST = fileURLToPath(new URL('../../../../packages/widget/dist/', import.meta.url));

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  origin: string;
  close(): Promise<void>;
}

/** The whole app on an already migrated database, seeded like a first start (demo account, pop-ups, site, owner). */
export async function buildSeededApp(db: Db, options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  await seedAll(db);
  return buildApp({ db, widgetDistDir: WIDGET_DIST, logger: false, ...options });
}

export interface SeededApp {
  app: FastifyInstance;
  db: Db;
  /** Closes the app, then closes and removes its database. */
  close(): Promise<void>;
}

/**
 * A test file's app, not listening: a fresh database from `database`, seeded like a first start
 * and ready for `inject`. A failed start still removes the database it opened.
 */
export async function openSeededApp(
  database: TestDatabase,
  options: Partial<BuildAppOptions> = {},
): Promise<SeededApp> {
  const { db, drop } = await database.open();
  try {
    const app = await buildSeededApp(db, options);
    await app.ready();
    return {
      app,
      db,
      async close() {
        await app.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

export interface SeededAppAsOwner extends SeededApp {
  /** The demo owner (the clinic's shop and site), signed in over the owner API. */
  owner: OwnerClient;
}

/**
 * openSeededApp with the demo owner signed in, as the shop's owner-side tests start; the app's
 * database is remembered so other owners can sign up. A failed sign-in still removes the database.
 */
export async function openSeededAppAsOwner(
  database: TestDatabase,
  options: Partial<BuildAppOptions> = {},
): Promise<SeededAppAsOwner> {
  const seeded = await openSeededApp(database, options);
  try {
    rememberDb(seeded.app, seeded.db);
    const owner = new OwnerClient(seeded.app);
    const signedIn = await owner.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    if (signedIn.statusCode !== 200) throw new Error(`the demo owner's sign-in answered ${signedIn.statusCode}`);
    return { ...seeded, owner };
  } catch (error) {
    await seeded.close();
    throw error;
  }
}

export interface SeededAppWithStripe extends SeededAppAsOwner {
  /** The loopback Stripe the app's card payments talk to. */
  stripe: FakeStripe;
}

/** openSeededAppAsOwner with card payments on a loopback Stripe; `close` stops that Stripe too. */
export async function openSeededAppWithStripe(database: TestDatabase): Promise<SeededAppWithStripe> {
  const stripe = await startFakeStripe();
  try {
    const seeded = await openSeededAppAsOwner(database, {
      stripe: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: stripe.url },
    });
    return {
      ...seeded,
      stripe,
      async close() {
        await seeded.close();
        await stripe.close();
      },
    };
  } catch (error) {
    await stripe.close();
    throw error;
  }
}

/** `options` change the app's configuration (e.g. reCAPTCHA keys with a fake siteverify). */
export async function startServer(options: Partial<BuildAppOptions> = {}): Promise<RunningServer> {
  const db = await connectMigratedMemory();
  await migrate(db);
  const app = await buildSeededApp(db, options);
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
