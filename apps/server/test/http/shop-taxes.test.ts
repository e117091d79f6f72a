/**
 * The shop's tax classes over HTTP, on PGlite and PostgreSQL: each product's class is taxed at the rate
 * the owner set for it, in integer cents rounded per line; with prices entered with tax the totals say
 * "(incluye … de IVA)", without they add an IVA line per rate, from the cart to the stored order, its
 * page and its mail. Bad input is a readable 4xx that stores nothing.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient } from './owner-helpers.js';
import { BILLING, ShopVisitor } from './shop-helpers.js';

/** The page's text with tags and runs of spaces dropped (non-breaking spaces kept), as a visitor reads it. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[ \n\t]+/g, ' ');
const EUR = '\u00a0€';
const PCT = '\u00a0%';

const SPANISH_RATES = { standard: 2100, reduced: 1000, 'super-reduced': 400 };

describe.each(databases)('the shop’s taxes on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;

  const setTaxes = async (prices_include_tax: boolean, rates_bp = SPANISH_RATES) => {
    const r = await owner.send('PUT', '/api/owner/shop/taxes', { prices_include_tax, rates_bp });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ prices_include_tax, rates_bp });
  };

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
    // The hydrating cream (product 3, 22,90 €) is sold at the reduced rate; the cleansing gel (14,90 €) stays standard.
    const put = await owner.send('PUT', '/api/owner/shop/products/3', {
      name: 'Crema hidratante con ceramidas',
      published: true,
      tax_class: 'reduced',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().tax_class).toBe('reduced');
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  it('starts with Spain’s three IVA rates and prices entered with tax', async () => {
    expect((await owner.send('GET', '/api/owner/shop/taxes')).json()).toEqual({
      prices_include_tax: true,
      rates_bp: SPANISH_RATES,
    });
    expect((await owner.send('GET', '/api/owner/shop/products/1')).json().tax_class).toBe('standard');
  });

  it('says how much IVA of each rate a tax-inclusive total holds', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add('101');
    await visitor.add('103');
    const cart = text((await visitor.get('/carrito/')).body);
    // 14,90 × 21/121 = 2,586 → 2,59 €; 22,90 × 10/110 = 2,081 → 2,08 €.
    expect(cart).toContain(
      `Subtotal 37,80${EUR} Total 37,80${EUR} (incluye 2,59${EUR} de IVA 21${PCT}, 2,08${EUR} de IVA 10${PCT})`,
    );
    const number = await visitor.checkout({ ...BILLING, email: 'iva-incluido@example.es' });
    const { rows } = await db.query(
      `SELECT total_cents, tax_cents, prices_include_tax FROM shop_orders WHERE order_number = $1`,
      [number],
    );
    expect(rows[0]).toEqual({ total_cents: 3780, tax_cents: 467, prices_include_tax: true });
    const lines = await db.query(
      'SELECT tax_rate_bp, tax_cents FROM shop_order_lines WHERE order_number = $1 ORDER BY line_no',
      [number],
    );
    expect(lines.rows).toEqual([
      { tax_rate_bp: 2100, tax_cents: 259 },
      { tax_rate_bp: 1000, tax_cents: 208 },
    ]);
  });

  it('adds IVA per rate to prices entered without tax, in the cart, the order, its page and its mail', async () => {
    await setTaxes(false);
    const visitor = new ShopVisitor(app);
    await expect.poll(async () => text((await visitor.get('/tienda/')).body)).toContain('IVA no incluido');
    await visitor.add('101');
    await visitor.add('103');
    // 14,90 × 21 % = 3,129 → 3,13 €; 22,90 × 10 % = 2,29 €: 37,80 + 5,42 = 43,22 €.
    const totals = `Subtotal 37,80${EUR} IVA 21${PCT} 3,13${EUR} IVA 10${PCT} 2,29${EUR} Total 43,22${EUR}`;
    const cart = text((await visitor.get('/carrito/')).body);
    expect(cart).toContain(totals);
    expect(cart).not.toContain('incluye');
    const number = await visitor.checkout({ ...BILLING, email: 'iva-aparte@example.es' });
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT subtotal_cents, tax_cents, total_cents, prices_include_tax, access_key FROM shop_orders
        WHERE order_number = $1`,
      [number],
    );
    expect(rows[0]).toMatchObject({
      subtotal_cents: 3780,
      tax_cents: 542,
      total_cents: 4322,
      prices_include_tax: false,
    });
    const page = text(
      (await visitor.get(`/finalizar-compra/pedido-recibido/${number}/?clave=${rows[0]?.access_key}`)).body,
    );
    expect(page).toContain(`IVA 21${PCT} 3,13${EUR} IVA 10${PCT} 2,29${EUR} Total 43,22${EUR}`);
    const mail = await db.query<{ body_text: string }>(
      `SELECT body_text FROM mail_outbox WHERE to_address = 'iva-aparte@example.es' AND kind = 'shop-order'`,
    );
    expect(mail.rows[0]?.body_text).toContain(
      `IVA 21${PCT}: 3,13${EUR}\nIVA 10${PCT}: 2,29${EUR}\nTotal: 43,22${EUR}\n`,
    );
  });

  it('reprices the carts at once when the owner changes a class’s rate', async () => {
    await setTaxes(false, { ...SPANISH_RATES, reduced: 500 });
    const visitor = new ShopVisitor(app);
    await visitor.add('103');
    // 22,90 × 5 % = 1,145 → 1,15 € (half up), one rate: plain "IVA".
    expect(text((await visitor.get('/carrito/')).body)).toContain(`IVA 1,15${EUR} Total 24,05${EUR}`);
    await setTaxes(true);
    expect(text((await visitor.get('/carrito/')).body)).toContain(`Total 22,90${EUR} (incluye 2,08${EUR} de IVA)`);
  });

  it('answers bad tax settings and tax classes with a readable 4xx and stores nothing', async () => {
    const before = await db.query('SELECT * FROM shop_settings ORDER BY account_id');
    for (const [body, field] of [
      [{ prices_include_tax: true, rates_bp: { ...SPANISH_RATES, standard: 10_001 } }, 'standard'],
      [{ prices_include_tax: true, rates_bp: { ...SPANISH_RATES, reduced: -1 } }, 'reduced'],
      [{ prices_include_tax: true, rates_bp: { ...SPANISH_RATES, 'super-reduced': 4.5 } }, 'super-reduced'],
      [{ prices_include_tax: true, rates_bp: { ...SPANISH_RATES, standard: '2100' } }, 'standard'],
      [{ prices_include_tax: true, rates_bp: { standard: 2100, reduced: 1000 } }, 'super-reduced'],
      [{ prices_include_tax: true, rates_bp: { ...SPANISH_RATES, zero: 0 } }, 'zero'],
      [{ prices_include_tax: 'yes', rates_bp: SPANISH_RATES }, 'prices_include_tax'],
      [{ rates_bp: SPANISH_RATES }, 'prices_include_tax'],
    ] as const) {
      const r = await owner.send('PUT', '/api/owner/shop/taxes', body);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toContain(field);
    }
    expect((await db.query('SELECT * FROM shop_settings ORDER BY account_id')).rows).toEqual(before.rows);

    const product = await db.query('SELECT * FROM shop_products WHERE product_id = 1');
    for (const tax_class of ['zero', 'Standard', '', 21, null]) {
      const r = await owner.send('PUT', '/api/owner/shop/products/1', {
        name: 'Gel limpiador suave',
        published: true,
        tax_class,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toContain('tax_class');
    }
    expect((await db.query('SELECT * FROM shop_products WHERE product_id = 1')).rows).toEqual(product.rows);
    expect((await new OwnerClient(app, '127.0.0.3').send('GET', '/api/owner/shop/taxes')).statusCode).toBe(401);
  });
});
