/**
 * Test harness for the owner API: the real app (buildApp, demo data seeded),
 * and a tiny cookie-keeping client
 * that signs up or in and sends the CSRF token like the dashboard does.
 */
import type { Db, Queryable } from '@beckon/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { SignInLimits } from '../../src/auth/index.js';
import { type ProviderBaseUrls, seedDemoOwner } from '../../src/plugins/owner/index.js';
import type { LeadDeliveryOptions } from '../../src/plugins/owner/lead-delivery.js';
import { seedDemo } from '../../src/seed.js';
import { HOOK_TIMEOUT_MS, type TestDatabase } from '../helpers/test-databases.js';

export interface OwnerTestApp {
  app: FastifyInstance;
  db: Db;
  /** Account ids passed to onPopupsChanged, in order. */
  changed: string[];
  close(): Promise<void>;
}

export async function startOwnerApp(
  database: TestDatabase,
  opts: {
    signInLimits?: SignInLimits;
    leadDelivery?: Partial<LeadDeliveryOptions>;
    smtpUrl?: string;
    dnsServers?: string[];
    publicUrl?: string;
    secretsKey?: Buffer;
    integrationBaseUrls?: ProviderBaseUrls;
  } = {},
): Promise<OwnerTestApp> {
  const { db, drop } = await database.open();
  await seedDemo(db);
  await seedDemoOwner(db);
  const changed: string[] = [];
  const app = await buildApp({
    db,
    logger: false,
    widgetDistDir: '/nonexistent-widget-dist',
    dashboardDistDir: '/nonexistent-dashboard-dist',
    onPopupsChanged: (accountId) => changed.push(accountId),
    ...(opts.signInLimits ? { signInLimits: opts.signInLimits } : {}),
    ...(opts.leadDelivery ? { leadDelivery: opts.leadDelivery } : {}),
    ...(opts.smtpUrl ? { smtpUrl: opts.smtpUrl } : {}),
    ...(opts.dnsServers ? { dnsServers: opts.dnsServers } : {}),
    ...(opts.publicUrl ? { publicUrl: opts.publicUrl } : {}),
    ...(opts.secretsKey ? { secretsKey: opts.secretsKey } : {}),
    ...(opts.integrationBaseUrls ? { integrationBaseUrls: opts.integrationBaseUrls } : {}),
  });
  await app.ready();
  rememberDb(app, db);
  return {
    app,
    db,
    changed,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * An owner app with a newly signed-up owner, signed in as after opening the confirmation mail: the start of
 * every test file that works on one fresh account. The app is closed again if the sign-up throws.
 */
export async function startSignedUpOwner(
  database: TestDatabase,
  emailPrefix?: string,
): Promise<{ t: OwnerTestApp; owner: OwnerClient }> {
  const t = await startOwnerApp(database);
  try {
    const owner = new OwnerClient(t.app);
    await owner.signUp(uniqueEmail(emailPrefix));
    return { t, owner };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** The owner app and signed-up owner a test file shares; read them inside tests and hooks, once they are set. */
export interface SignedUpOwner {
  readonly app: FastifyInstance;
  readonly db: Db;
  /** Account ids passed to onPopupsChanged, in order. */
  readonly changed: string[];
  readonly owner: OwnerClient;
}

/** Registers the file's beforeAll and afterAll around startSignedUpOwner and answers what they hold. */
export function useSignedUpOwner(database: TestDatabase): SignedUpOwner {
  let started: { t: OwnerTestApp; owner: OwnerClient } | undefined;
  const get = () => {
    if (!started) throw new Error('the owner app is not started yet');
    return started;
  };
  beforeAll(async () => {
    started = await startSignedUpOwner(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(() => started?.t.close(), HOOK_TIMEOUT_MS);
  return {
    get app() {
      return get().t.app;
    },
    get db() {
      return get().t.db;
    },
    get changed() {
      return get().t.changed;
    },
    get owner() {
      return get().owner;
    },
  };
}

const appDatabases = new WeakMap<FastifyInstance, Queryable>();

/** Tells OwnerClient.signUp where `app` keeps its outbox (startOwnerApp does it for its apps). */
export function rememberDb(app: FastifyInstance, db: Queryable): void {
  appDatabases.set(app, db);
}

function dbOf(app: FastifyInstance): Queryable {
  const db = appDatabases.get(app);
  if (!db) throw new Error('signUp reads the confirmation link from the outbox: call rememberDb(app, db) first');
  return db;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class OwnerClient {
  cookie = '';
  csrf = '';
  accountId = '';

  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress = '127.0.0.1',
  ) {}

  /** Keeps the session cookie a response sets (or clears). */
  private keepCookie(res: LightMyRequestResponse): void {
    const set = res.cookies.find((c) => c.name === 'beckon_session');
    if (set) this.cookie = set.value ? `beckon_session=${set.value}` : '';
  }

  async send(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    this.keepCookie(res);
    return res;
  }

  /**
   * Signs up and opens the confirmation link from the outbox, as the owner would from the mail;
   * answers the confirmation (201 with the session), or the sign-up's refusal.
   */
  async signUp(
    email: string,
    password = 'correct horse battery',
    accountName = 'Test shop',
  ): Promise<LightMyRequestResponse> {
    const res = await this.send('POST', '/api/owner/sign-up', { email, password, account_name: accountName });
    if (res.statusCode !== 202) return res;
    const token = await confirmationToken(dbOf(this.app), email.toLowerCase());
    const confirmed = await this.send('POST', '/api/owner/confirm', { token });
    if (confirmed.statusCode === 201) this.adopt(confirmed);
    return confirmed;
  }

  async signIn(email: string, password: string): Promise<LightMyRequestResponse> {
    const res = await this.send('POST', '/api/owner/sign-in', { email, password });
    if (res.statusCode === 200) this.adopt(res);
    return res;
  }

  private adopt(res: LightMyRequestResponse): void {
    const body = res.json() as { csrf_token: string; account: { account_id: string } };
    this.csrf = body.csrf_token;
    this.accountId = body.account.account_id;
  }
}

export interface OutboxMail {
  kind: string;
  subject: string;
  body_text: string;
  sent_at: string | null;
}

/** The mails the outbox holds for `to`, oldest first. */
export async function outboxFor(db: Queryable, to: string): Promise<OutboxMail[]> {
  const { rows } = await db.query<OutboxMail>(
    'SELECT kind, subject, body_text, sent_at FROM mail_outbox WHERE to_address = $1 ORDER BY mail_id',
    [to],
  );
  return rows;
}

/** The token of the newest confirmation link mailed to `email`. */
export async function confirmationToken(db: Queryable, email: string): Promise<string> {
  const link = (await outboxFor(db, email)).findLast((m) => m.kind === 'sign-up-confirm');
  const token = link?.body_text.match(/\/admin\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
  return token;
}

let counter = 0;
/** A unique email per call, so files and tests never collide. */
export function uniqueEmail(prefix = 'owner'): string {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${counter}@shop.example`;
}

/** A valid pop-up save: a lightbox with an email field and a 3-second timer. */
export function lightboxInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Spring newsletter',
    poptin_type: 'lightbox',
    poptin_format: 1,
    d_f_r: 'all@display_everytime_everypage',
    triggers: { display_after_sec_active: 3 },
    targeting: {},
    design: {
      screens: {
        main: [{ kind: 'heading', text: 'Join us' }, { kind: 'form' }],
        thank_you: [{ kind: 'heading', text: 'Thanks!' }],
      },
      fields: [
        {
          id: 'email',
          type: 'email',
          name: 'poptinDesignInputTextFieldEmail',
          label: 'Email',
          required: true,
        },
      ],
    },
    ...overrides,
  };
}
