/**
 * The product CSV import over HTTP, on PGlite and PostgreSQL: the export's file comes back in unchanged,
 * an edited file creates and changes products at once (the shop shows them), and a file with any wrong
 * line, or a line another product's address or SKU refuses, stores nothing and names the line.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient } from './owner-helpers.js';
import { ShopVisitor } from './shop-helpers.js';

const HEADER =
  '"Product ID","Variant ID","SKU","Name","Variant","Address","Category","Published","Tax class",' +
  '"Regular price (EUR)","Sale price (EUR)","Stock","Short description","Description"';

describe.each(databases)('the product CSV import on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;

  const catalogue = async () =>
    (
      await db.query(
        `SELECT p.product_id, p.slug, p.name, p.tax_class, p.published, p.weight_grams, p.shipping_class,
                v.variant_id, v.name AS variant, v.sku, v.price_cents, v.compare_at_cents, v.stock,
                to_char(v.sale_from, 'YYYY-MM-DD') AS sale_from, to_char(v.sale_to, 'YYYY-MM-DD') AS sale_to
           FROM shop_products p JOIN shop_variants v USING (account_id, product_id)
          WHERE p.account_id = (SELECT account_id FROM shop_products WHERE slug = 'serum-vitamina-c' LIMIT 1)
          ORDER BY p.product_id, v.position`,
      )
    ).rows;
  const importCsv = (csv: string) => owner.send('POST', '/api/owner/shop/products/import', { csv });

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  it('takes the export back in without changing anything', async () => {
    const before = await catalogue();
    const exported = (await owner.send('GET', '/api/owner/shop/products.csv')).body;
    const r = await importCsv(exported);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ created: 0, updated: 12 });
    expect(await catalogue()).toEqual(before);
  });

  it('takes back weight, shipping class and sale days unchanged, and an older file without them keeps them', async () => {
    const put = await owner.send('PUT', '/api/owner/shop/products/4', {
      name: 'Sérum antioxidante de vitamina C',
      published: true,
      weight_grams: 420,
      shipping_class: 'fragil',
      variants: [
        {
          id: 104,
          name: '15 ml',
          price_cents: 2490,
          sale_price_cents: 1990,
          sale_from: '2026-12-01',
          sale_to: '2026-12-07',
          stock: 20,
        },
        { id: 105, name: '30 ml', price_cents: 3990, sale_price_cents: null, stock: 12 },
      ],
    });
    expect(put.statusCode).toBe(200);
    const before = await catalogue();
    expect(before.find((r) => Number(r.variant_id) === 104)).toMatchObject({
      weight_grams: 420,
      shipping_class: 'fragil',
      sale_from: '2026-12-01',
      sale_to: '2026-12-07',
    });
    const exported = (await owner.send('GET', '/api/owner/shop/products.csv')).body;
    expect(exported).toContain('"19.90","2026-12-01","2026-12-07","20","0.42","fragil"');
    expect((await importCsv(exported)).json()).toEqual({ created: 0, updated: 12 });
    expect(await catalogue()).toEqual(before);
    const older = await importCsv(
      [
        HEADER,
        '"4","104","","Sérum antioxidante de vitamina C","15 ml","serum-vitamina-c","Tratamiento","yes","","24.90","19.90","20",,',
      ].join('\n'),
    );
    expect(older.statusCode).toBe(200);
    expect(await catalogue()).toEqual(before);
  });

  it('stores nothing from a file with a wrong weight, shipping class or sale day, naming line and column', async () => {
    const before = await catalogue();
    const header = `${HEADER},"Weight (kg)","Shipping class","Date sale price starts","Date sale price ends"`;
    const r = await importCsv(
      [
        header,
        '"","","","Bueno","","producto-bueno-2","Limpieza","yes","","5.00","4.00","",,,"0.2","","2026-12-01","2026-12-07"',
        '"4","104","","Sérum","15 ml","serum-vitamina-c","Tratamiento","yes","","24.90","19.90","20",,,"","","2026-12-09","2026-12-07"',
        '"1","101","","Gel","","gel-limpiador-suave","Limpieza","yes","","14.90","","",,,"-1","","",""',
      ].join('\n'),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(
      'csv: nothing was imported; fix these lines and send the file again:\n' +
        'line 3: Date sale price ends: must be on or after the first day of the sale\n' +
        'line 4: Weight (kg): must be a weight in kilograms like 0.42, or empty',
    );
    expect(await catalogue()).toEqual(before);
  });

  it('creates a product with its variants and changes an existing one, and the shop shows both at once', async () => {
    const r = await importCsv(
      [
        HEADER,
        '"","","TON-100","Tónico calmante","100 ml","tonico-calmante","Limpieza","yes","reduced","9,90","","5",' +
          '"Calma la piel.","Con caléndula."',
        '"","","TON-200","Tónico calmante","200 ml","tonico-calmante","Limpieza","yes","reduced","14.50","12.00","",,',
        '"4","104","SER-15","Sérum antioxidante de vitamina C","15 ml","serum-vitamina-c","Tratamiento","yes","","26.00","","7",,',
      ].join('\r\n'),
    );
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ created: 1, updated: 1 });
    const rows = await catalogue();
    expect(rows.filter((p) => p.slug === 'tonico-calmante')).toMatchObject([
      { variant: '100 ml', sku: 'TON-100', price_cents: 990, compare_at_cents: null, stock: 5, tax_class: 'reduced' },
      { variant: '200 ml', sku: 'TON-200', price_cents: 1200, compare_at_cents: 1450, stock: null },
    ]);
    // The serum's 30 ml size, which the file leaves out, is kept as it was.
    expect(rows.filter((p) => p.slug === 'serum-vitamina-c')).toMatchObject([
      { variant_id: 104, sku: 'SER-15', price_cents: 2600, stock: 7 },
      { variant_id: 105, price_cents: 3990 },
    ]);
    const page = await new ShopVisitor(app).get('/producto/tonico-calmante/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Tónico calmante');
  });

  it('takes a file of new products twice, the second time changing what the first made', async () => {
    const row = (price: string) =>
      `"","","GEL-1","Gel limpiador","","gel-limpiador","Limpieza","yes","","${price}","","3",,`;
    expect((await importCsv([HEADER, row('8.00')].join('\n'))).json()).toEqual({ created: 1, updated: 0 });
    const again = await importCsv([HEADER, row('8.50')].join('\n'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ created: 0, updated: 1 });
    expect((await catalogue()).filter((p) => p.slug === 'gel-limpiador')).toMatchObject([
      { sku: 'GEL-1', price_cents: 850, stock: 3 },
    ]);
  });

  it('refuses a line giving a variant the SKU of another variant the file leaves as it is, naming the line', async () => {
    const serum = (variant: string, sku: string, size: string, price: string) =>
      `"4","${variant}","${sku}","Sérum antioxidante de vitamina C","${size}","serum-vitamina-c","Tratamiento","yes","","${price}","","7",,`;
    expect((await importCsv([HEADER, serum('105', 'SER-30', '30 ml', '39.90')].join('\n'))).statusCode).toBe(200);
    const before = await catalogue();
    const r = await importCsv([HEADER, serum('104', 'SER-30', '15 ml', '26.00')].join('\n'));
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain('line 2: SKU: another variant already has the SKU SER-30');
    expect(await catalogue()).toEqual(before);
  });

  it('stores nothing from a file with a wrong line, and names every one', async () => {
    const before = await catalogue();
    const r = await importCsv(
      [
        HEADER,
        '"","","","Bueno","","producto-bueno","Limpieza","yes","","5.00","","",,',
        '"","","","Malo","","producto-malo","Limpieza","yes","","cinco","","",,',
        '"999","","","Nadie","","nadie","Limpieza","yes","","5.00","","",,',
      ].join('\n'),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'BK_ERR_PRODUCTS_CSV' });
    expect(r.json().message).toBe(
      'csv: nothing was imported; fix this line and send the file again:\nline 3: Regular price (EUR): must be an amount like 24.90',
    );
    // The same lines as data, so the dashboard can word them in the owner's language with their row numbers.
    expect(r.json().params).toEqual({
      lines: [{ line: 3, text: 'Regular price (EUR): must be an amount like 24.90' }],
      more: 0,
    });
    // Right in itself, but product 999 is not the shop's: refused by the database step, and the good row rolls back.
    const unknown = await importCsv(
      [
        HEADER,
        '"","","","Bueno","","producto-bueno","Limpieza","yes","","5.00","","",,',
        '"999","","","Nadie","","nadie","Limpieza","yes","","5.00","","",,',
      ].join('\n'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('line 3: Product ID: the shop has no product 999');
    const clash = await importCsv(
      [HEADER, '"","","SER-15","Copia","","copia","Limpieza","yes","","5.00","","",,'].join('\n'),
    );
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toContain('line 2: SKU: another product already has the SKU SER-15');
    const address = await importCsv(
      [HEADER, '"1","","","Gel","","serum-vitamina-c","Limpieza","yes","","5.00","","",,'].join('\n'),
    );
    expect(address.statusCode).toBe(400);
    expect(address.json().message).toContain(
      'line 2: Address: another product already has /producto/serum-vitamina-c/',
    );
    for (const body of [{}, { csv: 5 }, { csv: 'x'.repeat(1_000_001) }, { csv: '', extra: 1 }]) {
      const bad = await owner.send('POST', '/api/owner/shop/products/import', body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/csv|extra/);
    }
    expect(await catalogue()).toEqual(before);
    expect((await new OwnerClient(app).send('POST', '/api/owner/shop/products/import', { csv: '' })).statusCode).toBe(
      401,
    );
  });
});
