/**
 * My account (/mi-cuenta/) on PGlite and PostgreSQL, driven as a browser
 * without JavaScript drives it: sign-up, sign-in and sign-out forms, the
 * customer's orders, account details and addresses, the cart merged on sign-in,
 * the checkout's sign-in (§7 call 8), the throttle, CSRF, and one customer
 * never reaching another's order.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSeededApp } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { BILLING, keyMailedTo, ShopVisitor } from './shop-helpers.js';

const SERUM_15 = '104';
const SERUM_30 = '105';
const SUNSCREEN = '106';
const LIP_BALM = '113';
const PASSWORD = 'piel-sana-2026';

let seq = 0;
const newEmail = (name: string) => `${name}-${Date.now().toString(36)}-${++seq}@example.es`;

describe.each(databases)('My account on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openSeededApp(database, {
      signInLimits: {
        perAccountAndIp: 3,
        perAccountAndIpUnderAttack: 1,
        perIp: 1000,
        perAccount: 100,
        windowMs: 60_000,
      },
    }));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  /** A visitor who signed up through the mailed link and signed in. */
  async function customer(name = 'cliente', remoteAddress = '127.0.0.1') {
    const visitor = new ShopVisitor(app, remoteAddress);
    const email = newEmail(name);
    await visitor.signUp(db, email, PASSWORD);
    return { visitor, email };
  }

  const mailsTo = async (to: string) =>
    (
      await db.query<{ kind: string; subject: string; body_text: string }>(
        'SELECT kind, subject, body_text FROM mail_outbox WHERE to_address = $1 ORDER BY mail_id',
        [to],
      )
    ).rows;
  /** Everything a sign-up answer could tell apart, but its date. */
  const telling = (r: LightMyRequestResponse) => {
    const { date: _date, ...headers } = r.headers;
    return { status: r.statusCode, headers, body: r.body, cookies: r.cookies };
  };

  const cartLines = async (visitor: ShopVisitor) => {
    const page = (await visitor.get('/carrito/')).body;
    return [...page.matchAll(/name="cantidad-(\d+)"[^>]*value="(\d+)"|value="(\d+)"[^>]*name="cantidad-(\d+)"/g)]
      .map((m) => `${m[1] ?? m[4]}×${m[2] ?? m[3]}`)
      .sort();
  };

  describe('signing up, in and out', () => {
    it('shows the sign-in and sign-up forms in Spanish to a visitor', async () => {
      const r = await new ShopVisitor(app).get('/mi-cuenta/');
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<h1>Mi cuenta</h1>');
      expect(r.body).toContain('Nombre de usuario o correo electrónico');
      expect(r.body).toContain('Recuérdame');
      expect(r.body).toContain('>Acceder</button>');
      expect(r.body).toContain('>Registrarse</button>');
      expect(r.headers['set-cookie']).toBeUndefined();
      // Two forms on one page: every label must point at its own field.
      const ids = [...r.body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length).toBeGreaterThan(3);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('answers a known and a new email alike, mailing one a reset link and the other a sign-up link', async () => {
      const { email: known } = await customer('conocida');
      const fresh = newEmail('nueva');
      const before = await db.query('SELECT 1 FROM mail_outbox');
      const a = await new ShopVisitor(app).post('/mi-cuenta/registrarse', { email: known });
      const b = await new ShopVisitor(app).post('/mi-cuenta/registrarse', { email: ` ${fresh.toUpperCase()} ` });
      expect(a.statusCode).toBe(303);
      expect(a.headers.location).toBe('/mi-cuenta/?aviso=registro');
      expect(a.headers['set-cookie']).toBeUndefined();
      expect(telling(b)).toEqual(telling(a));
      expect((await db.query('SELECT 1 FROM mail_outbox')).rows.length).toBe(before.rows.length + 2);
      const knownMail = (await mailsTo(known)).at(-1);
      expect(knownMail).toMatchObject({
        kind: 'shop-sign-up-existing',
        subject: 'Ya tiene una cuenta en Clínica Dermatológica Alba',
      });
      expect(knownMail?.body_text).toContain('esta dirección ya tiene una cuenta');
      expect(knownMail?.body_text).toMatch(/\/mi-cuenta\/contrasena-perdida\/\?clave=[A-Za-z0-9_-]{43}/);
      const freshMails = await mailsTo(fresh);
      expect(freshMails.map((m) => m.kind)).toEqual(['shop-sign-up']);
      expect(freshMails[0]?.body_text).toContain('Para completar el registro');
      // Nothing was hashed for either: the new customer has no password until they choose one.
      const stored = await db.query<{ password_hash: string | null }>(
        'SELECT password_hash FROM shop_customers WHERE email = $1',
        [fresh],
      );
      expect(stored.rows).toEqual([{ password_hash: null }]);
      const page = await new ShopVisitor(app).get('/mi-cuenta/?aviso=registro');
      expect(page.body).toContain('Le hemos enviado un correo electrónico para completar el registro.');
    });

    it('sets a new customer’s password once from the mailed link, then signs them in with it', async () => {
      const visitor = new ShopVisitor(app);
      const email = newEmail('enlace');
      await visitor.post('/mi-cuenta/registrarse', { email });
      // A customer without a password cannot sign in with any.
      const early = await new ShopVisitor(app).post('/mi-cuenta/acceder', { username: email, password: PASSWORD });
      expect(early.statusCode).toBe(401);
      const clave = await keyMailedTo(db, email, 'shop-sign-up');
      expect((await visitor.get(`/mi-cuenta/contrasena-perdida/?clave=${clave}`)).body).toContain('password_1');
      const choice = { clave, password_1: PASSWORD, password_2: PASSWORD };
      const set = await visitor.post('/mi-cuenta/contrasena-perdida/nueva', choice);
      expect(set.statusCode).toBe(303);
      expect(set.headers.location).toBe('/mi-cuenta/?aviso=alta');
      expect((await visitor.get('/mi-cuenta/?aviso=alta')).body).toContain('su cuenta está lista');
      const again = await new ShopVisitor(app).post('/mi-cuenta/contrasena-perdida/nueva', {
        ...choice,
        password_1: 'otra-clave-2028',
        password_2: 'otra-clave-2028',
      });
      expect(again.statusCode).toBe(400);
      const stored = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM shop_customers WHERE email = $1',
        [email],
      );
      expect(stored.rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      const signedIn = await visitor.post('/mi-cuenta/acceder', { username: email, password: PASSWORD });
      expect(signedIn.statusCode).toBe(303);
      expect(signedIn.cookies.find((c) => c.name === 'beckon_customer')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      const home = await visitor.get('/mi-cuenta/');
      expect(home.body).toContain('Escritorio');
      expect(home.body).toContain('Cerrar sesión');
    });

    it('limits the mails one address is sent by sign-ups and resets together, saying how long to wait', async () => {
      const email = newEmail('inundada');
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await new ShopVisitor(app).post('/mi-cuenta/registrarse', { email })).statusCode);
      const reset = new ShopVisitor(app);
      codes.push((await reset.post('/mi-cuenta/contrasena-perdida/', { user_login: email })).statusCode);
      const over = await new ShopVisitor(app).post('/mi-cuenta/registrarse', { email });
      expect([...codes, over.statusCode]).toEqual([303, 303, 303, 303, 303, 429]);
      expect(over.headers['retry-after']).toBeDefined();
      expect(over.body).toContain('Demasiados intentos. Inténtelo de nuevo dentro de');
      expect(over.body).toContain(`value="${email}"`);
      expect((await mailsTo(email)).length).toBe(5);
    });

    it('refuses a bad email beside the field, storing and mailing nothing', async () => {
      const visitor = new ShopVisitor(app);
      const count = async () =>
        Number(
          (
            await db.query<{ n: string }>(
              'SELECT (SELECT count(*) FROM shop_customers) + (SELECT count(*) FROM mail_outbox) AS n',
            )
          ).rows[0]?.n,
        );
      const before = await count();
      const bad = await visitor.post('/mi-cuenta/registrarse', { email: 'no-es-un-correo' });
      expect(bad.statusCode).toBe(422);
      expect(bad.body).toContain('Introduzca una dirección de correo electrónico válida.');
      expect(bad.body).toContain('value="no-es-un-correo"');
      const json = await new ShopVisitor(app).post(
        '/mi-cuenta/registrarse',
        { email: 'x' },
        { accept: 'application/json' },
      );
      expect(json.json()).toMatchObject({ statusCode: 422, code: 'BK_ERR_SIGN_UP_INVALID' });
      // The old form's password field is refused, not ignored.
      const old = await visitor.post('/mi-cuenta/registrarse', { email: newEmail('vieja'), password: PASSWORD });
      expect(old.statusCode).toBe(400);
      expect(await count()).toBe(before);
    });

    it('signs in with the right password only, and signs out', async () => {
      const { email } = await customer('acceso');
      const visitor = new ShopVisitor(app);
      await visitor.get('/mi-cuenta/');
      const wrong = await visitor.post('/mi-cuenta/acceder', { username: email, password: 'otra-contraseña' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('Error: La dirección de correo electrónico o la contraseña no son correctas.');
      expect(wrong.headers['set-cookie']).toBeUndefined();
      const right = await visitor.post('/mi-cuenta/acceder', { username: email, password: PASSWORD });
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe('/mi-cuenta/');
      // The script-readable flag the cached pages' pop-up logged_in rule reads; it names no one.
      expect(right.cookies.find((c) => c.name === 'bk_logged_in_customer')).toMatchObject({ value: '1', path: '/' });
      expect(right.cookies.find((c) => c.name === 'bk_logged_in_customer')?.httpOnly).toBeFalsy();
      expect((await visitor.get('/mi-cuenta/')).body).toContain('Hola <strong>acceso-');
      const out = await visitor.post('/mi-cuenta/cerrar-sesion', {});
      expect(out.statusCode).toBe(303);
      expect(visitor.cookies.has('beckon_customer')).toBe(false);
      expect(visitor.cookies.has('bk_logged_in_customer')).toBe(false);
      expect((await visitor.get('/mi-cuenta/')).body).toContain('>Acceder</button>');
      expect((await visitor.get('/mi-cuenta/pedidos/')).statusCode).toBe(303);
    });

    it('throttles guessing one customer’s password from one address, and says how long to wait', async () => {
      const { email } = await customer('objetivo');
      const guesser = new ShopVisitor(app, '203.0.113.9');
      // The windows are fixed one-minute windows: hold the clock one second into one, so the guesses never straddle two.
      const now = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: now - (now % 60_000) + 1000 });
      try {
        for (let i = 0; i < 3; i++)
          expect(
            (await guesser.post('/mi-cuenta/acceder', { username: email, password: `mala-${i}-xx` })).statusCode,
          ).toBe(401);
        const blocked = await guesser.post('/mi-cuenta/acceder', { username: email, password: PASSWORD });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.headers['retry-after']).toBe('59');
        expect(blocked.body).toContain('Demasiados intentos de acceso. Inténtelo de nuevo dentro de 1 minuto.');
      } finally {
        vi.useRealTimers();
      }
      // The customer, from their own address, still signs in.
      const own = new ShopVisitor(app, '198.51.100.20');
      expect((await own.post('/mi-cuenta/acceder', { username: email, password: PASSWORD })).statusCode).toBe(303);
    });
  });

  describe('orders, account and addresses', () => {
    it('fills the checkout for a signed-in customer and lists the order in My account', async () => {
      const { visitor, email } = await customer('compradora');
      await visitor.add(SERUM_15, '2');
      const checkout = await visitor.get('/finalizar-compra/');
      expect(checkout.body).toContain(`value="${email}"`);
      expect(checkout.body).not.toContain('¿Ya es cliente?');
      const number = await visitor.checkout({ ...BILLING, email });
      const orders = await visitor.get('/mi-cuenta/pedidos/');
      expect(orders.body).toContain(`n.º ${number}`);
      expect(orders.body).toContain('En espera');
      expect(orders.body).toContain('49,80\u00a0€ por 2 artículos');
      const view = await visitor.get(`/mi-cuenta/ver-pedido/${number}/`);
      expect(view.statusCode).toBe(200);
      expect(view.body).toContain(`El pedido n.º <mark>${number}</mark> se realizó el`);
      expect(view.body).toContain('Sérum antioxidante de vitamina C – 15 ml × 2');
      // The billing address is kept for the next checkout.
      expect((await visitor.get('/mi-cuenta/editar-direccion/')).body).toContain('Calle de Alcalá 100, 3.º B');
      await visitor.add(LIP_BALM);
      expect((await visitor.get('/finalizar-compra/')).body).toContain('value="28009"');
    });

    it('never shows one customer another’s order, nor a guest’s order', async () => {
      const owner = await customer('propietaria');
      await owner.visitor.add(SUNSCREEN);
      const number = await owner.visitor.checkout({ ...BILLING, email: owner.email });
      const other = await customer('otra');
      const peek = await other.visitor.get(`/mi-cuenta/ver-pedido/${number}/`);
      expect(peek.statusCode).toBe(404);
      expect(peek.body).not.toContain('Calle de Alcalá');
      expect((await other.visitor.get('/mi-cuenta/pedidos/')).body).toContain('Todavía no se ha hecho ningún pedido.');
      const guest = new ShopVisitor(app);
      await guest.add(LIP_BALM);
      const guestOrder = await guest.checkout({ ...BILLING, email: other.email });
      expect((await other.visitor.get(`/mi-cuenta/ver-pedido/${guestOrder}/`)).statusCode).toBe(404);
    });

    it('edits the account details and the password, checking the current one', async () => {
      const { visitor, email } = await customer('detalles');
      const form = { nombre: 'Marta', apellidos: 'Ruiz', nombre_visible: 'Marta R.', email };
      const wrong = await visitor.post('/mi-cuenta/editar-cuenta/', {
        ...form,
        password_actual: 'no-es-esta',
        password_1: 'nueva-clave-2026',
        password_2: 'nueva-clave-2026',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body).toContain('Su contraseña actual no es correcta.');
      const mismatch = await visitor.post('/mi-cuenta/editar-cuenta/', {
        ...form,
        password_actual: PASSWORD,
        password_1: 'nueva-clave-2026',
        password_2: 'otra-clave-2026',
      });
      expect(mismatch.body).toContain('Las nuevas contraseñas no coinciden.');
      const saved = await visitor.post('/mi-cuenta/editar-cuenta/', {
        ...form,
        password_actual: PASSWORD,
        password_1: 'nueva-clave-2026',
        password_2: 'nueva-clave-2026',
      });
      expect(saved.statusCode).toBe(303);
      const page = await visitor.get('/mi-cuenta/editar-cuenta/?aviso=cuenta');
      expect(page.body).toContain('Detalles de la cuenta modificados correctamente.');
      expect(page.body).toContain('value="Marta R."');
      expect((await visitor.get('/mi-cuenta/')).body).toContain('Hola <strong>Marta R.</strong>');
      const again = new ShopVisitor(app, '198.51.100.30');
      expect((await again.post('/mi-cuenta/acceder', { username: email, password: PASSWORD })).statusCode).toBe(401);
      expect(
        (await again.post('/mi-cuenta/acceder', { username: email, password: 'nueva-clave-2026' })).statusCode,
      ).toBe(303);
    });

    it('saves a shipping address, refusing a bad postcode in Spanish', async () => {
      const { visitor } = await customer('direcciones');
      const empty = await visitor.get('/mi-cuenta/editar-direccion/');
      expect(empty.body).toContain('Todavía no ha configurado este tipo de dirección.');
      const address = {
        nombre: 'Ana',
        apellidos: 'López',
        direccion: 'Calle Mayor 1',
        codigo_postal: '99999',
        ciudad: 'Madrid',
        provincia: 'Madrid',
        telefono: '600000000',
      };
      const bad = await visitor.post('/mi-cuenta/editar-direccion/envio/', address);
      expect(bad.statusCode).toBe(422);
      expect(bad.body).toContain('El código postal no es válido: son cinco cifras, p. ej. 28007.');
      const ok = await visitor.post('/mi-cuenta/editar-direccion/envio/', { ...address, codigo_postal: '28013' });
      expect(ok.statusCode).toBe(303);
      const page = await visitor.get('/mi-cuenta/editar-direccion/?aviso=direccion');
      expect(page.body).toContain('Dirección cambiada correctamente.');
      expect(page.body).toContain('28013 Madrid (Madrid)');
    });

    it('shows Descargas and Métodos de pago in WooCommerce’s order, with nothing to download and no saved card', async () => {
      const { visitor } = await customer('pestanas');
      const navOf = (html: string) =>
        [
          ...(/<nav class="account-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(
            /<(?:a|button)\b([^>]*)>([^<]+)</g,
          ),
        ].map(([, attrs = '', label = '']) => (attrs.includes('aria-current="page"') ? `[${label}]` : label));
      const downloads = await visitor.get('/mi-cuenta/descargas/');
      expect(downloads.statusCode).toBe(200);
      expect(navOf(downloads.body)).toEqual([
        'Escritorio',
        'Pedidos',
        '[Descargas]',
        'Direcciones',
        'Métodos de pago',
        'Detalles de la cuenta',
        'Cerrar sesión',
      ]);
      expect(downloads.body).toContain('No hay descargas disponibles todavía.');
      expect(downloads.body).toMatch(/<a [^>]*href="\/tienda\/"[^>]*>Explorar los productos<\/a>/);
      const methods = await visitor.get('/mi-cuenta/metodos-de-pago/');
      expect(methods.statusCode).toBe(200);
      expect(navOf(methods.body).filter((l) => l.startsWith('['))).toEqual(['[Métodos de pago]']);
      expect(methods.body).toContain('No se encontraron métodos de pago guardados.');
      // The offline methods the checkout offers, by their checkout titles.
      expect(methods.body).toContain('Pagar al recoger');
      expect(methods.body).toContain('Transferencia bancaria');
    });

    it('sends a visitor who is not signed in from Descargas and Métodos de pago to sign in, as from Pedidos', async () => {
      /** The answer to a visitor with no cookie and to one whose cookie names a session that has ended. */
      const answers = async (path: string) => {
        const stale = new ShopVisitor(app);
        stale.cookies.set('beckon_customer', 'B'.repeat(43));
        return [telling(await new ShopVisitor(app).get(path)), telling(await stale.get(path))];
      };
      const orders = await answers('/mi-cuenta/pedidos/');
      expect(orders.map((a) => [a.status, a.headers.location])).toEqual([
        [303, '/mi-cuenta/'],
        [303, '/mi-cuenta/'],
      ]);
      // The ended session's cookie is cleared.
      expect(orders[1]?.cookies.find((c) => c.name === 'beckon_customer')?.value).toBe('');
      expect(await answers('/mi-cuenta/descargas/')).toEqual(orders);
      expect(await answers('/mi-cuenta/metodos-de-pago/')).toEqual(orders);
    });

    it('refuses a signed-in customer’s form without its CSRF token or from another site', async () => {
      const { visitor, email } = await customer('csrf');
      const form = {
        nombre: 'X',
        apellidos: 'Y',
        nombre_visible: 'Z',
        email,
        password_actual: '',
        password_1: '',
        password_2: '',
      };
      expect((await visitor.post('/mi-cuenta/editar-cuenta/', { ...form, _csrf: 'x'.repeat(43) })).statusCode).toBe(
        403,
      );
      expect(
        (await visitor.post('/mi-cuenta/editar-cuenta/', form, { 'sec-fetch-site': 'cross-site' })).statusCode,
      ).toBe(403);
      expect((await visitor.post('/mi-cuenta/cerrar-sesion', { _csrf: 'x'.repeat(43) })).statusCode).toBe(403);
      expect((await visitor.get('/mi-cuenta/')).body).toContain('Hola <strong>csrf-');
    });
  });

  describe('the cart on sign-in', () => {
    it('merges the saved cart into the one built before signing in, the newer quantity winning', async () => {
      const { visitor, email } = await customer('carrito');
      await visitor.add(SERUM_15, '1');
      await visitor.add(SUNSCREEN, '1');
      await visitor.post('/mi-cuenta/cerrar-sesion', {});
      expect(visitor.cookies.has('beckon_cart')).toBe(false);
      const later = new ShopVisitor(app, '198.51.100.40');
      await later.add(SERUM_15, '3');
      await later.add(LIP_BALM, '1');
      expect((await later.post('/mi-cuenta/acceder', { username: email, password: PASSWORD })).statusCode).toBe(303);
      expect(await cartLines(later)).toEqual([`${LIP_BALM}×1`, `${SERUM_15}×3`, `${SUNSCREEN}×1`].sort());
    });

    it('brings the saved cart back to a browser with no cart', async () => {
      const { visitor, email } = await customer('vuelta');
      await visitor.add(LIP_BALM, '2');
      await visitor.post('/mi-cuenta/cerrar-sesion', {});
      const elsewhere = new ShopVisitor(app, '198.51.100.41');
      expect((await elsewhere.post('/mi-cuenta/acceder', { username: email, password: PASSWORD })).statusCode).toBe(
        303,
      );
      expect(elsewhere.cookies.has('beckon_cart')).toBe(true);
      expect(await cartLines(elsewhere)).toEqual([`${LIP_BALM}×2`]);
    });
  });

  describe('the checkout’s sign-in (§7 call 8)', () => {
    it('shows the collapsible sign-in form to a guest at checkout', async () => {
      const guest = new ShopVisitor(app);
      await guest.add(LIP_BALM);
      const page = await guest.get('/finalizar-compra/');
      expect(page.body).toContain('<details class="checkout-login">');
      expect(page.body).toContain('¿Ya es cliente? Haga clic aquí para acceder');
      expect(page.body).toContain('action="/finalizar-compra/acceder"');
    });

    it('answers a script with logged_in and message, and signs in keeping the cart', async () => {
      const { email } = await customer('ajax');
      const guest = new ShopVisitor(app, '198.51.100.50');
      await guest.add(LIP_BALM);
      const wrong = await guest.post(
        '/finalizar-compra/acceder',
        { username: email, password: 'mal-mal-mal' },
        { accept: 'application/json' },
      );
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({
        logged_in: false,
        code: 'BK_ERR_BAD_CREDENTIALS',
        message: 'Error: La dirección de correo electrónico o la contraseña no son correctas.',
      });
      const right = await guest.post(
        '/finalizar-compra/acceder',
        { username: email, password: PASSWORD, rememberme: 'forever' },
        { accept: 'application/json' },
      );
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ logged_in: true, message: 'Ha accedido correctamente.' });
      expect(right.cookies.find((c) => c.name === 'beckon_customer')?.maxAge).toBe(14 * 86_400);
      const checkout = await guest.get('/finalizar-compra/');
      expect(checkout.body).toContain(`value="${email}"`);
      expect(await cartLines(guest)).toEqual([`${LIP_BALM}×1`]);
    });

    it('without JavaScript, returns to the checkout signed in, or with the reason and the form open', async () => {
      const { email } = await customer('sinjs');
      const guest = new ShopVisitor(app, '198.51.100.51');
      await guest.add(LIP_BALM);
      const wrong = await guest.post('/finalizar-compra/acceder', { username: email, password: 'mal-mal-mal' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('<details class="checkout-login" open="">');
      expect(wrong.body).toContain('no son correctas');
      const right = await guest.post('/finalizar-compra/acceder', { username: email, password: PASSWORD });
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe('/finalizar-compra/');
    });
  });

  describe('the pop-up widget’s store hook (browse abandonment)', () => {
    const hookIn = (html: string) => {
      const m = /<script type="application\/json" id="beckon-store">([^<]*)<\/script>/.exec(html);
      return m ? (JSON.parse(m[1] ?? '') as unknown) : null;
    };

    it('gives a signed-in customer’s product page the customer’s opaque id and the product, never the email', async () => {
      const { visitor, email } = await customer('hook');
      const r = await visitor.get('/producto/serum-vitamina-c/');
      expect(r.statusCode).toBe(200);
      const { rows } = await db.query<{ customer_id: string }>(
        'SELECT customer_id FROM shop_customers WHERE email = $1',
        [email],
      );
      expect(hookIn(r.body)).toEqual({
        customerId: rows[0]?.customer_id,
        products: [
          { product_id: 'serum-vitamina-c', product_name: 'Sérum antioxidante de vitamina C', category: 'Tratamiento' },
        ],
        cart: { products: [], total_cart_value: 0 },
      });
      expect(r.body).not.toContain(email);
    });

    it('gives a signed-in customer’s product and cart pages their cart, each product once with its category, with its total in euros', async () => {
      const { visitor } = await customer('hook-cart');
      await visitor.add(SERUM_15, '2');
      await visitor.add(SERUM_30);
      const cart = {
        products: [
          { product_id: 'serum-vitamina-c', product_name: 'Sérum antioxidante de vitamina C', category: 'Tratamiento' },
        ],
        // 2 × 24,90 € + 39,90 €
        total_cart_value: 89.7,
      };
      const product = (await visitor.get('/producto/gel-limpiador-suave/')).body;
      expect((hookIn(product) as { cart: unknown }).cart).toEqual(cart);
      // The widget's script comes after the hook it reads.
      expect(product.indexOf('id="beckon-store"')).toBeLessThan(product.indexOf('id="beckon-pixel"'));
      const onCart = hookIn((await visitor.get('/carrito/')).body) as { products: unknown; cart: typeof cart };
      expect(onCart).toMatchObject({ products: [], cart });
    });

    it('loads the Beckon widget on every shop page', async () => {
      const visitor = new ShopVisitor(app);
      for (const path of ['/tienda/', '/producto/serum-vitamina-c/', '/carrito/', '/mi-cuenta/']) {
        const html = (await visitor.get(path)).body;
        expect(html, path).toContain(
          `<script id="beckon-pixel" data-beckon-shop="/carrito.json" src="http://localhost/widget/loader.js?id=`,
        );
      }
    });

    it('gives no store hook to an anonymous visitor or a visitor who only has a cart', async () => {
      const anonymous = await new ShopVisitor(app).get('/producto/serum-vitamina-c/');
      expect(anonymous.statusCode).toBe(200);
      expect(hookIn(anonymous.body)).toBeNull();
      const shopper = new ShopVisitor(app);
      await shopper.add(SERUM_15);
      const withCart = await shopper.get('/producto/serum-vitamina-c/');
      expect(withCart.statusCode).toBe(200);
      expect(hookIn(withCart.body)).toBeNull();
    });
  });
});
