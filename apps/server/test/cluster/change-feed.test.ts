/**
 * The change feed on PostgreSQL (cluster/change-feed.ts): a change published
 * by one process reaches the others and not itself, and after its listening
 * connection is cut a process reconnects and drops everything it cached
 * (messages sent meanwhile are lost), then hears changes again.
 */
import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';
import { type Db, migrate } from '@beckon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChangeFeed,
  createPostgresChangeFeed,
  LISTENER_APPLICATION_NAME,
  parseMessage,
} from '../../src/cluster/change-feed.js';
import { HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { adminUrl, type FreshDatabase, freshDatabase, SKIP_REASON, waitFor } from './cluster-helpers.js';

if (!adminUrl) console.warn(`skipping change-feed.test.ts: ${SKIP_REASON}`);

const quiet = { info() {}, warn() {}, error() {} };

describe('change feed messages', () => {
  it('ignores payloads this code did not send', () => {
    expect(parseMessage('{"o":"x","t":"popups","a":"acct"}')).toEqual({ o: 'x', t: 'popups', a: 'acct' });
    for (const bad of [undefined, '', 'not json', '{"o":"x","t":"other","a":"acct"}', '{"o":1,"t":"site","a":"a"}'])
      expect(parseMessage(bad)).toBeNull();
  });
});

describe.skipIf(!adminUrl)('the change feed between two processes on PostgreSQL', () => {
  let database: FreshDatabase;
  let dbA: Db;
  let dbB: Db;
  let a: ChangeFeed;
  let b: ChangeFeed;
  const heardByA: string[] = [];
  const heardByB: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase(adminUrl as string);
    dbA = await database.open();
    dbB = await database.open();
    await migrate(dbA);
    a = await createPostgresChangeFeed({ db: dbA, databaseUrl: database.url, log: quiet, minBackoffMs: 20 });
    b = await createPostgresChangeFeed({ db: dbB, databaseUrl: database.url, log: quiet, minBackoffMs: 20 });
    a.subscribe((topic, accountId) => heardByA.push(`${topic} ${accountId}`));
    b.subscribe((topic, accountId) => heardByB.push(`${topic} ${accountId}`));
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  it('delivers a change to the other process and not back to the one that published it', async () => {
    await a.publish('popups', 'acct-1');
    await a.publish('site', 'acct-2');
    await waitFor('B to hear both changes', async () => (heardByB.length >= 2 ? true : undefined));
    expect(heardByB).toEqual(['popups acct-1', 'site acct-2']);
    // A round trip through B proves A's own messages had time to come back, and they did not.
    await b.publish('popups', 'acct-3');
    await waitFor('A to hear B', async () => (heardByA.length >= 1 ? true : undefined));
    expect(heardByA).toEqual(['popups acct-3']);
  });

  it('reconnects after its connection is cut, drops everything cached, and hears changes again', async () => {
    heardByB.length = 0;
    const { rows } = await dbA.query<{ cut: boolean }>(
      `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    expect(rows.length).toBe(2);
    await waitFor('B to reconnect and reset', async () => (heardByB.includes('* null') ? true : undefined));
    await a.publish('popups', 'acct-4');
    await waitFor('B to hear A after reconnecting', async () =>
      heardByB.includes('popups acct-4') ? true : undefined,
    );
  });
});

/**
 * A TCP relay to PostgreSQL that can go silent: its connections stay open but carry nothing more, as when a
 * peer dies without a reset (a crashed host, a dropped NAT entry). New connections are relayed again.
 */
async function freezableRelay(target: URL): Promise<{ url: string; freeze(): void; close(): Promise<void> }> {
  const open: Socket[] = [];
  const server: Server = createServer((inbound) => {
    const outbound = new NetSocket();
    outbound.connect(Number(target.port), target.hostname);
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('error', () => {});
    outbound.on('error', () => {});
    open.push(inbound, outbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(target.href);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.href,
    // Only the connections open now go silent; later ones are relayed.
    freeze() {
      for (const s of open) {
        s.unpipe();
        s.pause();
        s.removeAllListeners('data');
      }
    },
    async close() {
      for (const s of open.splice(0)) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!adminUrl)('the change feed on a connection that goes silent', () => {
  it('notices within seconds by its heartbeat, drops everything cached and hears changes again', async () => {
    const database = await freshDatabase(adminUrl as string);
    const db = await database.open();
    const relay = await freezableRelay(new URL(database.url));
    const feed = await createPostgresChangeFeed({
      db,
      databaseUrl: relay.url,
      log: quiet,
      minBackoffMs: 20,
      heartbeatMs: 200,
    });
    // Another process, whose changes the silent one must hear again once it reconnected.
    const other = await createPostgresChangeFeed({ db, databaseUrl: database.url, log: quiet });
    const heard: string[] = [];
    feed.subscribe((topic, accountId) => heard.push(`${topic} ${accountId}`));
    try {
      relay.freeze();
      await waitFor('the feed to notice the silence and reset', async () =>
        heard.includes('* null') ? true : undefined,
      );
      await other.publish('site', 'acct-5');
      await waitFor('the feed to hear changes after reconnecting', async () =>
        heard.includes('site acct-5') ? true : undefined,
      );
    } finally {
      await Promise.all([feed.close(), other.close()]);
      await relay.close();
      await db.close();
      await database.drop();
    }
  });
});
