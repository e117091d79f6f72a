/**
 * The shop customer's lost password (/mi-cuenta/contrasena-perdida/) on PGlite and PostgreSQL,
 * driven as a browser without JavaScript: the same answer for a known and an unknown email, the
 * mailed link (outbox) working once and for 1 hour, the other sessions ended, bad input refused;
 * and WooCommerce's product search target (/?s=…&post_type=product) landing on the shop's results.
 * One password hash per database on purpose (argon2 is slow): customers and sessions are inserted
 * directly.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { insertCustomer, insertSession } from '../../src/plugins/shop/customer-repository.js';
import { newSessionToken, sessionIdOf } from '../../src/plugins/shop/customer-session.js';
import { createCustomerReset } from '../../src/plugins/shop/password-reset-repository.js';
import { seedShop } from '../../src/plugins/shop/seed-shop.js';
import { seedSite } from '../../src/plugins/site/seed-site.js';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { seedDemo } from '../../src/seed.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { ShopVisitor } from './shop-helpers.js';

const PAGE = '/mi-cuenta/contrasena-perdida/';
/** The customers' old password hash: never checked here (the reset replaces it), so no hashing. */
const OLD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$bm90LWNoZWNrZWQ$bm90LWNoZWNrZWQ';
const NEW_PASSWORD = 'piel-nueva-2027';

let seq = 0;
const newEmail = (name: string) => `${name}-${Date.now().toString(36)}-${++seq}@example.es`;

