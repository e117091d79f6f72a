/**
 * A customer's sign-up and lost-password mails on PGlite and PostgreSQL: the shop's owners see each
 * in their outbox (a local install without SMTP_URL shows the customer was mailed) with the link's key
 * masked, while the customer's mailbox (a real SMTP server on loopback) gets the link that works; and a
 * new customer is signed in once they choose their password, while one who reset theirs signs in again.
 */
import type { Db } from '@beckon/db';
import type { MailOutboxAnswer } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { waitFor } from '../helpers/webhook-receiver.js';
import { OwnerClient } from './owner-helpers.js';
import { ShopVisitor } from './shop-helpers.js';

const PASSWORD = 'piel-sana-2026';
const KEY = /\/mi-cuenta\/contrasena-perdida\/\?clave=([A-Za-z0-9_-]{43})/;
let seq = 0;
const newEmail = (name: string) => `${name}-${Date.now().toString(36)}-${++seq}@example.es`;

describe.each(databases)('a customer’s account mails on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let inbox: SmtpInbox;
  let owner: OwnerClient;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ({ app, db, close, owner } = await openSeededAppAsOwner(database, { smtpUrl: inbox.url }));
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await close?.();
    await inbox?.close();
  });

  const ownerSees = async (to: string) => {
    const res = await owner.send('GET', '/api/owner/mails');
    expect(res.statusCode).toBe(200);
    return (res.json() as MailOutboxAnswer).mails.filter((m) => m.to === to);
  };
  const delivered = async (to: string, subject: string) => {
    await waitFor(`the mail to ${to}`, () => inbox.mails.some((m) => m.to.includes(to) && m.subject === subject));
    return inbox.mails.filter((m) => m.to.includes(to) && m.subject === subject).at(-1)?.text ?? '';
  };

  it('shows the owner the sign-up mail with its key masked, and delivers the working link to the customer', async () => {
    const email = newEmail('alta');
    const visitor = new ShopVisitor(app);
    await visitor.get('/mi-cuenta/');
    expect((await visitor.post('/mi-cuenta/registrarse', { email })).statusCode).toBe(303);

    const text = await delivered(email, 'Complete su registro en Clínica Dermatológica Alba');
    const key = KEY.exec(text)?.[1];
    expect(key).toBeDefined();
    const shown = await ownerSees(email);
    expect(shown.map((m) => [m.kind, m.subject])).toEqual([
      ['shop-sign-up', 'Complete su registro en Clínica Dermatológica Alba'],
    ]);
    expect(shown[0]?.text).toContain('Gracias por registrarse en Clínica Dermatológica Alba.');
    expect(shown[0]?.text).toContain('/mi-cuenta/contrasena-perdida/?clave=[clave oculta: solo la recibe el cliente]');
    expect(shown[0]?.text).not.toContain(key);
    expect(JSON.stringify(shown)).not.toMatch(KEY);

    // The link works for the customer: their first password signs them in at once.
    expect((await visitor.get(`/mi-cuenta/contrasena-perdida/?clave=${key}`)).statusCode).toBe(200);
    const set = await visitor.post('/mi-cuenta/contrasena-perdida/nueva', {
      clave: key ?? '',
      password_1: PASSWORD,
      password_2: PASSWORD,
    });
    expect(set.statusCode).toBe(303);
    expect(set.headers.location).toBe('/mi-cuenta/?aviso=alta');
    expect(set.cookies.find((c) => c.name === 'beckon_customer')).toMatchObject({ httpOnly: true, path: '/' });
    const home = await visitor.get('/mi-cuenta/?aviso=alta');
    expect(home.body).toContain('Su contraseña se ha guardado y su cuenta está lista.');
    expect(home.body).toContain('Cerrar sesión');
    expect(home.body).not.toContain('>Registrarse</button>');
  });

  it('shows the owner the lost-password mail masked; a reset is not signed in but signs in with the new password', async () => {
    const email = newEmail('olvido');
    await new ShopVisitor(app).signUp(db, email, PASSWORD);
    const visitor = new ShopVisitor(app);
    await visitor.get('/mi-cuenta/contrasena-perdida/');
    expect((await visitor.post('/mi-cuenta/contrasena-perdida/', { user_login: email })).statusCode).toBe(303);

    const subject = 'Solicitud de restablecimiento de contraseña en Clínica Dermatológica Alba';
    const key = KEY.exec(await delivered(email, subject))?.[1] ?? '';
    const shown = (await ownerSees(email)).filter((m) => m.kind === 'shop-password-reset');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.text).toContain('[clave oculta: solo la recibe el cliente]');
    expect(shown[0]?.text).not.toContain(key);

    await visitor.get(`/mi-cuenta/contrasena-perdida/?clave=${key}`);
    const next = 'otra-piel-2027';
    const set = await visitor.post('/mi-cuenta/contrasena-perdida/nueva', {
      clave: key,
      password_1: next,
      password_2: next,
    });
    expect(set.headers.location).toBe('/mi-cuenta/?aviso=contrasena');
    expect(set.cookies.find((c) => c.name === 'beckon_customer' && c.value !== '')).toBeUndefined();
    expect((await visitor.get('/mi-cuenta/')).body).toContain('>Acceder</button>');
    expect((await visitor.post('/mi-cuenta/acceder', { username: email, password: next })).statusCode).toBe(303);
  });

  it('shows another account’s owner none of these mails', async () => {
    const email = newEmail('ajena');
    const visitor = new ShopVisitor(app);
    await visitor.get('/mi-cuenta/');
    await visitor.post('/mi-cuenta/registrarse', { email });
    const stored = await db.query<{ account_id: string; shown_text: string | null }>(
      'SELECT account_id, shown_text FROM mail_outbox WHERE to_address = $1',
      [email],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.shown_text).not.toMatch(KEY);
    const other = new OwnerClient(app);
    expect((await other.signUp(newEmail('otra-cuenta'))).statusCode).toBe(201);
    const theirs = (await other.send('GET', '/api/owner/mails')).json() as MailOutboxAnswer;
    expect(theirs.mails.filter((m) => m.to === email)).toEqual([]);
  });
});
