/**
 * The clinic site's routes against PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set): pages and post 228 rendered on the server with
 * their content in the HTML, the ?p=228 redirect, the posts grid's next
 * pages, the render cache, validation on save and on load, and the assets.
 */
import type { Db } from '@beckon/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../../src/plugins/shop/catalogue-events.js';
import { savePage } from '../../src/plugins/site/page-repository.js';
import { seedSite } from '../../src/plugins/site/seed-site.js';
import { countdown, oneColumnDocument } from '../helpers/editor-pages.js';
import { openSeededApp } from '../helpers/running-server.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';

const ACCOUNT = 'de30c1e0a1b2c';
// Rendered for the public origin: PUBLIC_URL is unset and inject() never listens, so http://localhost.
const SNIPPET = '<script id="beckon-pixel" src="http://localhost/widget/loader.js?id=de30c1e0a1b2c" async></script>';

describe.each(databases)('the clinic site on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openSeededApp(database));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => close?.());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost:80', ...headers } });

  describe('pages', () => {
    it('serves the home page in Spanish with the Beckon snippet a customer would paste', async () => {
      const r = await get('/');
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.body).toMatch(/^<!doctype html>\n<html lang="es">/);
      expect(r.body).toContain('Cuidamos de su piel en cada etapa de la vida');
      expect(r.body).toContain(SNIPPET);
    });

    it('redirects /?p=228 to the post’s address', async () => {
      const r = await get('/?p=228');
      expect(r.statusCode).toBe(301);
      expect(r.headers.location).toBe('/dermatitis-atopica/');
    });

    it('keeps the campaign query when it redirects /?p=228, so the visit keeps its source', async () => {
      const r = await get('/?p=228&utm_source=x&utm_campaign=oto%C3%B1o&fbclid=a%20b');
      expect(r.statusCode).toBe(301);
      expect(r.headers.location).toBe('/dermatitis-atopica/?utm_source=x&utm_campaign=oto%C3%B1o&fbclid=a%20b');
    });

    it('answers an unknown post number with the HTML 404 page and a malformed one with a 400', async () => {
      const missing = await get('/?p=999');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.body).toContain('<h1 class="w w-heading" id="h-no-encontrada-h">Página no encontrada</h1>');
      const bad = await get('/?p=abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('querystring.p: must be a post number');
    });

    it('ignores campaign parameters on the home page', async () => {
      expect((await get('/?utm_source=boletin&fbclid=x')).statusCode).toBe(200);
    });

    it('holds post 228’s title, excerpt, featured image and text in the HTML before any script runs', async () => {
      const html = (await get('/dermatitis-atopica/')).body;
      expect(html).toContain(
        '<title>Dermatitis atópica: síntomas, cuidados y cómo la valoramos en la clínica – Clínica Dermatológica Alba</title>',
      );
      expect(html).toContain(
        '<meta name="description" content="La dermatitis atópica es una enfermedad inflamatoria crónica',
      );
      expect(html).toContain('<img src="/site/assets/img/dermatitis-atopica.svg"');
      for (const heading of [
        'Picor (prurito)',
        'Enrojecimiento',
        'Descamación y sequedad',
        'Cómo la valoramos en la clínica',
      ]) {
        expect(html).toContain(`>${heading}</h`);
      }
      // Widgets' content is server-rendered too: TOC items, before/after images, share links.
      expect(html).toContain('<a href="#picor" class="toc-item">Picor (prurito)</a>');
      expect(html).toContain('src="/site/assets/img/antes.svg"');
      expect(html.match(/class="share-item share-/g)).toHaveLength(18);
      expect(html).toContain('https://www.facebook.com/sharer.php?u=http%3A%2F%2Flocalhost%2Fdermatitis-atopica%2F');
    });

    it('loads only the islands post 228 uses', async () => {
      const html = (await get('/dermatitis-atopica/')).body;
      const scripts = [
        ...html.matchAll(/<script type="module" src="\/site\/assets\/islands\/([a-z-]+)\.js"><\/script>/g),
      ].map((m) => m[1]);
      expect(scripts).toEqual([
        'before-after',
        'hotspots',
        'menu-cart',
        'nav-menu',
        'share-buttons',
        'table-of-contents',
        'theme',
      ]);
      expect(html).not.toContain('islands/carousel.js');
    });

    it('answers an unknown page with the HTML 404 page and an impossible slug with a 400', async () => {
      const missing = await get('/no-existe/');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect((await get('/Mal_Slug/')).statusCode).toBe(400);
    });

    it('shows visitors a Spanish 404 page in the theme, without the Beckon or statistics snippets', async () => {
      const r = await get('/no-existe/', { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(r.statusCode).toBe(404);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.body).toMatch(/^<!doctype html>\n<html lang="es">/);
      expect(r.body).toContain('<title>Página no encontrada – Clínica Dermatológica Alba</title>');
      expect(r.body).toContain('La página que busca no existe o ha cambiado de dirección.');
      expect(r.body).toContain('<a class="btn" href="/">Ir a la página de inicio</a>');
      expect(r.body).toContain('class="menu-toggle"'); // the site's header and menu, as on every page
      expect(r.body).toContain('Calle del Doctor Esquerdo 12');
      expect(r.body).not.toContain('beckon-pixel');
      expect(r.body).not.toContain('/stats/');
      expect(r.body).not.toContain('BK_ERR');
      // The same page for a repeat request (rendered once per origin).
      expect((await get('/otra-que-no-existe/')).body).toBe(r.body);
    });

    it('keeps JSON errors for the posts API, the assets and unknown routes', async () => {
      const api = await get('/site/api/posts?page=0');
      expect(api.statusCode).toBe(400);
      expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
      const asset = await get('/site/assets/islands/no-existe.js');
      expect(asset.statusCode).toBe(404);
      expect(asset.json()).toMatchObject({ code: 'BK_ERR_ASSET_NOT_FOUND' });
      expect((await get('/no/existe/')).json()).toMatchObject({ code: 'BK_ERR_ROUTE_NOT_FOUND' });
    });
  });

  describe('the render cache', () => {
    it('answers the same ETag while the page is unchanged, and 304 to a conditional request', async () => {
      const a = await get('/revision-de-lunares/');
      const b = await get('/revision-de-lunares/');
      expect(b.headers.etag).toBe(a.headers.etag);
      const c = await get('/revision-de-lunares/', { 'if-none-match': String(a.headers.etag) });
      expect(c.statusCode).toBe(304);
    });

    it('renders again once the page is saved with a new version', async () => {
      const before = await get('/revision-de-lunares/');
      await savePage(db, {
        accountId: ACCOUNT,
        pageId: 212,
        kind: 'post',
        slug: 'revision-de-lunares',
        title: 'Revisión de lunares: una guía breve',
        excerpt: 'Nuevo resumen.',
        featuredImage: null,
        document: { schemaVersion: 1, root: { settings: {} }, content: [] },
      });
      const after = await get('/revision-de-lunares/');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body).toContain('<h1>Revisión de lunares: una guía breve</h1>');
    });

    it('serves gzip to clients that accept it', async () => {
      const r = await get('/', { 'accept-encoding': 'gzip, br' });
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(r.rawPayload.length).toBeLessThan((await get('/')).rawPayload.length / 2);
    });
  });

  describe('validation of documents', () => {
    it('refuses to save an invalid document and says where it is wrong', async () => {
      const bad = oneColumnDocument([countdown({ dueDate: 'mañana' })]);
      await expect(
        savePage(db, {
          accountId: ACCOUNT,
          pageId: 900,
          kind: 'page',
          slug: 'mala',
          title: 'x',
          excerpt: '',
          featuredImage: null,
          document: bad,
        }),
      ).rejects.toThrow('content[0].children[0].children[0].settings.dueDate: Invalid ISO datetime');
      expect((await get('/mala/')).statusCode).toBe(404);
    });

    it('catches a stored document edited behind the store’s back within 2 s, when loading it (500, reason in the log)', async () => {
      expect((await get('/acne-en-adultos/')).statusCode).toBe(200);
      await db.query(
        `UPDATE site_pages SET document = '{"schemaVersion":1,"root":{"settings":{}},"content":[{"id":"x","type":"marquee","settings":{}}]}', version = version + 1 WHERE account_id = $1 AND page_id = 231`,
        [ACCOUNT],
      );
      // No save went through the store: the cached render stands until the 2 s revalidation.
      expect((await get('/acne-en-adultos/')).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 2100));
      const r = await get('/acne-en-adultos/');
      expect(r.statusCode).toBe(500);
      expect(r.json()).toMatchObject({ code: 'BK_ERR_INTERNAL', message: 'internal error' });
    });

    it('seeds the site only once', async () => {
      expect(await seedSite(db)).toBe(0);
    });
  });

  describe('a page without interactive widgets', () => {
    it('ships no JavaScript of ours, only the Beckon and statistics snippets', async () => {
      await savePage(db, {
        accountId: ACCOUNT,
        pageId: 901,
        kind: 'page',
        slug: 'aviso-legal',
        title: 'Aviso legal',
        excerpt: 'Datos del titular del sitio.',
        featuredImage: null,
        document: {
          ...oneColumnDocument([
            { id: 't', type: 'text', settings: { blocks: ['Titular: Clínica Dermatológica Alba.'] } },
          ]),
          root: { settings: { showHeader: false } },
        },
      });
      const html = (await get('/aviso-legal/')).body;
      expect(html).toContain('Titular: Clínica Dermatológica Alba.');
      const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => new URL(m[1] ?? '').pathname);
      expect(scripts).toEqual(['/widget/loader.js', '/stats/tracker.js']);
      expect(html.match(/<script/g)).toHaveLength(2); // and no inline script
      expect(html).toContain(SNIPPET);
    });
  });

  describe('a loop grid over products', () => {
    it('lists the published catalogue, and shows an owner’s product change at once', async () => {
      await savePage(db, {
        accountId: ACCOUNT,
        pageId: 902,
        kind: 'page',
        slug: 'productos-destacados',
        title: 'Productos destacados',
        excerpt: '',
        featuredImage: null,
        document: {
          ...oneColumnDocument([{ id: 'l', type: 'loop-grid', settings: { source: 'products', perPage: 12 } }]),
          root: { settings: { showHeader: false } },
        },
      });
      const before = (await get('/productos-destacados/')).body;
      expect(before).toContain('<a href="/producto/gel-limpiador-suave/">Gel limpiador suave</a>');
      expect(before.match(/class="loop-item loop-item--product"/g)?.length).toBeGreaterThanOrEqual(10);

      await db.query(
        `UPDATE shop_products SET name = 'Gel limpiador extra suave' WHERE account_id = $1 AND slug = $2`,
        [ACCOUNT, 'gel-limpiador-suave'],
      );
      catalogueChanged(db, ACCOUNT);
      expect((await get('/productos-destacados/')).body).toContain('>Gel limpiador extra suave</a>');
    });
  });

  describe('a loop grid with numbered pagination', () => {
    const titles = (html: string) =>
      [...html.matchAll(/<h3 class="loop-item-title"><a href="([^"]+)"/g)].map((m) => m[1]);
    const current = (html: string) =>
      html.match(/<span aria-current="page"><span class="sr-only">Página <\/span>(\d+)/)?.[1];

    it('serves each ?page=N as server HTML with the current page marked, and leaves other pages as they are', async () => {
      await savePage(db, {
        accountId: ACCOUNT,
        pageId: 903,
        kind: 'page',
        slug: 'articulos-por-paginas',
        title: 'Artículos por páginas',
        excerpt: '',
        featuredImage: null,
        document: {
          ...oneColumnDocument([{ id: 'l', type: 'loop-grid', settings: { perPage: 3, pagination: 'numbers' } }]),
          root: { settings: { showHeader: false } },
        },
      });
      const first = (await get('/articulos-por-paginas/')).body;
      const second = (await get('/articulos-por-paginas/?page=2')).body;
      const third = (await get('/articulos-por-paginas/?page=3&utm_source=x')).body;
      expect([current(first), current(second), current(third)]).toEqual(['1', '2', '3']);
      expect(titles(first)).toHaveLength(3);
      expect(titles(second)).toHaveLength(3);
      expect(titles(third)).toHaveLength(1); // seven published posts
      expect(new Set([...titles(first), ...titles(second), ...titles(third)]).size).toBe(7);
      expect(second).toContain('<a href="/articulos-por-paginas/?page=3" rel="next">Página siguiente');
      expect(second).toContain(
        '<a href="/articulos-por-paginas/" rel="prev"><span aria-hidden="true">« </span>Página anterior',
      );
      // Each page is cached apart: asking again gives the same page, never another's.
      expect((await get('/articulos-por-paginas/')).body).toBe(first);
      expect((await get('/articulos-por-paginas/?page=2')).body).toBe(second);
      // A page number past the end shows the last page; one that is not a number, the first.
      expect(current((await get('/articulos-por-paginas/?page=9')).body)).toBe('3');
      expect(current((await get('/articulos-por-paginas/?page=dos')).body)).toBe('1');
      // Where no grid numbers its pages, the parameter changes nothing.
      expect((await get('/aviso-legal/?page=2')).body).toBe((await get('/aviso-legal/')).body);
    });
  });

  describe('the posts grid’s next pages (§7 call 4)', () => {
    it('pages through every published post, newest first, and ends at the last page', async () => {
      const seen: number[] = [];
      let url: string | null = '/site/api/posts?page=1&per_page=3';
      let pages = 0;
      while (url) {
        const body = (await get(url)).json() as {
          page: number;
          maxPage: number;
          nextPage: string | null;
          items: { id: number; path: string }[];
        };
        pages++;
        expect(body.maxPage).toBe(3);
        seen.push(...body.items.map((i) => i.id));
        url = body.nextPage;
      }
      expect(pages).toBe(3);
      expect(seen).toHaveLength(7);
      expect(seen[1]).toBe(228);
      expect(new Set(seen).size).toBe(7);
    });

    it('gives each post’s whole text only when asked, and keeps asking in the next page’s address', async () => {
      type Page = { nextPage: string | null; items: { content?: unknown[] }[] };
      const plain = (await get('/site/api/posts?page=1&per_page=3')).json() as Page;
      expect(plain.items.every((i) => i.content === undefined)).toBe(true);
      const full = (await get('/site/api/posts?page=1&per_page=3&content=1')).json() as Page;
      expect(full.nextPage).toBe('/site/api/posts?page=2&per_page=3&content=1');
      // Every post carries its content; post 231 was given an unknown widget above, so it has none to give.
      expect(full.items.every((i) => Array.isArray(i.content))).toBe(true);
      expect(full.items.some((i) => (i.content?.length ?? 0) > 0)).toBe(true);
      expect((await get('/site/api/posts?content=yes')).statusCode).toBe(400);
    });

    it('rejects a page number below 1, more than 12 per page and unknown parameters', async () => {
      expect((await get('/site/api/posts?page=0')).json().message).toBe(
        'querystring.page: must be a page number from 1',
      );
      expect((await get('/site/api/posts?per_page=13')).statusCode).toBe(400);
      expect((await get('/site/api/posts?orden=asc')).json().message).toBe('querystring: unknown field "orden"');
    });
  });

  describe('assets', () => {
    it('serves the islands, images and a 404 for anything else', async () => {
      const js = await get('/site/assets/islands/theme.js', { 'accept-encoding': 'gzip' });
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(js.headers['content-encoding']).toBe('gzip');
      const svg = await get('/site/assets/img/antes.svg');
      expect(svg.headers['content-type']).toBe('image/svg+xml');
      expect(svg.body).toContain('<svg');
      expect((await get('/site/assets/../package.json')).statusCode).toBe(404);
      expect((await get('/site/assets/img/nada.svg')).json().code).toBe('BK_ERR_ASSET_NOT_FOUND');
    });
  });
});
