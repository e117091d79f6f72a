/**
 * Store catalogues and product recommendations over HTTP, on PGlite and PostgreSQL: the signed import
 * replaces a platform's catalogue (nothing half-imported), the dashboard's CSV upload names every bad cell
 * by line and column, the recommendation routes answer the pop-up's own account's products only (our own
 * shop's straight from its tables), and bad input is a 4xx JSON error.
 */
import type { StoreCatalogueImport, StoreProductInput } from '@beckon/owner-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID, TYPES_CLIENT_ID, TYPES_POPUP_IDS } from '../../src/demo-ids.js';
import { openSeededAppAsOwner, type SeededApp } from '../helpers/running-server.js';
import { countRows, errorBody, postForm } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import type { OwnerClient } from './owner-helpers.js';

const product = (id: string, extra: Partial<StoreProductInput> = {}): StoreProductInput => ({
  product_id: id,
  variant_ids: [`${id}01`, `${id}02`],
  url: `/products/p-${id}`,
  title: `Product ${id}`,
  description: `About ${id}`,
  price: '19.90',
  compare_at_price: '24.90',
  image: `https://cdn.example.com/${id}.jpg`,
  inventory_quantity: 5,
  collections: ['Face'],
  ...extra,
});

const HOUR = 3_600_000;
/** A moment `hours` from the server's clock now (negative: past), as an import writes it. */
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const CSV_HEADER =
  '"Product ID","Variant IDs","URL","Title","Description","Price","Compare-at price","Image","Inventory","Collections"';

