/**
 * The owner's Products API (the shop spec's "Owner side") on PGlite and
 * PostgreSQL: the clinic's owner finds a product, changes its name, prices,
 * stock and whether it is published, and the shop's pages (cached for visitors
 * without a cart) show the change at once. Bad input is a readable 4xx that
 * stores nothing; another account's owner gets 404; a signed-out client 401.
 * Then the owner adds, reshapes and deletes products: a new one shows on
 * /tienda/, at its address and in the sitemap at once; an edit changes its
 * address, category, texts and variants (kept ones keep their ids); a taken
 * address is a 409; a deleted product answers 404 at its old address while past
 * orders keep their lines and carts that held it simply lose that line.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../../src/plugins/shop/seed-shop.js';
import { openSeededAppAsOwner } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, uniqueEmail } from './owner-helpers.js';
import { ShopVisitor } from './shop-helpers.js';

const ACCOUNT = 'de30c1e0a1b2c';
const SERUM = 4;
const GEL = 1;
const SERUM_IMAGES = [1, 2, 3].map((n) => `/site/assets/img/productos/serum-vitamina-c-${n}.svg`);
const TONER = 5;
/** The largest seeded ids: new ones come after them. */
const LAST_SEEDED_PRODUCT = 12;
const LAST_SEEDED_VARIANT = 113;

const NEW_PRODUCT = {
  name: 'Agua micelar calmante',
  slug: 'agua-micelar-calmante',
  category: 'Limpieza',
  short_description: 'Desmaquilla sin frotar. 400 ml.',
  description: 'Agua micelar con caléndula para piel reactiva.\n\nAplíquela con un disco de algodón, mañana y noche.',
  published: true,
  variants: [
    { name: '200 ml', price_cents: 1290, sale_price_cents: null, stock: 10, sku: '' },
    { name: '400 ml', price_cents: 1990, sale_price_cents: 1690, stock: null, sku: '' },
  ],
  images: [],
};

