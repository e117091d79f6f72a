/**
 * The page editor's API on PGlite and PostgreSQL: documents checked by the
 * renderer's own schema with the bad setting's path, drafts that visitors do
 * not see, publishing that changes the public page at once, stale saves refused
 * with 409, versions and restore, and the guards (another account, a person
 * without the editor role).
 */
import type { EditorPage } from '@beckon/owner-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { seedSite } from '../../src/plugins/site/seed-site.js';
import { heading, oneColumnDocument } from '../helpers/editor-pages.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

const PAGES = '/api/owner/site/pages';

/** A one-heading page: section → column → heading. */
const headingDocument = (text: string, headingSettings: Record<string, unknown> = {}) =>
  oneColumnDocument([heading(text, headingSettings)]);

describe.each(databases)('the page editor API on $name', (database) => {
  let t: OwnerTestApp;
  let editor: OwnerClient;
  let other: OwnerClient;
  let page: EditorPage;

  const publicPage = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { host: 'localhost:80' } });

  beforeAll(async () => {
    t = await startOwnerApp(database);
    await seedSite(t.db);
    editor = new OwnerClient(t.app);
    expect((await editor.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
    other = new OwnerClient(t.app);
    await other.signUp(uniqueEmail('other'));
    const created = await editor.send('POST', PAGES, { slug: 'promocion', title: 'Promoción' });
    expect(created.statusCode).toBe(201);
    page = created.json();
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('lists the seeded pages with their published version', async () => {
    const res = await editor.send('GET', PAGES);
    expect(res.statusCode).toBe(200);
    const home = (res.json() as { pages: EditorPage[] }).pages.find((p) => p.slug === '');
    expect(home).toMatchObject({ path: '/', published_version: 1, version: 1, has_draft: false });
  });

  it('creates a page that visitors cannot see until it is published', async () => {
    expect(page).toMatchObject({ slug: 'promocion', path: '/promocion/', version: 1, published_version: null });
    expect((await publicPage('/promocion/')).statusCode).toBe(404);
  });

  it('refuses a slug another page has, or one the site already uses for something else', async () => {
    const taken = await editor.send('POST', PAGES, { slug: 'promocion', title: 'Otra' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('/promocion/');
    const reserved = await editor.send('POST', PAGES, { slug: 'admin', title: 'Admin' });
    expect(reserved.statusCode).toBe(400);
  });

  it('rejects an invalid document naming the bad setting’s path', async () => {
    const res = await editor.send('PUT', `${PAGES}/${page.page_id}/draft`, {
      version: page.version,
      title: 'Promoción',
      document: headingDocument('Hola', { level: 'h9' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'document.content[0].children[0].children[0].settings.level: must be one of "h1", "h2", "h3", "h4"',
    );
  });

  it('refuses a form whose pop-up action names no pop-up of its page, on save and on publish', async () => {
    /** A page with a form (its pop-up action as given) and, at the top level, pop-up `pop-1`. */
    const withForm = (popup: Record<string, unknown>) => {
      const doc = oneColumnDocument([
        heading('Cita'),
        { id: 'form-1', type: 'form', settings: { captcha: 'none', popup } },
      ]);
      doc.content.push({ id: 'pop-1', type: 'popup', settings: {}, children: [] });
      return doc;
    };
    const created = (await editor.send('POST', PAGES, { slug: 'cita-popup', title: 'Cita' })).json() as EditorPage;
    const where = 'document.content[0].children[0].children[1].settings.popup.id';
    for (const [method, route] of [
      ['PUT', 'draft'],
      ['POST', 'publish'],
    ] as const) {
      for (const id of ['nope', 'head-1']) {
        const res = await editor.send(method, `${PAGES}/${created.page_id}/${route}`, {
          version: created.version,
          title: 'Cita',
          document: withForm({ action: 'open', id }),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(`${where}: "${id}" is not a pop-up on this page`);
      }
    }
    const outside = await editor.send('PUT', `${PAGES}/${created.page_id}/draft`, {
      version: created.version,
      title: 'Cita',
      document: withForm({ action: 'close' }),
    });
    expect(outside.json().message).toBe(
      'document.content[0].children[0].children[1].settings.popup: closing without an id needs the form inside a pop-up',
    );
    const fine = await editor.send('POST', `${PAGES}/${created.page_id}/publish`, {
      version: created.version,
      title: 'Cita',
      document: withForm({ action: 'open', id: 'pop-1' }),
    });
    expect(fine.statusCode).toBe(200);
  });

  it('keeps a draft from visitors, publishes it to the public page at once, and refuses a stale save', async () => {
    const draft = await editor.send('PUT', `${PAGES}/${page.page_id}/draft`, {
      version: 1,
      title: 'Promoción',
      document: headingDocument('Borrador de otoño'),
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ version: 2, has_draft: true, published_version: null });
    expect((await publicPage('/promocion/')).statusCode).toBe(404);

    const published = await editor.send('POST', `${PAGES}/${page.page_id}/publish`, {
      version: 2,
      title: 'Promoción de otoño',
      document: headingDocument('Ofertas de otoño'),
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ version: 3, published_version: 3, has_draft: false });
    const live = await publicPage('/promocion/');
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Ofertas de otoño');

    // A second editor still holding version 2 saves: refused, with a message that says what to do.
    const stale = await editor.send('PUT', `${PAGES}/${page.page_id}/draft`, {
      version: 2,
      title: 'Promoción',
      document: headingDocument('Cambio perdido'),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'BK_ERR_PAGE_VERSION_CONFLICT' });
    expect(stale.json().message).toMatch(/saved by someone else since you opened version 2 \(it is now at version 3\)/);
    expect((await editor.send('GET', `${PAGES}/${page.page_id}`)).json().document).toEqual(
      headingDocument('Ofertas de otoño'),
    );
  });

  it('republishing a seeded page replaces what visitors see on the cached page', async () => {
    expect((await publicPage('/')).body).not.toContain('Portada nueva');
    const home = (await editor.send('GET', `${PAGES}/2`)).json() as EditorPage;
    const res = await editor.send('POST', `${PAGES}/2/publish`, {
      version: home.version,
      title: home.title,
      document: headingDocument('Portada nueva'),
    });
    expect(res.statusCode).toBe(200);
    expect((await publicPage('/')).body).toContain('Portada nueva');
  });

  it('lists every version and restores an earlier one as a new draft', async () => {
    const versions = (await editor.send('GET', `${PAGES}/${page.page_id}/versions`)).json().versions as {
      version: number;
      state: string;
    }[];
    expect(versions.map((v) => [v.version, v.state])).toEqual([
      [3, 'published'],
      [2, 'draft'],
    ]);
    const restored = await editor.send('POST', `${PAGES}/${page.page_id}/versions/2/restore`, { version: 3 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 4, has_draft: true, published_version: 3 });
    expect(restored.json().document).toEqual(headingDocument('Borrador de otoño'));
    // Restoring makes a draft: visitors still see the published version until it is published again.
    expect((await publicPage('/promocion/')).body).toContain('Ofertas de otoño');
    const missing = await editor.send('POST', `${PAGES}/${page.page_id}/versions/99/restore`, { version: 4 });
    expect(missing.statusCode).toBe(404);
  });

  it('shows another account none of these pages and lets it change none of them', async () => {
    expect((await other.send('GET', PAGES)).json()).toEqual({ pages: [] });
    expect((await other.send('GET', `${PAGES}/${page.page_id}`)).statusCode).toBe(404);
    const write = await other.send('POST', `${PAGES}/${page.page_id}/publish`, {
      version: 4,
      title: 'Hackeado',
      document: headingDocument('Hackeado'),
    });
    expect(write.statusCode).toBe(404);
    expect((await publicPage('/promocion/')).body).not.toContain('Hackeado');
  });

  it('refuses every page route to a person whose role is not owner or editor', async () => {
    const viewer = new OwnerClient(t.app);
    await viewer.signUp(uniqueEmail('viewer'));
    await t.db.query("UPDATE owners SET role = 'viewer' WHERE account_id = $1", [viewer.accountId]);
    const list = await viewer.send('GET', PAGES);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'BK_ERR_SITE_ROLE' });
    expect((await viewer.send('POST', PAGES, { slug: 'x', title: 'X' })).statusCode).toBe(403);
  });

  it('asks for a session before anything else', async () => {
    const res = await t.app.inject({ method: 'GET', url: PAGES });
    expect(res.statusCode).toBe(401);
  });
});
