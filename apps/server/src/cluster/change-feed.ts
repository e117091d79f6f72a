/**
 * Tells every server process that an owner changed something they cache:
 * pop-ups (display cache), site pages (render cache) and Wix-style site
 * connections (the display answer's cart reads).
 * The process that saved invalidates its own cache at once, then publishes;
 * the others hear it and invalidate theirs, well within the 2 s promise.
 *
 * On PostgreSQL it is LISTEN/NOTIFY: NOTIFY goes through the pool after the
 * save committed, and one dedicated connection per process listens. If that
 * connection drops, it reconnects with backoff and then reports a reset
 * (topic '*'): notifications sent meanwhile are lost, so everything cached is
 * dropped. A connection that goes silent without closing (a dead peer, a
 * dropped NAT entry) is found by a heartbeat query, not after TCP's two hours. On PGlite there is one process, so the local feed does nothing
 * beyond the saver's own invalidation.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@beckon/db';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * popups: an account's pop-ups; site: its pages or theme; sites: which host serves which site; wix: its
 * Wix-style site connection.
 */
type ChangeTopic = 'popups' | 'site' | 'sites' | 'wix';
const TOPICS: ReadonlySet<string> = new Set<ChangeTopic>(['popups', 'site', 'sites', 'wix']);

/** `topic` '*' with `accountId` null: anything may have changed (after a reconnect). */
type ChangeListener = (topic: ChangeTopic | '*', accountId: string | null) => void;

export interface ChangeFeed {
  /** Tells the other processes; call after the change committed and the local cache was invalidated. */
  publish(topic: ChangeTopic, accountId: string): Promise<void>;
  /** Changes made by other processes; returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

const CHANGE_CHANNEL = 'beckon_changes';
/** application_name of the listening connection (tests find its backend with it). */
export const LISTENER_APPLICATION_NAME = 'beckon-change-feed';

/** One process: the saver's own invalidation is all there is to do. */
export function createLocalChangeFeed(): ChangeFeed {
  return {
    publish: async () => {},
    subscribe: () => () => {},
    close: async () => {},
  };
}

interface Message {
  o: string;
  t: ChangeTopic;
  a: string;
}

/** The message, or null for anything this code did not send. */
export function parseMessage(payload: string | undefined): Message | null {
  if (!payload) return null;
  try {
    const m = JSON.parse(payload) as Partial<Message>;
    if (typeof m.o !== 'string' || typeof m.a !== 'string' || !TOPICS.has(m.t as string)) return null;
    return { o: m.o, t: m.t as ChangeTopic, a: m.a };
  } catch {
    return null;
  }
}

export interface PostgresChangeFeedOptions {
  db: Db;
  databaseUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often the listening connection is checked; one check unanswered for this long counts as lost. */
  heartbeatMs?: number;
}

/** Ends a client without waiting for a peer that may never answer. */
function abandon(c: pg.Client): void {
  c.removeAllListeners('error');
  c.on('error', () => {});
  (c as unknown as { connection?: { stream?: { destroy?(): void } } }).connection?.stream?.destroy?.();
  c.end().catch(() => {});
}

/** Listens on a dedicated connection; resolves once the first LISTEN is in place. */
export async function createPostgresChangeFeed(opts: PostgresChangeFeedOptions): Promise<ChangeFeed> {
  const origin = randomUUID();
  const listeners = new Set<ChangeListener>();
  const minBackoff = opts.minBackoffMs ?? 100;
  const maxBackoff = opts.maxBackoffMs ?? 10_000;
  const heartbeatMs = opts.heartbeatMs ?? 5_000;
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let backoff = minBackoff;

  function emit(topic: ChangeTopic | '*', accountId: string | null): void {
    for (const listener of listeners) {
      try {
        listener(topic, accountId);
      } catch (err) {
        opts.log.error({ err }, 'a change listener failed');
      }
    }
  }

  async function listen(): Promise<void> {
    // keepAlive: a connection cut without a reset (a dead peer) is noticed by TCP instead of never.
    const c = new pg.Client({
      connectionString: opts.databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    c.on('notification', (msg) => {
      const m = parseMessage(msg.payload);
      if (m && m.o !== origin) emit(m.t, m.a);
    });
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    const lost = (err?: Error) => {
      clearInterval(heartbeat);
      if (client !== c) return;
      client = null;
      abandon(c);
      if (closed) return;
      opts.log.warn({ err }, 'change feed connection lost; reconnecting');
      scheduleReconnect();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      c.on('error', () => {});
      await c.end().catch(() => {});
      throw err;
    }
    client = c;
    let waiting = false;
    heartbeat = setInterval(() => {
      if (waiting) {
        lost(new Error(`no answer to the change feed's heartbeat in ${heartbeatMs} ms`));
        return;
      }
      waiting = true;
      c.query('SELECT 1').then(
        () => {
          waiting = false;
        },
        (err: Error) => lost(err),
      );
    }, heartbeatMs);
    heartbeat.unref();
  }

  function scheduleReconnect(): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(async () => {
      if (closed) return;
      try {
        await listen();
        backoff = minBackoff;
        opts.log.info('change feed reconnected; dropping every cached configuration');
        // Whatever was announced while we were away is lost: assume everything changed.
        emit('*', null);
      } catch (err) {
        backoff = Math.min(backoff * 2, maxBackoff);
        opts.log.warn({ err, retryInMs: backoff }, 'change feed reconnect failed');
        scheduleReconnect();
      }
    }, backoff);
    retryTimer.unref();
  }

  await listen();

  return {
    async publish(topic, accountId) {
      const payload = JSON.stringify({ o: origin, t: topic, a: accountId } satisfies Message);
      await opts.db.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = client;
      client = null;
      listeners.clear();
      if (c) abandon(c);
    },
  };
}
