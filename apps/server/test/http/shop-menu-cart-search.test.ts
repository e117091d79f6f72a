/**
 * The header's menu cart and the product search on PGlite and PostgreSQL: the
 * count and total after a plain form add (JavaScript off), the JSON answer the
 * shop island updates them from, /tienda/?s=…, and the add from a loop of
 * products on a cached content page (GET /carrito/token).
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { savePage } from '../../src/plugins/site/page-repository.js';
import { oneColumnDocument } from '../helpers/editor-pages.js';
import { openSeededApp } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { ShopVisitor } from './shop-helpers.js';

const SERUM_15 = '104';
const LIP_BALM = '113';
const SOLD_OUT_EYE_CREAM = '110';
const CLEANSER = '101';

/** The menu cart's count and total as the header shows them. */
const menuCart = (html: string) => ({
  count: /data-menu-cart-count="">(\d+)</.exec(html)?.[1],
  total: /data-menu-cart-total="">([^<]+)</.exec(html)?.[1]?.replace('\u00a0', ' '),
});

describe.each(databases)('the menu cart and product search on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openSeededApp(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  it('shows an empty menu cart to a visitor with no cart, and loads the shop island', async () => {
    const page = await new ShopVisitor(app).get('/tienda/');
    expect(menuCart(page.body)).toEqual({ count: '0', total: '0,00 €' });
    expect(page.body).toContain('href="/carrito/" data-menu-cart=""');
    expect(page.body).toContain('/site/assets/islands/shop.js');
  });

  it('counts units and totals them after a plain form add (JavaScript off)', async () => {
    const visitor = new ShopVisitor(app);
    const added = await visitor.post('/carrito/anadir', { variante: SERUM_15, cantidad: '2' });
    expect(added.statusCode).toBe(303);
    expect(menuCart((await visitor.get(String(added.headers.location))).body)).toEqual({
      count: '2',
      total: '49,80 €',
    });
    await visitor.add(LIP_BALM);
    for (const url of ['/tienda/', '/carrito/', '/finalizar-compra/'])
      expect(menuCart((await visitor.get(url)).body)).toEqual({ count: '3', total: '56,30 €' });
  });

  it('lists the cart in the dropdown on the shop, product, cart and checkout pages (never one page that is both)', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.post('/carrito/anadir', { variante: SERUM_15, cantidad: '2' });
    const lines = (html: string) =>
      [...html.matchAll(/mini-cart-name">([^<]+)<\/span><span class="mini-cart-qty">([^<]+)</g)].map((m) =>
        `${m[1]}: ${m[2]}`.replace('\u00a0', ' '),
      );
    for (const url of ['/tienda/', '/producto/serum-vitamina-c/', '/carrito/', '/finalizar-compra/']) {
      const html = (await visitor.get(url)).body;
      expect(lines(html), url).toEqual(['Sérum antioxidante de vitamina C – 15 ml: 2 × 24,90 €']);
      expect(html).toContain('id="mini-cart"');
      // Each remove form carries the page's own token.
      expect(html).toMatch(/class="mini-cart-remove"[^>]*><input type="hidden" name="_csrf" value="[^"]+"/);
    }
  });

  it('gives each dropdown line a remove form posting to the cart’s remove route, which empties that line', async () => {
    const visitor = new ShopVisitor(app);
    await visitor.add(SERUM_15, '2');
    await visitor.add(LIP_BALM);
    const html = (await visitor.get('/producto/serum-vitamina-c/')).body;
    const forms = [
      ...html.matchAll(
        /<form class="mini-cart-remove" action="\/carrito\/eliminar" method="post"><input type="hidden" name="_csrf" value="([^"]+)"\/><input type="hidden" name="variante" value="(\d+)"\/><button type="submit" class="mini-cart-remove-btn" aria-label="([^"]+)">/g,
      ),
    ].map((m) => ({ _csrf: m[1] ?? '', variante: m[2] ?? '', label: m[3] }));
    expect(forms.map((f) => [f.variante, f.label])).toEqual([
      [SERUM_15, 'Eliminar «Sérum antioxidante de vitamina C – 15 ml» del carrito'],
      [LIP_BALM, 'Eliminar «Bálsamo labial reparador SPF 30» del carrito'],
    ]);
    const [serum] = forms;
    if (!serum) throw new Error('no remove form');
    const removed = await visitor.post('/carrito/eliminar', { _csrf: serum._csrf, variante: serum.variante });
    expect(removed.statusCode).toBe(303);
    expect(menuCart((await visitor.get(String(removed.headers.location))).body)).toEqual({
      count: '1',
      total: '6,50 €',
    });
  });

  it('answers the island’s background add with the new count, total, notice and the cart’s CSRF token', async () => {
    const visitor = new ShopVisitor(app);
    const first = await visitor.post(
      '/carrito/anadir',
      { variante: LIP_BALM, cantidad: '1' },
      { accept: 'application/json' },
    );
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      count: 1,
      total_text: '6,50\u00a0€',
      message: '«Bálsamo labial reparador SPF 30» se ha añadido a su carrito.',
      lines: [{ name: 'Bálsamo labial reparador SPF 30', quantity: 1, priceText: '6,50\u00a0€' }],
      subtotal_text: '6,50\u00a0€',
    });
    // The token the new cart's forms need: the next add is refused without it, accepted with it.
    expect(
      (await visitor.post('/carrito/anadir', { variante: LIP_BALM, cantidad: '1' }, { accept: 'application/json' }))
        .statusCode,
    ).toBe(403);
    const second = await visitor.post(
      '/carrito/anadir',
      { _csrf: body.csrf, variante: LIP_BALM, cantidad: '1' },
      { accept: 'application/json' },
    );
    expect(second.json()).toMatchObject({ count: 2, total_text: '13,00\u00a0€' });
    const refused = await visitor.post(
      '/carrito/anadir',
      { _csrf: body.csrf, variante: SOLD_OUT_EYE_CREAM, cantidad: '1' },
      { accept: 'application/json' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('porque está agotado');
  });

  it('finds products by words of their name or description, ignoring accents', async () => {
    const page = await new ShopVisitor(app).get('/tienda/?s=acido');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Resultados de búsqueda: «acido»</h1>');
    expect(page.body).toContain('value="acido"');
    const found = page.body.match(/class="product-card"/g) ?? [];
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(12);
  });

  it('lists the blog’s posts the same words find after the products, and sends the site’s /?s= search there', async () => {
    const page = await new ShopVisitor(app).get('/tienda/?s=acne+adulta');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2 id="articulos">Artículos</h2>');
    const hits = /<section class="search-posts"[\s\S]*?<\/section>/.exec(page.body)?.[0] ?? '';
    expect(hits.match(/<h3><a href="[^"]+">[^<]+<\/a><\/h3>/g)).toEqual([
      '<h3><a href="/acne-en-adultos/">Acné en la edad adulta</a></h3>',
    ]);
    const none = await new ShopVisitor(app).get('/tienda/?s=cafeina');
    expect(none.body).toContain('Ningún artículo coincide con la búsqueda.');
    // The plain catalogue lists no posts.
    expect((await new ShopVisitor(app).get('/tienda/')).body).not.toContain('id="articulos"');
    const site = await app.inject({ method: 'GET', url: '/?s=+acn%C3%A9+' });
    expect(site.statusCode).toBe(302);
    expect(site.headers.location).toBe('/tienda/?s=acn%C3%A9');
    expect((await app.inject({ method: 'GET', url: '/?s=' })).statusCode).toBe(200);
  });

  it('says so when nothing matches, and refuses an over-long query with a readable 400', async () => {
    const none = await new ShopVisitor(app).get('/tienda/?s=champ%C3%BA+para+perros');
    expect(none.body).toContain('No se han encontrado productos que concuerden con la selección.');
    expect(none.body).not.toContain('class="product-card"');
    const long = await app.inject({ method: 'GET', url: `/tienda/?s=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('querystring.s');
  });

  describe('the loop on a content page', () => {
    beforeAll(() =>
      savePage(db, {
        accountId: 'de30c1e0a1b2c',
        pageId: 931,
        kind: 'page',
        slug: 'productos-en-bucle',
        title: 'Productos en bucle',
        excerpt: '',
        featuredImage: null,
        document: oneColumnDocument([{ id: 'l', type: 'loop-grid', settings: { source: 'products', perPage: 12 } }]),
      }),
    );

    it('offers WooCommerce’s loop buttons that lead to the product page, with no token in the shared page', async () => {
      const html = (await app.inject({ method: 'GET', url: '/productos-en-bucle/', headers: { host: 'localhost:80' } }))
        .body;
      expect(html).toContain('data-loop-add="101" action="/producto/gel-limpiador-suave/" method="get"');
      expect(html).toContain('aria-label="Añadir al carrito: «Gel limpiador suave»">Añadir al carrito</button>');
      expect(html).toContain(
        'href="/producto/serum-vitamina-c/" aria-label="Seleccionar opciones: «Sérum antioxidante de vitamina C»">Seleccionar opciones</a>',
      );
      expect(html).toContain(
        'href="/producto/contorno-de-ojos-cafeina/" aria-label="Leer más: «Contorno de ojos con cafeína»">Leer más</a>',
      );
      expect(html).not.toContain('name="_csrf"');
      expect(html).toContain('/islands/loop-add-to-cart.js');
    });
  });

  describe('GET /carrito/token', () => {
    const token = (cookie?: string, url = '/carrito/token') =>
      app.inject({ method: 'GET', url, headers: { host: 'localhost:80', ...(cookie ? { cookie } : {}) } });

    it('answers a visitor with no cart null, and sets no cookie and queries no cart', async () => {
      const query = vi.spyOn(db, 'query');
      try {
        const r = await token();
        expect(r.statusCode).toBe(200);
        expect(r.json()).toEqual({ csrf: null });
        expect(r.headers['set-cookie']).toBeUndefined();
        expect(r.headers['cache-control']).toBe('private, no-store');
        expect(query.mock.calls.map((c) => String(c[0])).filter((s) => s.includes('shop_cart'))).toEqual([]);
      } finally {
        query.mockRestore();
      }
    });

    it('answers a visitor with a cart the token their pages carry, which their next add then needs', async () => {
      const visitor = new ShopVisitor(app);
      await visitor.add(CLEANSER, '1');
      await visitor.get('/carrito/');
      const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const r = await token(cookie);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ csrf: visitor.csrf });
      expect(r.headers['set-cookie']).toBeUndefined();

      const add = (csrf?: string) =>
        app.inject({
          method: 'POST',
          url: '/carrito/anadir',
          payload: new URLSearchParams({
            ...(csrf ? { _csrf: csrf } : {}),
            variante: CLEANSER,
            cantidad: '1',
          }).toString(),
          headers: {
            host: 'localhost:80',
            cookie,
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
            accept: 'application/json',
          },
        });
      expect((await add()).statusCode).toBe(403);
      const added = await add(r.json().csrf);
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ count: 2, message: '«Gel limpiador suave» se ha añadido a su carrito.' });
    });

    it('refuses anything in its query with a 400 JSON error', async () => {
      const r = await token(undefined, '/carrito/token?csrf=1');
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION' });
    });
  });
});