describe.each(databases)('the shop customer’s lost password on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await database.open());
    // The shop and the site, without the demo owner (one password hash fewer).
    await seedDemo(db);
    await seedSite(db);
    await seedShop(db);
    app = await buildApp({ db, logger: false });
    await app.ready();
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  /** A customer stored directly (no sign-up form, no password hash to compute). */
  async function customer(name: string) {
    const email = newEmail(name);
    const customerId = await insertCustomer(db, SITE_ACCOUNT_ID, email, OLD_HASH);
    if (customerId === null) throw new Error('customer not inserted');
    return { email, customerId };
  }

  const mailsTo = async (to: string) =>
    (
      await db.query<{ kind: string; subject: string; body_text: string; account_id: string }>(
        'SELECT kind, subject, body_text, account_id FROM mail_outbox WHERE to_address = $1 ORDER BY mail_id',
        [to],
      )
    ).rows;
  const outboxSize = async () =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM mail_outbox')).rows[0]?.n);

  /** The key of the newest reset link mailed to `email`. */
  async function keyMailedTo(email: string): Promise<string> {
    const mail = (await mailsTo(email)).findLast((m) => m.kind === 'shop-password-reset');
    const key = mail?.body_text.match(/\/mi-cuenta\/contrasena-perdida\/\?clave=([A-Za-z0-9_-]{43})/)?.[1];
    if (!key) throw new Error(`no reset link was mailed to ${email}`);
    return key;
  }

  const ask = (email: string, visitor = new ShopVisitor(app)) => visitor.post(PAGE, { user_login: email });
  const telling = (r: LightMyRequestResponse) => {
    const { date: _date, ...headers } = r.headers;
    return { status: r.statusCode, headers, body: r.body, cookies: r.cookies };
  };

  it('links the sign-in form to the lost-password form, which asks for the email in Spanish', async () => {
    const signIn = await new ShopVisitor(app).get('/mi-cuenta/');
    expect(signIn.body).toContain(`<a href="${PAGE}">¿Ha olvidado su contraseña?</a>`);
    const page = await new ShopVisitor(app).get(PAGE);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Contraseña perdida</h1>');
    expect(page.body).toContain('name="user_login"');
    expect(page.body).toContain('>Restablecer contraseña</button>');
  });

  it('titles the page the sign-up and reset links open «Establecer contraseña» (WooCommerce’s «Set password»)', async () => {
    const email = newEmail('nueva-alta');
    expect((await new ShopVisitor(app).post('/mi-cuenta/registrarse', { email })).statusCode).toBe(303);
    const signUp = (await mailsTo(email)).find((m) => m.kind === 'shop-sign-up');
    const signUpKey = signUp?.body_text.match(/\?clave=([A-Za-z0-9_-]{43})/)?.[1];
    const { email: known } = await customer('titulo');
    await ask(known);
    for (const key of [signUpKey, await keyMailedTo(known)]) {
      const page = await new ShopVisitor(app).get(`${PAGE}?clave=${key}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<title>Establecer contraseña – /);
      expect(page.body).toContain('<h1>Establecer contraseña</h1>');
      expect(page.body).not.toContain('Contraseña perdida');
    }
  });

  it('answers a known and an unknown email identically, and mails a link only to the known one', async () => {
    const { email } = await customer('conocida');
    const unknown = newEmail('desconocida');
    const known = await ask(email.toUpperCase());
    const other = await ask(unknown);
    expect(telling(other)).toEqual(telling(known));
    expect(known.statusCode).toBe(303);
    expect(known.headers.location).toBe(`${PAGE}?aviso=enviado`);
    const sent = await new ShopVisitor(app).get(String(known.headers.location));
    expect(sent.body).toContain('Se ha enviado el correo electrónico para restablecer la contraseña.');

    expect(await mailsTo(unknown)).toEqual([]);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['shop-password-reset']);
    expect(mails[0]?.subject).toContain('restablecimiento de contraseña');
    expect(mails[0]?.body_text).toContain('http://localhost/mi-cuenta/contrasena-perdida/?clave=');
    // The shop's owners see the mail in their outbox, its link's key masked (shop-account-mails-shown.test.ts).
    expect(mails[0]?.account_id).toBe(SITE_ACCOUNT_ID);
  });

  it('sets a new password through the link once, and signs the customer out everywhere', async () => {
    const { email, customerId } = await customer('restablece');
    // Signed in elsewhere (the session stored directly, sparing a password check).
    const elsewhere = new ShopVisitor(app);
    const token = newSessionToken();
    await insertSession(db, SITE_ACCOUNT_ID, sessionIdOf(token), customerId, new Date(Date.now() + 86_400_000));
    elsewhere.cookies.set('beckon_customer', token);
    expect((await elsewhere.get('/mi-cuenta/')).body).toContain('Cerrar sesión');

    await ask(email);
    const key = await keyMailedTo(email);
    const browser = new ShopVisitor(app);
    const form = await browser.get(`${PAGE}?clave=${key}`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`name="clave" value="${key}"`);
    expect(form.body).toContain('Nueva contraseña');

    const saved = await browser.post(`${PAGE}nueva`, {
      clave: key,
      password_1: NEW_PASSWORD,
      password_2: NEW_PASSWORD,
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/mi-cuenta/?aviso=contrasena');
    expect((await browser.get('/mi-cuenta/?aviso=contrasena')).body).toContain(
      'Su contraseña se ha restablecido correctamente.',
    );
    // The session signed in before the reset is over.
    const after = await elsewhere.get('/mi-cuenta/');
    expect(after.body).not.toContain('Cerrar sesión');
    expect(after.body).toContain('>Acceder</button>');

    const signIn = await new ShopVisitor(app).post('/mi-cuenta/acceder', { username: email, password: NEW_PASSWORD });
    expect(signIn.statusCode).toBe(303);
    expect(signIn.headers.location).toBe('/mi-cuenta/');

    const again = await new ShopVisitor(app).post(`${PAGE}nueva`, {
      clave: key,
      password_1: 'tercera-clave-1',
      password_2: 'tercera-clave-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('no es válido, ya se ha usado o ha caducado');
    expect((await new ShopVisitor(app).get(`${PAGE}?clave=${key}`)).statusCode).toBe(400);
  });

  it('refuses a link older than 1 hour with a Spanish message, in a page and in JSON', async () => {
    const { customerId } = await customer('caducada');
    const key = await createCustomerReset(db, SITE_ACCOUNT_ID, customerId, Date.now() - 3600_000 - 1000);
    const page = await new ShopVisitor(app).get(`${PAGE}?clave=${key}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(
      'Este enlace para restablecer la contraseña no es válido, ya se ha usado o ha caducado. Solicite uno nuevo abajo.',
    );
    expect(page.body).toContain('name="user_login"');
    const json = await new ShopVisitor(app).post(
      `${PAGE}nueva`,
      { clave: key, password_1: NEW_PASSWORD, password_2: NEW_PASSWORD },
      { accept: 'application/json' },
    );
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ statusCode: 400, code: 'BK_ERR_RESET_LINK_INVALID' });
    expect(json.json().message).toContain('ha caducado');
  });

  it('refuses bad, huge and NUL input with a 4xx and stores nothing', async () => {
    const { email } = await customer('mala');
    const before = await outboxSize();
    const visitor = new ShopVisitor(app);
    const cases: [Record<string, string>, number][] = [
      [{ user_login: 'a'.repeat(255) }, 400],
      [{ user_login: `${email}\u0000` }, 400],
      [{ user_login: 'no-es-un-correo' }, 422],
      [{ user_login: '' }, 422],
      [{ user_login: email, sobra: 'x' }, 400],
    ];
    for (const [body, status] of cases) {
      const r = await visitor.post(PAGE, body, { accept: 'application/json' });
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      expect(Object.keys(r.json())).toEqual(expect.arrayContaining(['statusCode', 'code', 'error', 'message']));
    }
    const html = await visitor.post(PAGE, { user_login: 'no-es-un-correo' });
    expect(html.statusCode).toBe(422);
    expect(html.body).toContain('Introduzca una dirección de correo electrónico válida.');
    expect(await outboxSize()).toBe(before);

    await ask(email);
    const key = await keyMailedTo(email);
    const bad: [Record<string, string>, number][] = [
      [{ clave: 'corta', password_1: NEW_PASSWORD, password_2: NEW_PASSWORD }, 400],
      [{ clave: key, password_1: `${NEW_PASSWORD}\u0000`, password_2: `${NEW_PASSWORD}\u0000` }, 400],
      [{ clave: key, password_1: 'x'.repeat(129), password_2: 'x'.repeat(129) }, 400],
      [{ clave: key, password_1: 'corta', password_2: 'corta' }, 422],
      [{ clave: key, password_1: NEW_PASSWORD, password_2: 'otra-distinta' }, 422],
    ];
    for (const [body, status] of bad) {
      const r = await visitor.post(`${PAGE}nueva`, body, { accept: 'application/json' });
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect((await app.inject({ method: 'GET', url: `${PAGE}?clave=${'a'.repeat(500)}` })).statusCode).toBe(400);
    const mismatch = await visitor.post(`${PAGE}nueva`, { clave: key, password_1: NEW_PASSWORD, password_2: 'otra' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body).toContain('Las nuevas contraseñas no coinciden.');
    // A refused form leaves the link unspent.
    expect((await visitor.get(`${PAGE}?clave=${key}`)).statusCode).toBe(200);
  });

  it('limits the reset mails one email can be sent, telling a browser in Spanish how long to wait', async () => {
    const email = newEmail('inundada');
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 6; i++) answers.push(await ask(email));
    expect(answers.map((r) => r.statusCode)).toEqual([303, 303, 303, 303, 303, 429]);
    // The form posted without JavaScript gets the form page again, not the JSON error body.
    const page = answers[5] as LightMyRequestResponse;
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const wait = Number(page.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // The limit's window is a clock hour, so near its end the wait is under a minute, said in the singular.
    const minutes = Math.max(1, Math.ceil(wait / 60));
    expect(page.body).toContain(
      `Ha pedido demasiados correos para restablecer la contraseña. Inténtelo de nuevo dentro de ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
    );
    expect(page.body).toContain('name="user_login"');
    // A script keeps the JSON answer.
    const script = await new ShopVisitor(app).post(PAGE, { user_login: email }, { accept: 'application/json' });
    expect(script.statusCode).toBe(429);
    expect(script.headers['retry-after']).toBeDefined();
    expect(script.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });

  it('sends the product search form (/?s=…&post_type=product) to the shop’s results', async () => {
    const r = await app.inject({ method: 'GET', url: '/?s=%C3%A1cido+s%C3%A9rum&post_type=product' });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/tienda/?s=%C3%A1cido+s%C3%A9rum');
    const landed = await app.inject({ method: 'GET', url: '/?s=acido&post_type=product' });
    expect(landed.headers.location).toBe('/tienda/?s=acido');
    const results = await new ShopVisitor(app).get(String(landed.headers.location));
    expect(results.body).toContain('Resultados de búsqueda: «acido»');
    expect(results.body).toMatch(/class="product-card"/);
    // WordPress's own search (no post_type) lands there too, since the results list posts as well; no words, no search.
    const plain = await app.inject({ method: 'GET', url: '/?s=acido' });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/tienda/?s=acido');
    expect((await app.inject({ method: 'GET', url: '/?s=' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/?post_type=product' })).headers.location).toBe('/tienda/');
  });
});
