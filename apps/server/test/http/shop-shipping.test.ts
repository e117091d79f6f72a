/**
 * The shop's shipping over HTTP, on PGlite and PostgreSQL, as WooCommerce's defaults: zones matched in
 * order by province and postcode, flat rates (per order and per shipping class), free shipping over an
 * amount or with a coupon, local pickup. The cart and the checkout (plain forms, no JavaScript) offer
 * the address's methods; the chosen one's cost and IVA go into the order's total in integer cents, its
 * page and its mail. Bad input is a readable 4xx that stores nothing.
 */
import type { Db } from '@beckon/db';
import type { ShopShipping } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import type { OwnerClient } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

/** The page's text with tags and runs of spaces dropped (non-breaking spaces kept), as a visitor reads it. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[ \n\t]+/g, ' ');
const EUR = '\u00a0€';

const SHIPPING: ShopShipping = {
  classes: [{ id: 'voluminoso', name: 'Voluminoso' }],
  zones: [
    {
      id: 1,
      name: 'Madrid',
      regions: ['ES:M'],
      postcodes: [],
      methods: [
        { id: 1, kind: 'local_pickup', enabled: true, title: 'Recogida local', cost_cents: 0, taxable: false },
        {
          id: 2,
          kind: 'flat_rate',
          enabled: true,
          title: 'Precio fijo',
          cost_cents: 400,
          taxable: true,
          class_costs: {},
          no_class_cost_cents: 0,
          calculation: 'per_class',
        },
      ],
    },
    {
      id: 2,
      name: 'Baleares',
      regions: ['ES:PM'],
      postcodes: ['07*'],
      methods: [
        {
          id: 3,
          kind: 'flat_rate',
          enabled: true,
          title: 'Precio fijo',
          cost_cents: 1000,
          taxable: false,
          class_costs: { voluminoso: 300 },
          no_class_cost_cents: 0,
          calculation: 'per_class',
        },
      ],
    },
    {
      id: 3,
      name: 'España',
      regions: ['ES'],
      postcodes: [],
      methods: [
        {
          id: 4,
          kind: 'flat_rate',
          enabled: true,
          title: 'Precio fijo',
          cost_cents: 413,
          taxable: true,
          class_costs: {},
          no_class_cost_cents: 0,
          calculation: 'per_class',
        },
        {
          id: 5,
          kind: 'free_shipping',
          enabled: true,
          title: 'Envío gratuito',
          requires: 'either',
          min_amount_cents: 5000,
          ignore_discounts: false,
        },
      ],
    },
  ],
  rest_of_world: [],
};

describe.each(databases)('the shop’s shipping on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;

  const orderRow = async (number: number) =>
    (
      await db.query<Record<string, unknown>>(
        `SELECT shipping_method, shipping_title, shipping_cents, shipping_tax_cents, tax_cents, total_cents, access_key
           FROM shop_orders WHERE order_number = $1`,
        [number],
      )
    ).rows[0];

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  it('shows no shipping row while the shop has set up no shipping', async () => {
    expect((await owner.send('GET', '/api/owner/shop/shipping')).json()).toEqual({
      classes: [],
      zones: [],
      rest_of_world: [],
    });
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    expect(text((await visitor.get('/carrito/')).body)).not.toContain('Envío');
    const number = await visitor.checkout({ ...BILLING, email: 'sin-envio@example.es' });
    expect(await orderRow(number)).toMatchObject({ shipping_method: null, shipping_cents: 0, total_cents: 1490 });
  });

  it('saves the owner’s zones and answers them back', async () => {
    const r = await owner.send('PUT', '/api/owner/shop/shipping', SHIPPING);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual(SHIPPING);
    expect((await owner.send('GET', '/api/owner/shop/shipping')).json()).toEqual(SHIPPING);
  });

  it('prices a cart without a postcode for Spain, and for the zone of the postcode the visitor gives', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    // No postcode: Spain's zone. 4,13 € + 21 % IVA = 5,00 €, shown with IVA as the shop's prices are.
    let cart = text((await visitor.get('/carrito/')).body);
    expect(cart).toContain(`Envío Precio fijo: 5,00${EUR}`);
    expect(cart).toContain('Las opciones de envío se actualizarán durante el pago.');
    expect(cart).toContain(`Total 19,90${EUR}`);
    const set = await visitor.post('/carrito/envio', { codigo_postal: '28009' });
    expect(set.statusCode).toBe(303);
    expect(set.headers.location).toBe('/carrito/?aviso=envio');
    cart = text((await visitor.get('/carrito/?aviso=envio')).body);
    expect(cart).toContain('Totales de envío actualizados.');
    expect(cart).toContain('Enviando a 28009.');
    // Madrid's methods in the zone's order; the first is chosen until the visitor picks another.
    expect(cart).toContain(`Recogida local Precio fijo: 4,84${EUR}`);
    expect(cart).toContain(`Total 14,90${EUR}`);
    await visitor.post('/carrito/envio', { envio: 'flat_rate:2' });
    cart = (await visitor.get('/carrito/')).body;
    expect(cart).toMatch(/checked="" value="flat_rate:2"/);
    expect(text((await visitor.get('/carrito/')).body)).toContain(`Total 19,74${EUR} (incluye 3,43${EUR} de IVA)`);
  });

  it('puts the chosen flat rate and its IVA into the order, its page and its mail', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    const page = text((await visitor.get('/finalizar-compra/')).body);
    expect(page).toContain(`Precio fijo: 5,00${EUR}`);
    const number = await visitor.checkout({ ...BILLING, email: 'envio-madrid@example.es', envio: 'flat_rate:2' });
    const row = await orderRow(number);
    // 14,90 € (2,59 € of IVA) + 4,00 € + 0,84 € of IVA.
    expect(row).toMatchObject({
      shipping_method: 'flat_rate:2',
      shipping_title: 'Precio fijo',
      shipping_cents: 400,
      shipping_tax_cents: 84,
      tax_cents: 343,
      total_cents: 1974,
    });
    const received = text(
      (await visitor.get(`/finalizar-compra/pedido-recibido/${number}/?clave=${row?.access_key}`)).body,
    );
    expect(received).toContain(`Envío 4,84${EUR} vía Precio fijo`);
    expect(received).toContain(`Total 19,74${EUR} (incluye 3,43${EUR} de IVA)`);
    const mail = await db.query<{ body_text: string }>(
      `SELECT body_text FROM mail_outbox WHERE to_address = 'envio-madrid@example.es' AND kind = 'shop-order'`,
    );
    expect(mail.rows[0]?.body_text).toContain(`Envío: 4,84${EUR} vía Precio fijo\nTotal: 19,74${EUR}`);
    const owned = (await owner.send('GET', `/api/owner/shop/orders/${number}`)).json();
    expect(owned.shipping).toEqual({ method_id: 'flat_rate:2', title: 'Precio fijo', cost_cents: 400, tax_cents: 84 });
  });

  it('offers local pickup for nothing', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('102');
    const number = await visitor.checkout({ ...BILLING, email: 'recogida@example.es', envio: 'local_pickup:1' });
    expect(await orderRow(number)).toMatchObject({
      shipping_title: 'Recogida local',
      shipping_cents: 0,
      total_cents: 1150,
    });
  });

  it('shows the methods of a postcode typed at checkout, refusing a method of another zone', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    await visitor.get('/finalizar-compra/');
    // Madrid's flat rate posted with a Balearic address: the order waits, showing the Balearic methods.
    const refused = await visitor.post('/finalizar-compra/', {
      ...BILLING,
      codigo_postal: '07001',
      envio: 'flat_rate:2',
    });
    expect(refused.statusCode).toBe(409);
    const page = text(refused.body);
    expect(page).toContain('Elija un método de envío de la lista');
    expect(page).toContain(`Precio fijo: 10,00${EUR}`);
    expect(page).not.toContain('Recogida local');
    const r = await visitor.post('/finalizar-compra/', {
      ...BILLING,
      codigo_postal: '07001',
      email: 'baleares@example.es',
      envio: 'flat_rate:3',
    });
    expect(r.statusCode).toBe(303);
    const number = Number(/pedido-recibido\/(\d+)\//.exec(String(r.headers.location))?.[1]);
    expect(await orderRow(number)).toMatchObject({ shipping_cents: 1000, shipping_tax_cents: 0, total_cents: 2490 });
  });

  it('updates the checkout’s totals for the typed postcode without JavaScript', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    await visitor.get('/finalizar-compra/');
    const r = await visitor.post('/finalizar-compra/actualizar', { ...BILLING, codigo_postal: '28009', envio: '' });
    expect(r.statusCode).toBe(200);
    const page = text(r.body);
    expect(page).toContain(`Recogida local Precio fijo: 4,84${EUR}`);
    // What was typed stays in the form.
    expect(r.body).toContain('value="Calle de Alcalá 100, 3.º B"');
  });

  it('charges a shipping class’s cost with the flat rate of a zone that prices it', async () => {
    const put = await owner.send('PUT', '/api/owner/shop/products/1', {
      name: 'Gel limpiador suave',
      published: true,
      shipping_class: 'voluminoso',
    });
    expect(put.statusCode).toBe(200);
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    const number = await visitor.checkout({
      ...BILLING,
      codigo_postal: '07001',
      email: 'voluminoso@example.es',
      envio: 'flat_rate:3',
    });
    expect(await orderRow(number)).toMatchObject({ shipping_cents: 1300, total_cents: 2790 });
    await owner.send('PUT', '/api/owner/shop/products/1', { name: 'Gel limpiador suave', shipping_class: null });
  });

  it('offers free shipping over the minimum amount and with a coupon that grants it', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('103', '2');
    // 45,80 € is under the 50 € minimum: no free shipping yet.
    expect(text((await visitor.get('/finalizar-compra/')).body)).not.toContain('Envío gratuito');
    await visitor.add('103');
    expect(text((await visitor.get('/finalizar-compra/')).body)).toContain('Envío gratuito');
    const number = await visitor.checkout({
      ...BILLING,
      codigo_postal: '41001',
      email: 'gratis@example.es',
      envio: 'free_shipping:5',
    });
    const row = await orderRow(number);
    expect(row).toMatchObject({ shipping_title: 'Envío gratuito', shipping_cents: 0, total_cents: 6870 });
    const received = text(
      (await visitor.get(`/finalizar-compra/pedido-recibido/${number}/?clave=${row?.access_key}`)).body,
    );
    expect(received).toContain('Envío Envío gratuito');

    const created = await owner.send('POST', '/api/owner/shop/coupons', {
      code: 'enviogratis',
      kind: 'fixed',
      amount: 1,
      expires_at: null,
      usage_limit: null,
      free_shipping: true,
    });
    expect(created.statusCode).toBe(201);
    const withCoupon = new ShopVisitor(app);
    await withCoupon.add('102');
    expect(text((await withCoupon.get('/carrito/')).body)).not.toContain('Envío gratuito');
    expect((await withCoupon.post('/carrito/cupon', { cupon: 'enviogratis' })).statusCode).toBe(303);
    expect(text((await withCoupon.get('/carrito/')).body)).toContain('Envío gratuito');
  });

  it('refuses an order to an address no zone covers, saying so', async () => {
    const onlyMadrid: ShopShipping = { ...SHIPPING, zones: [SHIPPING.zones[0] as ShopShipping['zones'][number]] };
    expect((await owner.send('PUT', '/api/owner/shop/shipping', onlyMadrid)).statusCode).toBe(200);
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    await visitor.get('/finalizar-compra/');
    const r = await visitor.post('/finalizar-compra/', { ...BILLING, codigo_postal: '41001', envio: '' });
    expect(r.statusCode).toBe(409);
    expect(text(r.body)).toContain('No hay opciones de envío disponibles.');
    expect((await owner.send('PUT', '/api/owner/shop/shipping', SHIPPING)).statusCode).toBe(200);
  });

  it('answers a bad postcode in the cart’s shipping calculator with a 4xx and keeps the cart as it was', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    const page = await visitor.post('/carrito/envio', { codigo_postal: '99999' });
    expect(page.statusCode).toBe(422);
    expect(text(page.body)).toContain('Introduzca un código postal válido');
    const json = await visitor.post('/carrito/envio', { codigo_postal: 'abc' }, { accept: 'application/json' });
    expect(json.statusCode).toBe(422);
    expect(json.json().code).toBe('BK_ERR_SHIPPING_POSTCODE');
    const long = await visitor.post('/carrito/envio', { envio: 'x'.repeat(41) }, { accept: 'application/json' });
    expect(long.statusCode).toBe(400);
    const { rows } = await db.query(
      'SELECT shipping_postcode, shipping_method FROM shop_carts WHERE shipping_postcode = $1',
      ['99999'],
    );
    expect(rows).toEqual([]);
  });

  it('answers bad shipping settings with a readable 400 and stores nothing', async () => {
    const zone = SHIPPING.zones[0] as ShopShipping['zones'][number];
    const method = zone.methods[1] as ShopShipping['zones'][number]['methods'][number];
    const bad: [unknown, string][] = [
      [{ ...SHIPPING, zones: [{ ...zone, regions: ['FR'] }] }, 'regions'],
      [{ ...SHIPPING, zones: [{ ...zone, regions: [] }] }, 'regions'],
      [{ ...SHIPPING, zones: [{ ...zone, postcodes: ['28-001'] }] }, 'postcodes'],
      [{ ...SHIPPING, zones: [{ ...zone, methods: [{ ...method, cost_cents: -1 }] }] }, 'cost_cents'],
      [{ ...SHIPPING, zones: [{ ...zone, methods: [{ ...method, cost_cents: 4.5 }] }] }, 'cost_cents'],
      [{ ...SHIPPING, zones: [{ ...zone, methods: [{ ...method, kind: 'table_rate' }] }] }, 'kind'],
      [{ ...SHIPPING, zones: [{ ...zone, name: 'x'.repeat(61) }] }, 'name'],
      [{ ...SHIPPING, zones: [{ ...zone, name: 'a\u0000b' }] }, 'name'],
      [{ ...SHIPPING, zones: [{ ...zone, name: '\ud800' }] }, 'name'],
      [{ ...SHIPPING, zones: [zone, { ...zone, methods: [] }] }, 'zone ids must be unique'],
      [{ ...SHIPPING, rest_of_world: [method] }, 'method ids must be unique'],
      [{ ...SHIPPING, extra: true }, 'extra'],
      [{ zones: [] }, 'classes'],
    ];
    const before = await db.query('SELECT shipping FROM shop_settings ORDER BY account_id');
    for (const [body, field] of bad) {
      const r = await owner.send('PUT', '/api/owner/shop/shipping', body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(r.json().message).toContain(field);
    }
    const malformed = await owner.send('PUT', '/api/owner/shop/shipping', '{"zones":', {
      'content-type': 'application/json',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await db.query('SELECT shipping FROM shop_settings ORDER BY account_id')).rows).toEqual(before.rows);
  });
});