describe.each(databases)('store catalogues and recommendations on $name', (database) => {
  let t: SeededApp;
  let owner: OwnerClient;
  let key = '';

  const importJson = (platform: string, body: unknown, auth = `Bearer ${key}`) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/store-catalogue/${platform}`,
      headers: { 'content-type': 'application/json', authorization: auth },
      payload: JSON.stringify(body),
    });
  const recommend = (platform: string, fields: Record<string, string>, poptinId = DEMO_TIMER_POPUP_ID) =>
    postForm(t.app, `/api/display/${platform}/product-recommendation/${poptinId}`, {
      client_id: DEMO_CLIENT_ID,
      count: '3',
      ...fields,
    });
  const ids = (res: { json(): unknown }) =>
    (res.json() as { data: { products: { product_id: string; variant_id: string }[] } }).data.products.map(
      (p) => `${p.product_id}/${p.variant_id}`,
    );

  beforeAll(async () => {
    ({ owner, ...t } = await openSeededAppAsOwner(database));
    const made = await owner.send('POST', '/api/owner/store-catalogue/key');
    expect(made.statusCode).toBe(201);
    key = (made.json() as { key: string }).key;
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  }, HOOK_TIMEOUT_MS);

  it('imports a catalogue signed with the account’s key and recommends from it', async () => {
    const catalogue: StoreCatalogueImport = {
      currency: 'USD',
      products: ['111', '222', '333', '444'].map((id) => product(id)) as StoreCatalogueImport['products'],
      price_rules: [
        {
          title: '10 % over 50',
          target_type: 'line_item',
          allocation_method: 'across',
          target_selection: 'all',
          value_type: 'percentage',
          value: '10',
          prerequisite_subtotal_range: { greater_than_or_equal_to: '50.00' },
          entitled_product_ids: [],
          starts_at: hoursFromNow(-72),
          ends_at: hoursFromNow(30 * 24),
        },
        {
          title: '5 off the serum',
          target_type: 'line_item',
          allocation_method: 'each',
          target_selection: 'entitled',
          value_type: 'fixed_amount',
          value: '5',
          prerequisite_subtotal_range: null,
          entitled_product_ids: ['111', '22202'],
          starts_at: null,
          ends_at: null,
        },
      ],
    };
    const res = await importJson('shopify', catalogue);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 4 });

    const recent = await recommend('shopify', { category: 'last_visited', product_ids: '33302,111,999,33301' });
    expect(recent.statusCode).toBe(200);
    expect(recent.json()).toMatchObject({ success: true, currency: 'USD' });
    // Newest first, each product once, the variant an id named (else the first), unknown ids skipped.
    expect(ids(recent)).toEqual(['333/33302', '111/11101']);
    expect((recent.json() as { data: { products: unknown[] } }).data.products[0]).toEqual({
      product_id: '333',
      variant_id: '33302',
      image: 'https://cdn.example.com/333.jpg',
      desc: 'About 333',
      title: 'Product 333',
      url: '/products/p-333',
      inventory_quantity: 5,
      price: '19.90',
      compare_at_price: '24.90',
      currency: '$',
    });
    expect(ids(await recommend('shopify', { category: 'manual', manual_products: '444,222', count: '1' }))).toEqual([
      '444/44401',
    ]);
    expect(ids(await recommend('shopify', { category: 'product_collection', collection: 'face' }))).toHaveLength(3);
    expect(ids(await recommend('shopify', { category: 'algorithm_id_best', product_ids: '111' }))).toEqual([
      '222/22201',
      '333/33301',
      '444/44401',
    ]);
    // No recent products: nothing to show (the block hides).
    expect(ids(await recommend('shopify', { category: 'last_visited' }))).toEqual([]);

    const rules = await t.app.inject({ method: 'GET', url: `/api/display/price-rules/${DEMO_CLIENT_ID}` });
    expect(rules.statusCode).toBe(200);
    expect(rules.json()).toEqual({
      success: true,
      price_rules: [
        { platform: 'shopify', ...catalogue.price_rules[0], value: '10.00' },
        { platform: 'shopify', ...catalogue.price_rules[1], value: '5.00' },
      ],
    });
  });

  it('answers the site builder’s catalogue apart from the store’s, and no products where none was imported', async () => {
    const wix = await recommend('wix', { category: 'manual', manual_products: '111' });
    expect(wix.statusCode).toBe(200);
    expect(wix.json()).toEqual({ success: true, currency: 'USD', data: { products: [] } });
  });

  it('recommends our own shop’s products straight from its tables, in euros', async () => {
    const res = await recommend('shop', { category: 'product_collection', collection: 'Tratamiento', count: '2' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { currency: string; data: { products: Record<string, unknown>[] } };
    expect(body.currency).toBe('EUR');
    expect(body.data.products.length).toBeGreaterThan(0);
    expect(body.data.products[0]).toMatchObject({
      currency: '€',
      url: expect.stringMatching(/^\/producto\/[a-z0-9-]+\/$/),
    });
    const slug = String(body.data.products[0]?.product_id);
    expect(ids(await recommend('shop', { category: 'last_visited', product_ids: slug }))[0]).toMatch(
      new RegExp(`^${slug}/\\d+$`),
    );
  });

  it('refuses another account’s pop-up like a missing one, so its catalogue is never read', async () => {
    const res = await recommend('shopify', { category: 'manual', manual_products: '111' }, TYPES_POPUP_IDS.lightbox);
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).code).toBe('BK_ERR_POPUP_NOT_FOUND');
    const asOther = await postForm(t.app, `/api/display/shopify/product-recommendation/${DEMO_TIMER_POPUP_ID}`, {
      client_id: TYPES_CLIENT_ID,
      category: 'manual',
      manual_products: '111',
      count: '3',
    });
    expect(asOther.statusCode).toBe(404);
  });

  it.each([
    ['a count over 3', { category: 'manual', count: '4' }, /^body\.count: must be 1 to 3/],
    ['an unknown category', { category: 'best_sellers' }, /^body\.category: must be last_visited/],
    ['a huge category', { category: 'a'.repeat(20_000) }, /^body\.category: must be at most 60 characters/],
    ['a bad id list', { category: 'manual', manual_products: '1,<b>' }, /^body\.manual_products: must be a comma list/],
    ['more than 3 manual products', { category: 'manual', manual_products: '1,2,3,4' }, /^body\.manual_products: /],
    ['an unknown field', { category: 'manual', extra: '1' }, /^body: unknown field "extra"$/],
    ['a NUL byte', { category: 'manual', category_original: 'a\u0000b' }, /^body\.category_original: /],
  ])('refuses %s with a 400 JSON error', async (_what, fields, message) => {
    const res = await recommend('shopify', fields as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBody(res).message).toMatch(message);
  });

  it('takes form bodies only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/display/shopify/product-recommendation/${DEMO_TIMER_POPUP_ID}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ client_id: DEMO_CLIENT_ID, category: 'manual', count: '1' }),
    });
    expect(res.statusCode).toBe(415);
  });

  it.each([
    ['no key', ''],
    ['a malformed key', 'Bearer nope'],
    ['a key of the right shape that is not the account’s', `Bearer bkc_${DEMO_CLIENT_ID}_${'A'.repeat(43)}`],
  ])('refuses an import with %s and changes nothing', async (_what, auth) => {
    const before = await countRows(t.db, 'store_products');
    const res = await importJson('shopify', { currency: 'USD', products: [] }, auth);
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).code).toBe('BK_ERR_CATALOGUE_KEY');
    expect(await countRows(t.db, 'store_products')).toBe(before);
  });

  it.each([
    [
      'a product with a bad price',
      { currency: 'USD', products: [product('1', { price: '12,5' })] },
      /products\[0\]\.price/,
    ],
    [
      'a javascript: link',
      { currency: 'USD', products: [product('1', { url: 'javascript:alert(1)' })] },
      /products\[0\]\.url/,
    ],
    [
      'a product named twice',
      { currency: 'USD', products: [product('1'), product('1')] },
      /products\[1\]\.product_id: is already/,
    ],
    [
      'a price rule naming a product by a hostile id',
      {
        currency: 'USD',
        products: [],
        price_rules: [
          {
            target_type: 'line_item',
            allocation_method: 'each',
            target_selection: 'entitled',
            value_type: 'percentage',
            value: '10',
            entitled_product_ids: ['111', '1\u0000; DROP TABLE'],
          },
        ],
      },
      /price_rules\[0\]\.entitled_product_ids\[1\]/,
    ],
    [
      'a price rule that ends before it starts',
      {
        currency: 'USD',
        products: [],
        price_rules: [
          {
            target_type: 'line_item',
            allocation_method: 'each',
            target_selection: 'all',
            value_type: 'percentage',
            value: '10',
            starts_at: '2026-12-01T00:00:00Z',
            ends_at: '2026-11-01T00:00:00Z',
          },
        ],
      },
      /price_rules\[0\]\.ends_at: must be after the start/,
    ],
    [
      'a price rule dated without its offset',
      {
        currency: 'USD',
        products: [],
        price_rules: [
          {
            target_type: 'line_item',
            allocation_method: 'each',
            target_selection: 'all',
            value_type: 'percentage',
            value: '10',
            starts_at: '2026-12-01 10:00',
          },
        ],
      },
      /price_rules\[0\]\.starts_at/,
    ],
    ['a lowercase currency', { currency: 'usd', products: [] }, /body\.currency/],
    ['an unknown platform', null, /params\.platform/],
  ])('refuses a JSON import with %s and keeps the old catalogue whole', async (_what, body, message) => {
    const before = await countRows(t.db, 'store_products');
    const res =
      body === null
        ? await importJson('magento', { currency: 'USD', products: [] })
        : await importJson('shopify', body);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toMatch(message);
    expect(await countRows(t.db, 'store_products')).toBe(before);
    expect(ids(await recommend('shopify', { category: 'manual', manual_products: '111' }))).toEqual(['111/11101']);
  });

  it('refuses a CSV with bad cells, naming each line and column, and imports nothing', async () => {
    const before = await countRows(t.db, 'store_products');
    const res = await owner.send('POST', '/api/owner/store-catalogue/wix/import', {
      currency: 'EUR',
      csv: [
        CSV_HEADER,
        '"a1","v1|v2","/product-page/a","Serum","","12.00","","","3","Face|Night"',
        '"a2","","/product-page/b","Cream","","12.5.0","","http://insecure/x.jpg","lots",""',
        '"a1","v3","/product-page/c","  ","","1","","","",""',
      ].join('\r\n'),
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).code).toBe('BK_ERR_CATALOGUE_CSV');
    const message = errorBody(res).message;
    expect(message).toMatch(/^csv: nothing was imported/);
    expect(message).toContain('line 3: Inventory: must be a whole number');
    expect(message).toContain('line 3: Variant IDs: must name at least one variant');
    expect(message).toContain('line 3: Price: must be an amount like 24.90');
    expect(message).toContain('line 3: Image: must be an https:// address, or empty');
    expect(message).toContain('line 4: Title: must not be blank');
    expect(message).toContain('line 4: Product ID: a1 is already the product of line 2');
    expect(message).not.toContain('line 2:');
    expect(await countRows(t.db, 'store_products')).toBe(before);
  });

  it('imports a good CSV for the site builder and lists the catalogues with the key’s prefix only', async () => {
    const res = await owner.send('POST', '/api/owner/store-catalogue/wix/import', {
      currency: 'EUR',
      csv: `\uFEFF${CSV_HEADER}\r\n"a1","v1|v2","/product-page/a","Serum","<p>Night <b>serum</b></p>","12.00","","","","Face|Night"\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 1 });
    expect(ids(await recommend('wix', { category: 'product_collection', collection: 'Night' }))).toEqual(['a1/v1']);
    const summary = await owner.send('GET', '/api/owner/store-catalogue');
    expect(summary.statusCode).toBe(200);
    const body = summary.json() as { catalogues: { platform: string; products: number }[]; key: { prefix: string } };
    expect(body.catalogues.map((c) => [c.platform, c.products])).toEqual([
      ['shopify', 4],
      ['wix', 1],
    ]);
    expect(key.startsWith(body.key.prefix)).toBe(true);
    expect(JSON.stringify(body)).not.toContain(key);
  });

  it('never shows one account’s catalogue to another account’s pop-ups', async () => {
    const res = await postForm(t.app, `/api/display/shopify/product-recommendation/${TYPES_POPUP_IDS.lightbox}`, {
      client_id: TYPES_CLIENT_ID,
      category: 'manual',
      manual_products: '111',
      count: '3',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, currency: 'USD', data: { products: [] } });
  });

  it('gives visitors no price rule that has ended or starts more than a day ahead, by the server’s clock', async () => {
    const rule = (title: string, starts_at: string | null, ends_at: string | null) => ({
      title,
      target_type: 'line_item',
      allocation_method: 'each',
      target_selection: 'all',
      value_type: 'percentage',
      value: '10.00',
      prerequisite_subtotal_range: null,
      entitled_product_ids: [],
      starts_at,
      ends_at,
    });
    const running = rule('running', hoursFromNow(-48), hoursFromNow(48));
    const soon = rule('starts in two hours', hoursFromNow(2), hoursFromNow(72));
    const open = rule('open', null, null);
    const res = await importJson('wix', {
      currency: 'EUR',
      products: [],
      price_rules: [
        rule('ended last week', hoursFromNow(-14 * 24), hoursFromNow(-7 * 24)),
        running,
        rule('ended an hour ago', null, hoursFromNow(-1)),
        soon,
        rule('starts next week', hoursFromNow(7 * 24), null),
        open,
      ],
    });
    expect(res.statusCode).toBe(200);
    const rules = await t.app.inject({ method: 'GET', url: `/api/display/price-rules/${DEMO_CLIENT_ID}` });
    expect(rules.statusCode).toBe(200);
    const given = (rules.json() as { price_rules: { platform: string }[] }).price_rules;
    expect(given.filter((r) => r.platform === 'wix')).toEqual([
      { platform: 'wix', ...running },
      { platform: 'wix', ...soon },
      { platform: 'wix', ...open },
    ]);
  });
});
