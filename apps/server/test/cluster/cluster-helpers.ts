/**
 * Support for the several-processes tests: a fresh database on the
 * PostgreSQL cluster TEST_DATABASE_URL names, server processes started on it
 * exactly as `npm start` does (helpers/server-process.ts), and polling that
 * awaits a condition instead of sleeping.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Db } from '@beckon/db';
import { type ServerProcess, spawnServer } from '../helpers/server-process.js';

export const adminUrl = process.env.TEST_DATABASE_URL;
/** Why these tests are skipped without PostgreSQL (PGlite is one process by design). */
export const SKIP_REASON =
  'several-processes tests need PostgreSQL: set TEST_DATABASE_URL to a server where CREATE DATABASE is allowed';

export interface FreshDatabase {
  url: string;
  /** A pool of its own, for the test to look at the data. */
  open(): Promise<Db>;
  drop(): Promise<void>;
}

/** An empty database (not migrated: the servers do that) on TEST_DATABASE_URL's cluster. */
export async function freshDatabase(admin: string): Promise<FreshDatabase> {
  const name = `beckon_cluster_${randomBytes(6).toString('hex')}`;
  const a = await connect({ databaseUrl: admin });
  await a.exec(`CREATE DATABASE ${name}`);
  await a.close();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const opened: Db[] = [];
  return {
    url: url.toString(),
    async open() {
      const db = await connect({ databaseUrl: url.toString() });
      opened.push(db);
      return db;
    },
    async drop() {
      await Promise.all(opened.map((db) => db.close().catch(() => {})));
      const b = await connect({ databaseUrl: admin });
      await b.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await b.close();
    },
  };
}

/** Starts `count` server processes on one database at the same time, each on its own random port. */
export async function startProcesses(databaseUrl: string, count: number): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => spawnServer({ DATABASE_URL: databaseUrl })),
  );
  const processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopProcesses(processes);
    throw failed.reason;
  }
  return processes;
}

export async function stopProcesses(processes: ServerProcess[]): Promise<void> {
  await Promise.all(
    processes.map(async (p) => {
      if (p.child.exitCode === null) p.child.kill('SIGTERM');
      await p.exited;
    }),
  );
}

/** Polls `probe` until it returns a value other than undefined; throws after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A signed-in owner talking to one process over HTTP, cookie and CSRF token kept like the dashboard does. */
export class HttpOwner {
  private cookie = '';
  private csrf = '';

  constructor(readonly origin: string) {}

  async signIn(email: string, password: string): Promise<void> {
    const res = await fetch(`${this.origin}/api/owner/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    this.csrf = ((await res.json()) as { csrf_token: string }).csrf_token;
    this.cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  }

  async send(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${this.origin}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        'x-csrf-token': this.csrf,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }
}
