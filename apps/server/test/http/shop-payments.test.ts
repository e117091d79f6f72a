/**
 * The shop's payment methods on PGlite and PostgreSQL: the owner API's payment settings (the bank account a
 * transfer is paid into: a valid IBAN or none, each account its own), and the checkout of each site offering
 * the methods that site has, in its own words: the demo clinic's shop pays on pickup or by transfer to its
 * seeded account, a new bakery's only on pickup at the bakery. A stored order keeps its method's title
 * whatever the shop offers now.
 */
import type { Db } from '@beckon/db';
import type { SiteSummary } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, outboxFor, uniqueEmail } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

const DEMO_ACCOUNT = 'ES91 2100 0418 4502 0005 1332';
const PAYMENTS = '/api/owner/shop/payments';

/** What the order received page tells the customer to do. */
const instructionsOf = (html: string) => /Datos de pago<\/h2>\s*<p>([^<]*)<\/p>/.exec(html)?.[1] ?? '';

describe.each(databases)('the shop’s payment methods on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;
  let baker: OwnerClient;
  let bakeryHost: string;

  const settingsRows = async () =>
    (await db.query('SELECT account_id, transfer_account FROM shop_payment_settings ORDER BY account_id')).rows;

  /** A visitor of the site at `host` with one unit of `variant` in the cart, on the checkout page. */
  const shopperAt = async (host: string, variant: string) => {
    const shopper = new ShopVisitor(app, '127.0.0.1', host);
    await shopper.add(variant);
    return shopper;
  };

  /** Places an order and answers its number, and its received page and address. */
  const placeOrder = async (shopper: ShopVisitor, billing: Record<string, string>) => {
    await shopper.get('/finalizar-compra/');
    const placed = await shopper.post('/finalizar-compra/', billing);
    expect(placed.statusCode, placed.body.slice(0, 300)).toBe(303);
    const location = String(placed.headers.location);
    return {
      number: Number(/pedido-recibido\/(\d+)\//.exec(location)?.[1]),
      location,
      page: await shopper.get(location),
    };
  };

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
    baker = new OwnerClient(app, '127.0.0.2');
    expect((await baker.signUp(uniqueEmail('pay-bakery'))).statusCode).toBe(201);
    const made = await baker.send('POST', '/api/owner/site', {
      name: 'Panadería Luna',
      starter: 'blank',
      label: `luna-${Date.now().toString(36)}`,
    });
    expect(made.statusCode).toBe(201);
    const site = made.json() as SiteSummary;
    bakeryHost = new URL(site.url).host;
    const theme = {
      ...site.theme,
      footer: { ...site.theme.footer, address: 'Calle Real 5, Segovia', hours: 'Todos los días, de 8:00 a 14:00' },
    };
    expect((await baker.send('PUT', '/api/owner/site/theme', theme)).statusCode).toBe(200);
    const product = await baker.send('POST', '/api/owner/shop/products', {
      name: 'Hogaza de centeno',
      slug: 'hogaza-de-centeno',
      category: 'Pan',
      short_description: 'Masa madre, 1 kg.',
      description: 'Hogaza de centeno de fermentación lenta.',
      published: true,
      variants: [{ name: '', price_cents: 450, sale_price_cents: null, stock: 20 }],
      images: [],
    });
    expect(product.statusCode).toBe(201);
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  const bakeryVariant = async () => {
    const { rows } = await db.query<{ variant_id: number }>(
      'SELECT variant_id FROM shop_variants WHERE account_id = $1',
      [baker.accountId],
    );
    return String(rows[0]?.variant_id);
  };

  it('gives the demo clinic’s shop its bank account and both methods, in the clinic’s words', async () => {
    expect((await owner.send('GET', PAYMENTS)).json()).toEqual({ transfer_account: DEMO_ACCOUNT });
    const shopper = await shopperAt('localhost:80', '101');
    const checkout = await shopper.get('/finalizar-compra/');
    expect(checkout.body).toContain('Pagar al recoger');
    expect(checkout.body).toContain('Pague con tarjeta o en efectivo al recoger su pedido.');
    expect(checkout.body).toContain('Transferencia bancaria');

    const transfer = await placeOrder(shopper, BILLING);
    expect(instructionsOf(transfer.page.body)).toMatch(
      new RegExp(`^Transfiera [\\d,]+\u00a0€ a la cuenta ${DEMO_ACCOUNT}, a nombre de Clínica Dermatológica Alba, `),
    );
    const pickup = await placeOrder(await shopperAt('localhost:80', '101'), { ...BILLING, pago: 'clinica' });
    expect(instructionsOf(pickup.page.body)).toBe(
      `Prepararemos su pedido n.º ${pickup.number}. Puede recogerlo y pagarlo en Clínica Dermatológica Alba, ` +
        'Calle del Doctor Esquerdo 12, 28007 Madrid. Horario: Lunes a viernes, de 9:00 a 20:00.',
    );
    expect(pickup.page.body).toContain('Pagar al recoger');
  });

  it('saves an IBAN typed with spaces in any case in groups of four, and the transfer instructions name it', async () => {
    const saved = await owner.send('PUT', PAYMENTS, { transfer_account: 'de89 3704 0044 0532 013000' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ transfer_account: 'DE89 3704 0044 0532 0130 00' });
    expect((await owner.send('GET', PAYMENTS)).json()).toEqual({ transfer_account: 'DE89 3704 0044 0532 0130 00' });
    const { number, page } = await placeOrder(await shopperAt('localhost:80', '102'), {
      ...BILLING,
      email: 'iban@example.es',
    });
    expect(instructionsOf(page.body)).toContain('a la cuenta DE89 3704 0044 0532 0130 00, a nombre de');
    const [mail] = await outboxFor(db, 'iban@example.es');
    expect(mail?.body_text).toContain(
      'a la cuenta DE89 3704 0044 0532 0130 00, a nombre de Clínica Dermatológica Alba',
    );
    expect(mail?.body_text).toContain(`«Pedido ${number}»`);
    expect((await owner.send('PUT', PAYMENTS, { transfer_account: DEMO_ACCOUNT })).statusCode).toBe(200);
  });

  it('refuses an account that is no IBAN with a clear 400 and keeps the saved one', async () => {
    const before = await settingsRows();
    for (const typed of ['ES91 2100 0418 4502 0005 1333', 'ES91-2100-0418-4502-0005-1332', '2100 0418', '']) {
      const r = await owner.send('PUT', PAYMENTS, { transfer_account: typed });
      expect(r.statusCode, typed).toBe(400);
      expect(r.json()).toMatchObject({
        code: 'FST_ERR_VALIDATION',
        message:
          'body.transfer_account: must be a valid IBAN like ES91 2100 0418 4502 0005 1332 (check for a mistyped digit)',
      });
    }
    expect(await settingsRows()).toEqual(before);
    expect((await owner.send('GET', PAYMENTS)).json()).toEqual({ transfer_account: DEMO_ACCOUNT });
  });

  it('answers malformed input with a 4xx that names the problem and stores nothing', async () => {
    const before = await settingsRows();
    for (const [body, words] of [
      [{}, 'transfer_account'],
      [{ transfer_account: 2100 }, 'transfer_account'],
      [{ transfer_account: DEMO_ACCOUNT, holder: 'Otra' }, 'holder'],
      [{ transfer_account: `ES91${' '.repeat(5000)}` }, 'at most 50 characters'],
      [[DEMO_ACCOUNT], 'body'],
      ['{"transfer_account":', 'JSON'],
    ] as const) {
      const r = await owner.send('PUT', PAYMENTS, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().message).toContain(words);
    }
    expect(await settingsRows()).toEqual(before);
    const anonymous = new OwnerClient(app, '127.0.0.3');
    expect((await anonymous.send('GET', PAYMENTS)).statusCode).toBe(401);
    expect((await anonymous.send('PUT', PAYMENTS, { transfer_account: null })).statusCode).toBe(401);
    expect(await settingsRows()).toEqual(before);
  });

  it('keeps each account’s payment settings its own', async () => {
    expect((await baker.send('GET', PAYMENTS)).json()).toEqual({ transfer_account: null });
    expect((await baker.send('PUT', PAYMENTS, { transfer_account: 'GB29 NWBK 6016 1331 9268 19' })).statusCode).toBe(
      200,
    );
    expect((await owner.send('GET', PAYMENTS)).json()).toEqual({ transfer_account: DEMO_ACCOUNT });
    expect((await baker.send('PUT', PAYMENTS, { transfer_account: null })).json()).toEqual({ transfer_account: null });
    expect((await owner.send('GET', PAYMENTS)).json()).toEqual({ transfer_account: DEMO_ACCOUNT });
  });

  it('offers only pickup at a site without a bank account, in that site’s own words', async () => {
    const variant = await bakeryVariant();
    const catalogue = await new ShopVisitor(app, '127.0.0.1', bakeryHost).get('/tienda/');
    expect(catalogue.body).toContain('<meta name="description" content="Productos de Panadería Luna">');

    const shopper = await shopperAt(bakeryHost, variant);
    const checkout = await shopper.get('/finalizar-compra/');
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('Pagar al recoger');
    expect(checkout.body).not.toContain('Transferencia bancaria');
    // Pickup's stored id (`clinica`, in every order placed with it) is the radio's value, never shown.
    expect(checkout.body.replaceAll('value="clinica"', '')).not.toMatch(/cl[ií]nica|dermat/i);

    // The method the site does not offer is refused: beside the field on the page, a 4xx to a script.
    const ordersBefore = (await db.query('SELECT 1 FROM shop_orders WHERE account_id = $1', [baker.accountId])).rows;
    const refused = await shopper.post('/finalizar-compra/', { ...BILLING, email: 'pan@example.es' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Elija un método de pago de la lista.');
    const scripted = await shopper.post(
      '/finalizar-compra/',
      { ...BILLING, email: 'pan@example.es' },
      { accept: 'application/json' },
    );
    expect(scripted.statusCode).toBeGreaterThanOrEqual(400);
    expect(scripted.statusCode).toBeLessThan(500);
    expect(scripted.json().message).toContain('Elija un método de pago de la lista.');
    expect((await db.query('SELECT 1 FROM shop_orders WHERE account_id = $1', [baker.accountId])).rows).toEqual(
      ordersBefore,
    );

    const { number, page } = await placeOrder(shopper, { ...BILLING, email: 'pan@example.es', pago: 'clinica' });
    const told =
      `Prepararemos su pedido n.º ${number}. Puede recogerlo y pagarlo en Panadería Luna, Calle Real 5, Segovia. ` +
      'Horario: Todos los días, de 8:00 a 14:00.';
    expect(instructionsOf(page.body)).toBe(told);
    expect(page.body).toContain('Pagar al recoger');
    expect(page.body).not.toMatch(/cl[ií]nica|dermat/i);
    const [mail] = await outboxFor(db, 'pan@example.es');
    expect(mail?.subject).toBe(`Hemos recibido su pedido n.º ${number} – Panadería Luna`);
    expect(mail?.body_text).toContain('Método de pago: Pagar al recoger');
    expect(mail?.body_text).toContain(told);
    expect(mail?.body_text).not.toMatch(/cl[ií]nica|dermat|ES91/i);
  });

  it('leaves out of the pickup instructions the address and hours a site does not show', async () => {
    const site = ((await baker.send('GET', '/api/owner/site')).json() as { site: SiteSummary }).site;
    const theme = { ...site.theme, footer: { ...site.theme.footer, address: '', hours: '' } };
    expect((await baker.send('PUT', '/api/owner/site/theme', theme)).statusCode).toBe(200);
    const { number, page } = await placeOrder(await shopperAt(bakeryHost, await bakeryVariant()), {
      ...BILLING,
      pago: 'clinica',
    });
    expect(instructionsOf(page.body)).toBe(
      `Prepararemos su pedido n.º ${number}. Puede recogerlo y pagarlo en Panadería Luna.`,
    );
  });

  it('lists the site’s own methods in My account', async () => {
    const customer = new ShopVisitor(app, '127.0.0.1', bakeryHost);
    await customer.signUp(db, 'cliente-pan@example.es', 'una contraseña larga');
    const methods = await customer.get('/mi-cuenta/metodos-de-pago/');
    expect(methods.body).toContain('Pagar al recoger');
    expect(methods.body).not.toContain('Transferencia bancaria');
  });

  it('offers a bank transfer once the shop sets its account, and keeps a stored order’s method after it stops', async () => {
    expect((await baker.send('PUT', PAYMENTS, { transfer_account: 'GB29 NWBK 6016 1331 9268 19' })).statusCode).toBe(
      200,
    );
    const shopper = await shopperAt(bakeryHost, await bakeryVariant());
    expect((await shopper.get('/finalizar-compra/')).body).toContain('Transferencia bancaria');
    const placed = await placeOrder(shopper, BILLING);
    expect(instructionsOf(placed.page.body)).toContain(
      'a la cuenta GB29 NWBK 6016 1331 9268 19, a nombre de Panadería Luna,',
    );

    expect((await baker.send('PUT', PAYMENTS, { transfer_account: null })).statusCode).toBe(200);
    expect((await (await shopperAt(bakeryHost, await bakeryVariant())).get('/finalizar-compra/')).body).not.toContain(
      'Transferencia bancaria',
    );
    const again = await shopper.get(placed.location);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Transferencia bancaria');
    expect(instructionsOf(again.body)).toBe('');
    const detail = await baker.send('GET', `/api/owner/shop/orders/${placed.number}`);
    expect(detail.json()).toMatchObject({ payment_method: 'transferencia', payment_title: 'Transferencia bancaria' });
  });
});
