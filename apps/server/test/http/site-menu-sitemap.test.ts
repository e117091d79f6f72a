/**
 * Pages created with a menu entry, and /sitemap.xml, on PGlite and PostgreSQL:
 * the entry and the sitemap line appear when the page is published, not before,
 * in the place the editor chose; bad entries are refused with a message that
 * names the field. Entries renamed, moved, removed or added later
 * (/api/owner/site/menu) show on the public pages at once; a viewer is refused
 * and another account finds nothing.
 */
import { type Db, migrate } from '@beckon/db';
import type { EditorPage, SiteMenu } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { planMove } from '../../src/plugins/site/menu-repository.js';
import { REVALIDATE_MS } from '../../src/plugins/site/page-cache.js';
import { createPage, publishPage } from '../../src/plugins/site/page-editor-repository.js';
import { seedSite } from '../../src/plugins/site/seed-site.js';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { mergeMenu } from '../../src/plugins/site/site-menu.js';
import { seedAll } from '../../src/seed.js';
import { adminUrl, type FreshDatabase, freshDatabase, waitFor } from '../cluster/cluster-helpers.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

const PAGES = '/api/owner/site/pages';
const MENU = '/api/owner/site/menu';
const EMPTY = { schemaVersion: 1, root: { settings: {} }, content: [] };