describe.each(databases)('the owner’s shop products on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let owner: OwnerClient;
  let stranger: OwnerClient;

  /** A visitor with no cart: the page the shop caches. */
  const page = (path: string) =>
    app.inject({ method: 'GET', url: path, headers: { host: 'localhost:80', accept: 'text/html' } });
  const variantRow = async (id: number) =>
    (
      await db.query<{ price_cents: number; compare_at_cents: number | null; stock: number | null }>(
        'SELECT price_cents, compare_at_cents, stock FROM shop_variants WHERE account_id = $1 AND variant_id = $2',
        [ACCOUNT, id],
      )
    ).rows[0];

  const productCount = async () =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM shop_products WHERE account_id = $1', [ACCOUNT]))
        .rows[0]?.n,
    );

  beforeAll(async () => {
    ({ app, db, close, owner } = await openSeededAppAsOwner(database));
    stranger = new OwnerClient(app, '127.0.0.2');
    expect((await stranger.signUp(uniqueEmail('stranger'))).statusCode).toBe(201);
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  it('lists every product with its variants in shop order, and finds them by name or slug', async () => {
    const all = await owner.send('GET', '/api/owner/shop/products');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 12, page: 1, page_size: 25 });
    expect(all.json().products[3]).toEqual({
      id: SERUM,
      slug: 'serum-vitamina-c',
      name: 'Sérum antioxidante de vitamina C',
      category: 'Tratamiento',
      short_description: expect.stringContaining('Vitamina C pura'),
      description: expect.stringContaining('ácido L-ascórbico'),
      published: true,
      tax_class: 'standard',
      weight_grams: null,
      shipping_class: null,
      variants: [
        {
          id: 104,
          name: '15 ml',
          price_cents: 2490,
          sale_price_cents: null,
          sale_from: null,
          sale_to: null,
          stock: 20,
          sku: '',
        },
        {
          id: 105,
          name: '30 ml',
          price_cents: 3990,
          sale_price_cents: null,
          sale_from: null,
          sale_to: null,
          stock: 12,
          sku: '',
        },
      ],
      images: [
        {
          url: SERUM_IMAGES[0],
          alt: 'Frasco cuentagotas del sérum de vitamina C sobre fondo naranja',
          width: 800,
          height: 800,
        },
        {
          url: SERUM_IMAGES[1],
          alt: 'Textura del sérum de vitamina C, extendida sobre fondo naranja',
          width: 800,
          height: 800,
        },
        { url: SERUM_IMAGES[2], alt: 'Envase y caja del sérum de vitamina C', width: 800, height: 800 },
      ],
    });
    const found = await owner.send('GET', `/api/owner/shop/products?q=${encodeURIComponent('FOTOPROTECTOR')}`);
    expect(found.json().products.map((p: { slug: string }) => p.slug)).toEqual([
      'fotoprotector-fluido-spf50',
      'fotoprotector-infantil-spf50',
    ]);
    const bySlug = await owner.send('GET', '/api/owner/shop/products?q=retinol');
    expect(bySlug.json()).toMatchObject({ total: 1, products: [{ slug: 'crema-noche-retinol' }] });
    // A % is text to look for (one name has it), not a pattern matching every name.
    expect((await owner.send('GET', '/api/owner/shop/products?q=%25')).json().total).toBe(1);
    expect((await owner.send('GET', '/api/owner/shop/products?page=2')).json()).toMatchObject({
      total: 12,
      page: 2,
      products: [],
    });
  });

  it('puts a product on sale and the shop’s product page shows the new prices at once', async () => {
    const before = await page('/producto/serum-vitamina-c/');
    expect(before.body).toContain('24,90\u00a0€');
    const r = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
      name: 'Sérum de vitamina C',
      published: true,
      variants: [
        { id: 104, name: '15 ml', price_cents: 2490, sale_price_cents: 1990, stock: 7, sku: '' },
        { id: 105, name: '30 ml', price_cents: 3990, sale_price_cents: null, stock: 12, sku: '' },
      ],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      name: 'Sérum de vitamina C',
      variants: [
        { id: 104, price_cents: 2490, sale_price_cents: 1990, stock: 7 },
        { id: 105, price_cents: 3990, sale_price_cents: null, stock: 12 },
      ],
    });
    // The cart sells at the sale price; the regular one is shown struck through.
    expect(await variantRow(104)).toEqual({ price_cents: 1990, compare_at_cents: 2490, stock: 7 });
    const after = await page('/producto/serum-vitamina-c/');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Sérum de vitamina C');
    expect(after.body).toContain('19,90\u00a0€');
    expect((await page('/tienda/')).body).toContain('Sérum de vitamina C');
  });

  it('shows a renamed product’s new name at once, although its prices did not change', async () => {
    expect((await page('/producto/gel-limpiador-suave/')).body).toContain('Gel limpiador suave');
    const r = await owner.send('PUT', `/api/owner/shop/products/${GEL}`, {
      name: 'Gel limpiador extra suave',
      published: true,
    });
    expect(r.statusCode).toBe(200);
    expect((await page('/producto/gel-limpiador-suave/')).body).toContain('Gel limpiador extra suave');
  });

  it('takes a draft product off the shop and puts it back', async () => {
    const body = { name: 'Gel limpiador extra suave', published: false };
    expect((await owner.send('PUT', `/api/owner/shop/products/${GEL}`, body)).json().published).toBe(false);
    expect((await page('/producto/gel-limpiador-suave/')).statusCode).toBe(404);
    expect((await page('/tienda/')).body).not.toContain('Gel limpiador extra suave');
    await owner.send('PUT', `/api/owner/shop/products/${GEL}`, { ...body, published: true });
    expect((await page('/producto/gel-limpiador-suave/')).statusCode).toBe(200);
  });

  it('answers bad input with readable 4xx errors and changes nothing', async () => {
    const put = (body: unknown) => owner.send('PUT', `/api/owner/shop/products/${SERUM}`, body);
    const valid = {
      name: 'Otro nombre',
      published: true,
      variants: [{ id: 105, name: '30 ml', price_cents: 100, sale_price_cents: null, stock: 1, sku: '' }],
    };
    const saleAbove = await put({
      ...valid,
      variants: [{ id: 105, name: '30 ml', price_cents: 1000, sale_price_cents: 1000, stock: 1, sku: '' }],
    });
    expect(saleAbove.statusCode).toBe(400);
    expect(saleAbove.json()).toEqual({
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      error: 'Bad Request',
      message: 'body.variants[0].sale_price_cents: must be lower than the regular price',
    });
    expect((await put({ ...valid, name: '   ' })).json().message).toBe('body.name: must not be blank');
    const negative = await put({
      ...valid,
      variants: [{ id: 105, name: '30 ml', price_cents: -1, sale_price_cents: null, stock: 1 }],
    });
    expect(negative.json().message).toBe('body.variants[0].price_cents: must be at least 0');
    expect((await put({ ...valid, variants: [{ ...valid.variants[0], stock: 1.5 }] })).statusCode).toBe(400);
    // Another product's variant: refused, and the name sent with it is not saved either.
    const foreign = await put({
      ...valid,
      variants: [
        ...valid.variants,
        { id: 101, name: 'Otro', price_cents: 1, sale_price_cents: null, stock: 1, sku: '' },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`body.variants[1].id: product ${SERUM} has no variant 101`);
    expect((await owner.send('GET', `/api/owner/shop/products/${SERUM}`)).json().name).toBe('Sérum de vitamina C');
    expect(await variantRow(105)).toEqual({ price_cents: 3990, compare_at_cents: null, stock: 12 });
    expect((await owner.send('GET', '/api/owner/shop/products/abc')).statusCode).toBe(400);
    expect((await owner.send('GET', '/api/owner/shop/products?page=0')).statusCode).toBe(400);
    const missing = await owner.send('GET', '/api/owner/shop/products/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'BK_ERR_PRODUCT_NOT_FOUND', message: 'product 999 not found' });
  });

  it('reorders, relabels and removes a product’s images, and the shop’s pages show them at once', async () => {
    const shown = (await owner.send('GET', `/api/owner/shop/products/${SERUM}`)).json();
    const [front, texture] = shown.images;
    const r = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
      name: shown.name,
      published: true,
      images: [
        { ...texture, alt: 'Gotas del sérum' },
        { url: '/site/media/de30c1e0a1b2c/0123abcd-800.webp', alt: 'El sérum en la mano', width: 800, height: 600 },
        front,
      ],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().images.map((i: { alt: string }) => i.alt)).toEqual([
      'Gotas del sérum',
      'El sérum en la mano',
      front.alt,
    ]);
    const product = (await page('/producto/serum-vitamina-c/')).body;
    expect(product).toContain('aria-label="Imágenes de «Sérum de vitamina C»"');
    expect(product.indexOf('alt="Gotas del sérum"')).toBeLessThan(product.indexOf('alt="El sérum en la mano"'));
    expect(product).not.toContain('alt="Envase y caja del sérum de vitamina C"');
    expect((await page('/tienda/')).body).toContain(
      `src="${texture.url}" alt="Gotas del sérum" width="800" height="800"`,
    );
    // Left out, the images stay; an empty list removes them all and the page shows the drawn jar.
    const kept = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
      name: shown.name,
      published: true,
    });
    expect(kept.json().images).toHaveLength(3);
    const none = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
      name: shown.name,
      published: true,
      images: [],
    });
    expect(none.json().images).toEqual([]);
    const bare = (await page('/producto/serum-vitamina-c/')).body;
    expect(bare).not.toContain('data-island="carousel"');
    expect(bare).toContain('class="product-art is-large"');
    const restored = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
      name: shown.name,
      published: true,
      images: shown.images,
    });
    expect(restored.json().images).toEqual(shown.images);
  });

  it('refuses an image from another site, a blank or marked-up alt text and too many images, storing nothing', async () => {
    const shown = (await owner.send('GET', `/api/owner/shop/products/${SERUM}`)).json();
    const image = shown.images[0];
    const put = (images: unknown) =>
      owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
        name: 'No se guarda',
        published: true,
        images,
      });
    const refusals: [unknown, string][] = [
      [
        [{ ...image, url: 'https://evil.example/x.png' }],
        'body.images[0].url: must be a path on this site, like /site/media/…',
      ],
      [
        [{ ...image, url: '//evil.example/x.png' }],
        'body.images[0].url: must be a path on this site, like /site/media/…',
      ],
      [[{ ...image, url: '/site/assets/../secret' }], 'body.images[0].url: must not contain . or .. steps'],
      [[{ ...image, url: `/${'a'.repeat(400)}` }], 'body.images[0].url: must be at most 300 characters'],
      [[{ ...image, alt: '   ' }], 'body.images[0].alt: must describe the image'],
      [[{ ...image, alt: '<img src=x onerror=alert(1)>' }], 'body.images[0].alt: must be plain text, without < or >'],
      [[{ ...image, alt: `${'x'.repeat(251)}<` }], 'body.images[0].alt: must be at most 250 characters'],
      [[{ ...image, width: 0 }], 'body.images[0].width: must be at least 1'],
      [Array.from({ length: 13 }, () => image), 'body.images: must list at most 12 images'],
      [[{ ...image, caption: 'x' }], 'body.images[0]: unknown field "caption"'],
    ];
    for (const [images, message] of refusals) {
      const r = await put(images);
      expect(r.statusCode, message).toBe(400);
      expect(r.json().message).toBe(message);
    }
    // Valid images with another product's variant: the whole change is rolled back, images too.
    const foreign = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
      name: 'No se guarda',
      published: true,
      variants: [{ id: 101, name: '', price_cents: 1, sale_price_cents: null, stock: 1, sku: '' }],
      images: [{ ...image, alt: 'Tampoco se guarda' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await owner.send('GET', `/api/owner/shop/products/${SERUM}`)).json()).toEqual(shown);
  });

  it('answers another account’s owner 404 and leaves the product alone', async () => {
    expect((await stranger.send('GET', '/api/owner/shop/products')).json()).toMatchObject({ total: 0, products: [] });
    expect((await stranger.send('GET', `/api/owner/shop/products/${SERUM}`)).statusCode).toBe(404);
    const r = await stranger.send('PUT', `/api/owner/shop/products/${SERUM}`, {
      name: 'Robado',
      published: false,
      variants: [{ id: 104, name: '15 ml', price_cents: 1, sale_price_cents: null, stock: 0, sku: '' }],
    });
    expect(r.statusCode).toBe(404);
    expect(await variantRow(104)).toEqual({ price_cents: 1990, compare_at_cents: 2490, stock: 7 });
  });

  it('needs a session and the CSRF token', async () => {
    const signedOut = new OwnerClient(app);
    expect((await signedOut.send('GET', '/api/owner/shop/products')).statusCode).toBe(401);
    const body = { name: 'X', published: true };
    expect((await signedOut.send('PUT', `/api/owner/shop/products/${SERUM}`, body)).statusCode).toBe(401);
    const noToken = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, body, { 'x-csrf-token': '' });
    expect(noToken.statusCode).toBe(403);
  });

  it('exports every product as CSV, a row per variant, for its owner only', async () => {
    const r = await owner.send('GET', '/api/owner/shop/products.csv');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = r.body.split('\r\n');
    expect(rows[0]).toContain('"Product ID","Variant ID","SKU","Name","Variant","Address"');
    // Twelve seeded products, the serum with two sizes: thirteen variants.
    expect(rows.filter((row) => /^"\d+","\d+"/.test(row))).toHaveLength(13);
    const serum = rows.find((row) => row.startsWith('"4","104",'));
    expect(serum).toContain('"15 ml","serum-vitamina-c","Tratamiento","yes","standard"');
    const theirs = await stranger.send('GET', '/api/owner/shop/products.csv');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('serum-vitamina-c');
    expect((await new OwnerClient(app).send('GET', '/api/owner/shop/products.csv')).statusCode).toBe(401);
  });

  it('creates a product that the shop lists and shows at its address at once', async () => {
    expect((await page('/tienda/')).body).not.toContain('Agua micelar calmante');
    const withSkus = NEW_PRODUCT.variants.map((v, i) => ({ ...v, sku: `AGUA-${i === 0 ? 200 : 400}` }));
    const r = await owner.send('POST', '/api/owner/shop/products', {
      ...NEW_PRODUCT,
      tax_class: 'super-reduced',
      weight_grams: 420,
      shipping_class: 'fragil',
      variants: withSkus,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({
      ...NEW_PRODUCT,
      tax_class: 'super-reduced',
      weight_grams: 420,
      shipping_class: 'fragil',
      id: LAST_SEEDED_PRODUCT + 1,
      variants: withSkus.map((v, i) => ({ ...v, id: LAST_SEEDED_VARIANT + 1 + i, sale_from: null, sale_to: null })),
    });
    expect((await page('/tienda/')).body).toContain('Agua micelar calmante');
    expect((await page('/sitemap.xml')).body).toContain(
      '<url><loc>http://localhost/producto/agua-micelar-calmante/</loc></url>',
    );
    const shown = await page('/producto/agua-micelar-calmante/');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Aplíquela con un disco de algodón, mañana y noche.');
    expect(shown.body).toContain('16,90\u00a0€');
    // Its weight, as WooCommerce's "Información adicional" tab shows it.
    expect(shown.body).toContain('<th scope="row">Peso</th><td>0,42 kg</td>');
    expect((await owner.send('GET', '/api/owner/shop/categories')).json()).toEqual({
      categories: ['Hidratación', 'Limpieza', 'Protección solar', 'Tratamiento'],
    });
  });

  it('changes a product’s address, category, texts and variants, keeping the ids of the variants it keeps', async () => {
    const toner = (await owner.send('GET', `/api/owner/shop/products/${TONER}`)).json();
    const oldAddress = `/producto/${toner.slug}/`;
    expect((await page(oldAddress)).statusCode).toBe(200);
    const [kept] = toner.variants;
    const r = await owner.send('PUT', `/api/owner/shop/products/${TONER}`, {
      name: toner.name,
      published: true,
      slug: 'tonico-equilibrante-nuevo',
      category: 'Cuidado diario',
      short_description: 'Tónico nuevo.',
      description: 'Primer párrafo del tónico.\n\nSegundo párrafo.',
      variants: [
        { name: 'Formato viaje', price_cents: 590, sale_price_cents: null, stock: 3, sku: '' },
        { ...kept, name: 'Formato grande' },
      ],
    });
    expect(r.statusCode).toBe(200);
    const changed = r.json();
    expect(changed).toMatchObject({
      slug: 'tonico-equilibrante-nuevo',
      category: 'Cuidado diario',
      short_description: 'Tónico nuevo.',
      description: 'Primer párrafo del tónico.\n\nSegundo párrafo.',
    });
    expect(changed.variants).toEqual([
      {
        id: LAST_SEEDED_VARIANT + 3,
        name: 'Formato viaje',
        price_cents: 590,
        sale_price_cents: null,
        sale_from: null,
        sale_to: null,
        stock: 3,
        sku: '',
      },
      { ...kept, name: 'Formato grande' },
    ]);
    expect((await page(oldAddress)).statusCode).toBe(404);
    const moved = await page('/producto/tonico-equilibrante-nuevo/');
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain('Segundo párrafo.');
    expect(moved.body).toContain('Formato viaje');
    // Removing a variant: the product keeps the other one, the removed id is gone.
    const fewer = await owner.send('PUT', `/api/owner/shop/products/${TONER}`, {
      name: toner.name,
      published: true,
      variants: [{ ...kept, name: '' }],
    });
    expect(fewer.json().variants).toEqual([{ ...kept, name: '' }]);
    expect((await page('/producto/tonico-equilibrante-nuevo/')).body).not.toContain('Formato viaje');
  });

  it('keeps each SKU to one variant of the shop: a clash is a 409, a bad one a 400, and nothing is stored', async () => {
    // AGUA-200 and AGUA-400 are the micellar water's (created above).
    const before = await productCount();
    const clash = await owner.send('POST', '/api/owner/shop/products', {
      ...NEW_PRODUCT,
      name: 'Agua micelar bis',
      slug: 'agua-micelar-bis',
      variants: [{ name: '', price_cents: 990, sale_price_cents: null, stock: null, sku: 'AGUA-400' }],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'BK_ERR_SKU_TAKEN',
      message: 'another product or variant already has the SKU AGUA-400; choose another',
    });
    expect(await productCount()).toBe(before);
    const serum = (await owner.send('GET', `/api/owner/shop/products/${SERUM}`)).json();
    const edit = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
      name: serum.name,
      published: true,
      variants: serum.variants.map((v: { id: number }, i: number) => ({ ...v, sku: i === 0 ? 'SER-15' : 'AGUA-200' })),
    });
    expect(edit.statusCode).toBe(409);
    const skus = await db.query(
      'SELECT sku FROM shop_variants WHERE account_id = $1 AND variant_id IN (104, 105) ORDER BY variant_id',
      [ACCOUNT],
    );
    expect(skus.rows).toEqual([{ sku: null }, { sku: null }]);
    for (const [sku, message] of [
      ['SER 15', 'no spaces'],
      ['-SER', 'no spaces'],
      ['x'.repeat(65), 'at most 64'],
      ['SER\u0000', 'no spaces'],
    ]) {
      const r = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
        name: serum.name,
        published: true,
        variants: serum.variants.map((v: object) => ({ ...v, sku })),
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toContain('sku');
      expect(r.json().message).toContain(message);
    }
    const twice = await owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
      name: serum.name,
      published: true,
      variants: serum.variants.map((v: object) => ({ ...v, sku: 'SER' })),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('must differ from the other variants’ SKUs');
  });

  it('swaps two variants’ SKUs in one save and finds the product by a SKU', async () => {
    const serum = (await owner.send('GET', `/api/owner/shop/products/${SERUM}`)).json();
    const save = (skus: string[]) =>
      owner.send('PUT', `/api/owner/shop/products/${SERUM}`, {
        name: serum.name,
        published: true,
        variants: serum.variants.map((v: object, i: number) => ({ ...v, sku: skus[i] })),
      });
    expect((await save(['SER-15', 'SER-30'])).statusCode).toBe(200);
    const swapped = await save(['SER-30', 'SER-15']);
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().variants.map((v: { sku: string }) => v.sku)).toEqual(['SER-30', 'SER-15']);
    const found = (await owner.send('GET', '/api/owner/shop/products?q=ser-15')).json();
    expect(found.products.map((p: { id: number }) => p.id)).toEqual([SERUM]);
    expect((await save(['', ''])).json().variants.map((v: { sku: string }) => v.sku)).toEqual(['', '']);
  });

  it('refuses an address another product has with a 409 and stores nothing', async () => {
    const before = await productCount();
    const clash = await owner.send('POST', '/api/owner/shop/products', {
      ...NEW_PRODUCT,
      name: 'Otro gel',
      slug: 'gel-limpiador-suave',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'BK_ERR_PRODUCT_SLUG_TAKEN',
      message: 'another product already has the address /producto/gel-limpiador-suave/; choose another',
    });
    expect(await productCount()).toBe(before);
    const edit = await owner.send('PUT', `/api/owner/shop/products/${TONER}`, {
      name: 'No se guarda',
      published: true,
      slug: 'agua-micelar-calmante',
    });
    expect(edit.statusCode).toBe(409);
    expect((await owner.send('GET', `/api/owner/shop/products/${TONER}`)).json()).toMatchObject({
      slug: 'tonico-equilibrante-nuevo',
    });
  });

  it('answers bad input with readable 4xx errors and stores nothing', async () => {
    const before = await productCount();
    const refusals: [unknown, string][] = [
      [
        { ...NEW_PRODUCT, slug: 'Agua-Micelar' },
        'body.slug: must be lowercase letters a-z, digits and single hyphens, like gel-limpiador',
      ],
      [
        { ...NEW_PRODUCT, slug: 'a--b' },
        'body.slug: must be lowercase letters a-z, digits and single hyphens, like gel-limpiador',
      ],
      [{ ...NEW_PRODUCT, slug: 'A'.repeat(81) }, 'body.slug: must be at most 80 characters'],
      [
        { ...NEW_PRODUCT, slug: '' },
        'body.slug: must be lowercase letters a-z, digits and single hyphens, like gel-limpiador',
      ],
      [{ ...NEW_PRODUCT, category: '  ' }, 'body.category: must not be blank'],
      [{ ...NEW_PRODUCT, category: '<b>Ofertas</b>' }, 'body.category: must be plain text, without < or >'],
      [{ ...NEW_PRODUCT, variants: [] }, 'body.variants: must list at least one variant: a product keeps one'],
      [
        { ...NEW_PRODUCT, variants: NEW_PRODUCT.variants.map((v) => ({ ...v, name: '' })) },
        'body.variants[0].name: must name each variant when there are several; body.variants[1].name: must name each variant when there are several',
      ],
      [{ ...NEW_PRODUCT, variants: [{ ...NEW_PRODUCT.variants[0], id: 101 }] }, 'body.variants[0]: unknown field "id"'],
      [{ ...NEW_PRODUCT, description: 'x'.repeat(5001) }, 'body.description: must be at most 5000 characters'],
    ];
    for (const [body, message] of refusals) {
      const r = await owner.send('POST', '/api/owner/shop/products', body);
      expect(r.statusCode, message).toBe(400);
      expect(r.json().message).toBe(message);
    }
    const duplicate = await owner.send('PUT', `/api/owner/shop/products/${TONER}`, {
      name: 'No se guarda',
      published: true,
      variants: [
        { id: 105, name: 'Uno', price_cents: 1, sale_price_cents: null, stock: null, sku: '' },
        { id: 105, name: 'Dos', price_cents: 1, sale_price_cents: null, stock: null, sku: '' },
      ],
    });
    expect(duplicate.json().message).toBe('body.variants[1].id: must list each variant once');
    const none = await owner.send('PUT', `/api/owner/shop/products/${TONER}`, {
      name: 'No se guarda',
      published: true,
      variants: [],
    });
    expect(none.statusCode).toBe(400);
    expect(await productCount()).toBe(before);
    expect((await owner.send('GET', `/api/owner/shop/products/${TONER}`)).json().variants).toHaveLength(1);
  });

  it('deletes a product: its address answers 404, past orders keep their lines and carts drop it', async () => {
    const created = (
      await owner.send('POST', '/api/owner/shop/products', { ...NEW_PRODUCT, slug: 'para-borrar' })
    ).json();
    const [small, large] = created.variants.map((v: { id: number }) => String(v.id));
    const buyer = new ShopVisitor(app);
    await buyer.add(small, '1');
    const orderNumber = await buyer.checkout();
    const holder = new ShopVisitor(app);
    await holder.add(large, '2');
    await holder.add('101', '1');

    const r = await owner.send('DELETE', `/api/owner/shop/products/${created.id}`);
    expect(r.statusCode).toBe(204);
    expect((await page('/producto/para-borrar/')).statusCode).toBe(404);
    expect((await page('/tienda/')).body).not.toContain('/producto/para-borrar/');
    expect((await page('/sitemap.xml')).body).not.toContain('/producto/para-borrar/');
    expect((await owner.send('GET', `/api/owner/shop/products/${created.id}`)).statusCode).toBe(404);
    const order = await owner.send('GET', `/api/owner/shop/orders/${orderNumber}`);
    expect(order.statusCode).toBe(200);
    expect(order.json().lines).toMatchObject([{ product_name: 'Agua micelar calmante', variant_name: '200 ml' }]);
    const cart = await holder.get('/carrito/');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).not.toContain('Agua micelar calmante');
    expect(cart.body).toContain('Gel limpiador extra suave');
    // Adding the deleted variant again is a 404, not a failure.
    expect((await holder.post('/carrito/anadir', { variante: large, cantidad: '1' })).statusCode).toBe(404);
    expect((await owner.send('DELETE', `/api/owner/shop/products/${created.id}`)).statusCode).toBe(404);
  });

  it('never gives a deleted product’s ids again, and the seed does not bring deleted products back', async () => {
    const gel = (await owner.send('GET', '/api/owner/shop/products/1')).json();
    expect((await owner.send('DELETE', '/api/owner/shop/products/1')).statusCode).toBe(204);
    await seedShop(db, ACCOUNT);
    expect((await owner.send('GET', '/api/owner/shop/products/1')).statusCode).toBe(404);
    const again = (await owner.send('POST', '/api/owner/shop/products', { ...NEW_PRODUCT, slug: gel.slug })).json();
    expect(again.id).toBeGreaterThan(LAST_SEEDED_PRODUCT + 2);
    expect(again.variants[0].id).toBeGreaterThan(LAST_SEEDED_VARIANT + 5);
    expect((await page(`/producto/${gel.slug}/`)).body).toContain('Agua micelar calmante');
  });

  it('keeps each account to its own products', async () => {
    expect((await stranger.send('DELETE', `/api/owner/shop/products/${TONER}`)).statusCode).toBe(404);
    expect(
      (await stranger.send('PUT', `/api/owner/shop/products/${TONER}`, { name: 'Robado', published: false }))
        .statusCode,
    ).toBe(404);
    expect((await owner.send('GET', `/api/owner/shop/products/${TONER}`)).json()).toMatchObject({ published: true });
    // The stranger's own product, even with the clinic's address, is theirs alone.
    const theirs = await stranger.send('POST', '/api/owner/shop/products', { ...NEW_PRODUCT, name: 'Producto ajeno' });
    expect(theirs.statusCode).toBe(201);
    expect((await stranger.send('GET', '/api/owner/shop/categories')).json()).toEqual({ categories: ['Limpieza'] });
    expect((await page('/tienda/')).body).not.toContain('Producto ajeno');
    expect((await owner.send('GET', '/api/owner/shop/products?q=ajeno')).json().total).toBe(0);
  });
});
