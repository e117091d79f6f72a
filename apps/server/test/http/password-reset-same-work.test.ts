/**
 * The routes that mail a link to an address (the owner's and the shop customer's password reset, the
 * shop's sign-up) do the same database work whether or not the address has an account: the same number
 * of statements, and the same number of commits that wait for the WAL to reach the disk. A route that
 * looked the address up first and wrote only for a known one would answer a known address measurably
 * later (a flushed commit costs a disk sync), and a stopwatch would tell which addresses exist.
 *
 * PGlite runs on disk here, durable as in production, so its WAL syncs can be counted; on PostgreSQL
 * (TEST_DATABASE_URL) the statements are counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createThrowawayDatabase, type Db, migrate, type Queryable } from '@beckon/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createAccountWithOwner } from '../../src/plugins/owner/owner-repository.js';
import { insertCustomer } from '../../src/plugins/shop/customer-repository.js';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { seedAll } from '../../src/seed.js';
import { uniqueEmail } from './owner-helpers.js';

/** A password hash never checked here: no argon2 to compute. */
const UNCHECKED_HASH = '$argon2id$v=19$m=19456,t=2,p=1$bm90LWNoZWNrZWQ$bm90LWNoZWNrZWQ';
/** A fresh cluster on disk (initdb) and its migrations take tens of seconds on a busy 2-core machine. */
const SETUP_TIMEOUT_MS = 240_000;

/** What one request did to the database. */
interface Work {
  statements: number;
  walSyncs: number;
}
const measured = new AsyncLocalStorage<Work>();
const current = () => measured.getStore();

/** `q` counting every statement, inside transactions too, into the running measurement. */
function countingQueryable(q: Queryable): Queryable {
  const count = () => {
    const work = current();
    if (work) work.statements++;
  };
  return {
    query: (sql, params) => {
      count();
      return q.query(sql, params);
    },
    exec: (sql) => {
      count();
      return q.exec(sql);
    },
    insertRows: (table, columns, rows, then) => {
      count();
      return q.insertRows(table, columns, rows, then);
    },
  };
}

function countingDb(db: Db): Db {
  return {
    ...countingQueryable(db),
    kind: db.kind,
    transaction: (fn) => db.transaction((tx) => fn(countingQueryable(tx))),
    close: () => db.close(),
  };
}

interface Backend {
  name: string;
  /** Whether WAL syncs are counted (PGlite on disk). */
  countsSyncs: boolean;
  open(): Promise<{ db: Db; drop(): Promise<void> }>;
}

const durablePglite: Backend = {
  name: 'PGlite on disk',
  countsSyncs: true,
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'beckon-same-work-'));
    const db = await connect({
      dataDir: dir,
      fileHooks: {
        // Called on the write path of the query whose commit it syncs, so within that request's measurement.
        syncing() {
          const work = current();
          if (work) work.walSyncs++;
          return () => {};
        },
      },
    });
    await migrate(db);
    return {
      db,
      async drop() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const adminUrl = process.env.TEST_DATABASE_URL;
const backends: Backend[] = [
  durablePglite,
  ...(adminUrl
    ? [{ name: 'PostgreSQL', countsSyncs: false, open: () => createThrowawayDatabase(adminUrl, 'beckon_t') }]
    : []),
];

describe.each(backends)('mailing a link costs the same for a known and an unknown address on $name', (backend) => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  let ip = 0;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    await seedAll(db);
    app = await buildApp({ db: countingDb(db), logger: false });
    await app.ready();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  }, SETUP_TIMEOUT_MS);

  /** Each request from its own address, so the per-IP limits stay out of it. */
  const nextIp = () => {
    ip += 1;
    return `10.7.${ip >> 8}.${ip & 255}`;
  };

  async function measure(send: () => Promise<LightMyRequestResponse>): Promise<Work & { status: number }> {
    const work: Work = { statements: 0, walSyncs: 0 };
    // Awaited inside run(): inject() sends the request only once it is awaited.
    const res = await measured.run(work, async () => await send());
    return { ...work, status: res.statusCode };
  }

  const ownerReset = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/owner/password-reset',
      payload: { email },
      remoteAddress: nextIp(),
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
    });

  const shopForm = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: nextIp(),
      headers: {
        host: 'localhost',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
    });

  async function knownCustomer(): Promise<string> {
    const email = uniqueEmail('customer');
    expect(await insertCustomer(db, SITE_ACCOUNT_ID, email, UNCHECKED_HASH)).not.toBeNull();
    return email;
  }

  /** Known and unknown addresses in turn, twice each (the first of a kind may warm a cache). */
  async function compare(known: () => Promise<string>, send: (email: string) => Promise<LightMyRequestResponse>) {
    const runs: Array<{ known: Work & { status: number }; unknown: Work & { status: number } }> = [];
    for (let i = 0; i < 2; i++) {
      const email = await known();
      runs.push({ known: await measure(() => send(email)), unknown: await measure(() => send(uniqueEmail('nobody'))) });
    }
    const last = runs.at(-1);
    if (!last) throw new Error('no runs');
    return last;
  }

  it('does the same work for an owner’s reset whether or not the email has an account', async () => {
    const { known, unknown } = await compare(async () => {
      const email = uniqueEmail('owner');
      expect(await createAccountWithOwner(db, 'Known shop', email, UNCHECKED_HASH)).not.toBeNull();
      return email;
    }, ownerReset);
    expect(known.status).toBe(202);
    expect(unknown).toEqual(known);
    if (backend.countsSyncs) expect(known.walSyncs).toBeGreaterThan(0);
  });

  it('does the same work for a shop customer’s lost password whether or not the email has an account', async () => {
    const { known, unknown } = await compare(knownCustomer, (email) =>
      shopForm('/mi-cuenta/contrasena-perdida/', { user_login: email }),
    );
    expect(known.status).toBe(303);
    expect(unknown).toEqual(known);
    if (backend.countsSyncs) expect(known.walSyncs).toBeGreaterThan(0);
  });

  it('does the same work for a shop sign-up whether or not the email has an account', async () => {
    const { known, unknown } = await compare(knownCustomer, (email) => shopForm('/mi-cuenta/registrarse', { email }));
    expect(known.status).toBe(303);
    expect(unknown).toEqual(known);
    if (backend.countsSyncs) expect(known.walSyncs).toBeGreaterThan(0);
  });
});