/** The labels of the header's top-level menu, in order. */
function menuLabels(html: string): string[] {
  const nav = html.match(/<nav[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? '';
  return [...nav.matchAll(/<li[^>]*>\s*<a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1] as string);
}

describe.each(databases)('the site menu and sitemap on $name', (database) => {
  let t: OwnerTestApp;
  let editor: OwnerClient;
  let page: EditorPage;

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost:80' } });

  beforeAll(async () => {
    t = await startOwnerApp(database);
    await seedSite(t.db);
    editor = new OwnerClient(t.app);
    expect((await editor.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
    const created = await editor.send('POST', PAGES, {
      slug: 'promociones',
      title: 'Promociones',
      menu: { label: 'Promociones', position: 1 },
    });
    expect(created.statusCode).toBe(201);
    page = created.json();
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('lists the published pages and posts in /sitemap.xml with their absolute addresses', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(res.body).toContain('<url><loc>http://localhost/</loc><lastmod>');
    expect(res.body).toContain('<loc>http://localhost/dermatitis-atopica/</loc>');
  });

  it('keeps an unpublished page out of the menu and the sitemap', async () => {
    expect(menuLabels((await get('/')).body)).not.toContain('Promociones');
    expect((await get('/sitemap.xml')).body).not.toContain('/promociones/');
  });

  it('shows the page in the menu on / at the chosen place, and in the sitemap, once published', async () => {
    const before = menuLabels((await get('/')).body);
    expect(before.slice(0, 2)).toEqual(['Inicio', 'La clínica']);
    const published = await editor.send('POST', `${PAGES}/${page.page_id}/publish`, {
      version: page.version,
      title: 'Promociones',
      document: EMPTY,
    });
    expect(published.statusCode).toBe(200);
    const home = (await get('/')).body;
    expect(menuLabels(home).slice(0, 3)).toEqual(['Inicio', 'Promociones', 'La clínica']);
    expect(home).toContain('href="/promociones/"');
    // Every page has the same header: the menu changed on the page itself too.
    expect(menuLabels((await get('/promociones/')).body)).toContain('Promociones');
    expect((await get('/sitemap.xml')).body).toContain('<loc>http://localhost/promociones/</loc>');
  });

  it('refuses a menu entry without a label or with a position out of range, naming the field', async () => {
    const noLabel = await editor.send('POST', PAGES, { slug: 'a', title: 'A', menu: { label: ' ', position: 0 } });
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().message).toContain('menu.label');
    const far = await editor.send('POST', PAGES, { slug: 'b', title: 'B', menu: { label: 'B', position: 1000 } });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toContain('menu.position');
    const extra = await editor.send('POST', PAGES, { slug: 'c', title: 'C', menu: { label: 'C', position: 0, x: 1 } });
    expect(extra.statusCode).toBe(400);
    // Nothing was created by a refused request.
    const slugs = ((await editor.send('GET', PAGES)).json().pages as EditorPage[]).map((p) => p.slug);
    expect(slugs).not.toContain('a');
  });

  /** A page without a menu entry, published; set by the test that adds its entry. */
  let plain: EditorPage;
  const home = async () => menuLabels((await get('/')).body);
  async function publishedPage(slug: string, title: string): Promise<EditorPage> {
    const created = await editor.send('POST', PAGES, { slug, title });
    expect(created.statusCode).toBe(201);
    const made = created.json() as EditorPage;
    const body = { version: made.version, title, document: EMPTY };
    expect((await editor.send('POST', `${PAGES}/${made.page_id}/publish`, body)).statusCode).toBe(200);
    return made;
  }

  // Editing the menu after its pages were created: these run after the entry above was published.
  it('lists the added entries with their pages, and the theme entries they are placed among', async () => {
    const res = await editor.send('GET', MENU);
    expect(res.statusCode).toBe(200);
    const menu = res.json() as SiteMenu;
    expect(menu.theme.slice(0, 2)).toEqual(['Inicio', 'La clínica']);
    expect(menu.entries).toContainEqual({
      page_id: page.page_id,
      label: 'Promociones',
      position: 1,
      path: '/promociones/',
      title: 'Promociones',
      published: true,
    });
  });

  it('renames and moves an entry, and the public menu shows it at once', async () => {
    expect((await home()).slice(0, 3)).toEqual(['Inicio', 'Promociones', 'La clínica']);
    const renamed = await editor.send('PUT', `${MENU}/${page.page_id}`, { label: 'Promos' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ label: 'Promos', position: 1 });
    expect((await home()).slice(0, 3)).toEqual(['Inicio', 'Promos', 'La clínica']);
    const moved = await editor.send('PUT', `${MENU}/${page.page_id}`, { position: 0 });
    expect(moved.statusCode).toBe(200);
    expect((await home()).slice(0, 2)).toEqual(['Promos', 'Inicio']);
  });

  it('shows the shop’s pages with the same menu as the content pages, editors’ entries included', async () => {
    const expected = await home();
    expect(expected).toContain('Promos');
    for (const path of ['/tienda/', '/carrito/', '/mi-cuenta/']) {
      const shop = await get(path);
      expect(shop.statusCode, path).toBe(200);
      expect(menuLabels(shop.body), path).toEqual(expected);
    }
    // A rename shows on the shop's cached pages too (they reload the menu when it changes).
    expect((await editor.send('PUT', `${MENU}/${page.page_id}`, { label: 'Promociones' })).statusCode).toBe(200);
    await waitFor(
      'the shop to show the renamed entry',
      async () => (menuLabels((await get('/tienda/')).body).includes('Promociones') ? true : undefined),
      REVALIDATE_MS,
    );
    expect((await editor.send('PUT', `${MENU}/${page.page_id}`, { label: 'Promos' })).statusCode).toBe(200);
  });

  it('adds an entry for an existing page, refuses a second one, and removes an entry', async () => {
    plain = await publishedPage('equipo-medico', 'Equipo médico');
    const added = await editor.send('POST', MENU, { page_id: plain.page_id, label: 'Equipo', position: 99 });
    expect(added.statusCode).toBe(201);
    expect((await home()).at(-1)).toBe('Equipo');
    const again = await editor.send('POST', MENU, { page_id: plain.page_id, label: 'Otra', position: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already in the menu');

    expect((await editor.send('DELETE', `${MENU}/${plain.page_id}`)).statusCode).toBe(204);
    expect(await home()).not.toContain('Equipo');
    expect((await editor.send('DELETE', `${MENU}/${plain.page_id}`)).statusCode).toBe(404);
    // The page itself stays.
    expect((await editor.send('GET', `${PAGES}/${plain.page_id}`)).statusCode).toBe(200);
  });

  it('swaps two entries placed between the same theme entries, and moves one past a theme entry', async () => {
    const theme = ((await editor.send('GET', MENU)).json() as SiteMenu).theme;
    const entries: EditorPage[] = [];
    for (const label of ['Primera', 'Segunda']) {
      const made = await publishedPage(`junta-${label.toLowerCase()}`, label);
      const added = await editor.send('POST', MENU, { page_id: made.page_id, label, position: 2 });
      expect(added.statusCode).toBe(201);
      entries.push(made);
    }
    const [first, second] = entries as [EditorPage, EditorPage];
    /** The public menu from the theme's first entry to its third. */
    const around = async () => {
      const labels = await home();
      return labels.slice(labels.indexOf(theme[0] as string), labels.indexOf(theme[2] as string) + 1);
    };
    const move = (entry: EditorPage, move: 'up' | 'down') => editor.send('PUT', `${MENU}/${entry.page_id}`, { move });
    expect(await around()).toEqual([theme[0], theme[1], 'Primera', 'Segunda', theme[2]]);

    const swapped = await move(second, 'up');
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json()).toMatchObject({ label: 'Segunda', position: 2 });
    expect(await around()).toEqual([theme[0], theme[1], 'Segunda', 'Primera', theme[2]]);
    const listed = ((await editor.send('GET', MENU)).json() as SiteMenu).entries.map((e) => e.label);
    expect(listed.indexOf('Segunda')).toBeLessThan(listed.indexOf('Primera'));

    expect((await move(second, 'up')).json()).toMatchObject({ position: 1 });
    expect(await around()).toEqual([theme[0], 'Segunda', theme[1], 'Primera', theme[2]]);
    // Back down past the theme entry, it comes first among the entries of its new place.
    expect((await move(second, 'down')).json()).toMatchObject({ position: 2 });
    expect(await around()).toEqual([theme[0], theme[1], 'Segunda', 'Primera', theme[2]]);

    const both = await editor.send('PUT', `${MENU}/${first.page_id}`, { move: 'up', position: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('not both');
    for (const entry of entries) expect((await editor.send('DELETE', `${MENU}/${entry.page_id}`)).statusCode).toBe(204);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const blank = await editor.send('PUT', `${MENU}/${page.page_id}`, { label: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('label');
    const far = await editor.send('POST', MENU, { page_id: plain.page_id, label: 'X', position: 100 });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toContain('position');
    const nothing = await editor.send('PUT', `${MENU}/${page.page_id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toContain('must change the label or the position');
    expect((await editor.send('PUT', `${MENU}/abc`, { label: 'X' })).statusCode).toBe(400);
    expect((await editor.send('POST', MENU, { page_id: 999_999, label: 'X', position: 0 })).statusCode).toBe(404);
  });

  it('shows another account none of the entries and lets it change none', async () => {
    const other = new OwnerClient(t.app);
    await other.signUp(uniqueEmail('menu-other'));
    expect((await other.send('GET', MENU)).json().entries).toEqual([]);
    expect((await other.send('PUT', `${MENU}/${page.page_id}`, { label: 'Mía' })).statusCode).toBe(404);
    expect((await other.send('DELETE', `${MENU}/${page.page_id}`)).statusCode).toBe(404);
    const add = await other.send('POST', MENU, { page_id: page.page_id, label: 'Mía', position: 0 });
    expect(add.statusCode).toBe(404);
    expect(await home()).toContain('Promos');
  });

  it('refuses the menu routes to a person whose role is not owner or editor', async () => {
    const viewer = new OwnerClient(t.app);
    await viewer.signUp(uniqueEmail('menu-viewer'));
    await t.db.query("UPDATE owners SET role = 'viewer' WHERE account_id = $1", [viewer.accountId]);
    const list = await viewer.send('GET', MENU);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'BK_ERR_SITE_ROLE' });
    expect((await viewer.send('PUT', `${MENU}/${page.page_id}`, { label: 'X' })).statusCode).toBe(403);
    expect((await viewer.send('DELETE', `${MENU}/${page.page_id}`)).statusCode).toBe(403);
  });
});

describe('placing added entries among the theme’s menu', () => {
  const base = [
    { label: 'Inicio', href: '/' },
    { label: 'Tienda', href: '/tienda/' },
  ];
  const entry = (label: string, position: number) => ({ label, position, href: `/${label.toLowerCase()}/` });

  it('puts each entry at its place among the theme’s entries, and past the end last', () => {
    const labels = mergeMenu(base, [entry('Z', 99), entry('A', 0), entry('M', 1)]).map((m) => m.label);
    expect(labels).toEqual(['A', 'Inicio', 'M', 'Tienda', 'Z']);
  });

  it('keeps entries that share a place in the order they were created', () => {
    const labels = mergeMenu(base, [entry('Primera', 1), entry('Segunda', 1)]).map((m) => m.label);
    expect(labels).toEqual(['Inicio', 'Primera', 'Segunda', 'Tienda']);
  });
});

describe('moving an added entry one step of the menu', () => {
  const at = (page_id: number, position: number, rank: number) => ({ page_id, position, rank });

  it('renumbers the whole last place when an entry enters it, so entries placed past the end keep one order', () => {
    // Theme of 2 entries: entry 3 (position 99) and 2 (position 2) are both shown last, 2 before 3.
    const entries = [at(1, 1, 0), at(2, 2, 5), at(3, 99, 1)];
    expect(planMove(entries, 2, 1, 'down')).toEqual([at(1, 2, 0), at(2, 2, 1), at(3, 2, 2)]);
  });

  it('changes nothing at either end of the menu', () => {
    expect(planMove([at(1, 0, 0)], 2, 1, 'up')).toEqual([]);
    expect(planMove([at(1, 5, 0)], 2, 1, 'down')).toEqual([]);
  });
});

/**
 * Two apps on two pools to one PostgreSQL database stand in for two processes: B has `/` cached
 * just before A publishes, so only the change feed explains B's menu changing well before its own
 * stamp check.
 */
describe.skipIf(!adminUrl)('a page published through one process, seen by another', () => {
  let database: FreshDatabase;
  let dbA: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await freshDatabase(adminUrl as string);
    dbA = await database.open();
    const dbB = await database.open();
    await migrate(dbA);
    await seedAll(dbA);
    const options = { logger: false, widgetDistDir: '/nonexistent-widget-dist', databaseUrl: database.url };
    a = await buildApp({ db: dbA, ...options });
    b = await buildApp({ db: dbB, ...options });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  it('shows the new page in the other process’s menu and sitemap at once', async () => {
    const page = await createPage(dbA, {
      accountId: SITE_ACCOUNT_ID,
      kind: 'page',
      slug: 'equipo',
      title: 'Equipo',
      menu: { label: 'Equipo', position: 2 },
    });
    if (!page) throw new Error('the page was not created');
    expect(menuLabels((await b.inject({ url: '/' })).body)).not.toContain('Equipo');

    const publishedAt = Date.now();
    await publishPage(dbA, {
      accountId: SITE_ACCOUNT_ID,
      ownerId: 'owner',
      pageId: page.page_id,
      baseVersion: page.version,
      title: 'Equipo',
      document: EMPTY,
    });
    await waitFor(
      'process B to show the new menu entry',
      async () => (menuLabels((await b.inject({ url: '/' })).body).includes('Equipo') ? true : undefined),
      REVALIDATE_MS,
    );
    expect(Date.now() - publishedAt).toBeLessThan(REVALIDATE_MS * 0.75);
    expect((await b.inject({ url: '/sitemap.xml' })).body).toContain('/equipo/</loc>');
  });
});
