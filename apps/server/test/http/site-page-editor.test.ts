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
    // Version 1, the empty page as it was created, is kept too.
    expect(versions.map((v) => [v.version, v.state])).toEqual([
      [3, 'published'],
      [2, 'draft'],
      [1, 'draft'],
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

  it('keeps a seeded page’s original in the history after the first publish, and restores it', async () => {
    // The home page (2) was seeded as version 1 and republished above.
    const versions = (await editor.send('GET', `${PAGES}/2/versions`)).json().versions as { version: number }[];
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    const restored = await editor.send('POST', `${PAGES}/2/versions/1/restore`, { version: 2 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, has_draft: true, published_version: 2 });
    expect(JSON.stringify(restored.json().document)).not.toContain('Portada nueva');
    const back = await editor.send('POST', `${PAGES}/2/publish`, {
      version: 3,
      title: restored.json().title,
      document: restored.json().document,
    });
    expect(back.statusCode).toBe(200);
    expect((await publicPage('/')).body).not.toContain('Portada nueva');
  });

  it('makes no new version for a save or a publish that changes nothing', async () => {
    const current = (await editor.send('GET', `${PAGES}/2`)).json() as EditorPage & { document: unknown };
    const same = { version: current.version, title: current.title, document: current.document };
    const draft = await editor.send('PUT', `${PAGES}/2/draft`, same);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().version).toBe(current.version);
    const publish = await editor.send('POST', `${PAGES}/2/publish`, same);
    expect(publish.statusCode).toBe(200);
    expect(publish.json().version).toBe(current.version);
  });

  it('keeps only the latest of a run of autosaves, and still refuses a stale one', async () => {
    const created = await editor.send('POST', PAGES, { slug: 'autoguardado', title: 'Autoguardado' });
    const pageId = (created.json() as EditorPage).page_id;
    const autosave = (version: number, text: string) =>
      editor.send('PUT', `${PAGES}/${pageId}/draft`, {
        version,
        title: 'Autoguardado',
        document: headingDocument(text),
        autosave: true,
      });
    expect((await autosave(1, 'Uno')).json().version).toBe(2);
    expect((await autosave(2, 'Dos')).json().version).toBe(3);
    expect((await autosave(3, 'Tres')).json().version).toBe(4);
    const listed = (await editor.send('GET', `${PAGES}/${pageId}/versions`)).json().versions as { version: number }[];
    expect(listed.map((v) => v.version)).toEqual([4, 1]);
    // Another tab still holding version 3 is told, as for any save.
    const stale = await autosave(3, 'Otra pestaña');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'BK_ERR_PAGE_VERSION_CONFLICT' });
    // A deliberate save of what the autosave holds keeps it for good: the next autosave does not replace it.
    await editor.send('PUT', `${PAGES}/${pageId}/draft`, {
      version: 4,
      title: 'Autoguardado',
      document: headingDocument('Tres'),
    });
    await autosave(4, 'Cuatro');
    const kept = (await editor.send('GET', `${PAGES}/${pageId}/versions`)).json().versions as { version: number }[];
    expect(kept.map((v) => v.version)).toEqual([5, 4, 1]);
  });

  it('saves and publishes a 200-widget page, far over the 32 KiB other routes take', async () => {
    const created = await editor.send('POST', PAGES, { slug: 'grande', title: 'Grande' });
    const pageId = (created.json() as EditorPage).page_id;
    const text = 'Texto de ejemplo para una página larga. '.repeat(8);
    const widgets = Array.from({ length: 200 }, (_, i) => ({
      id: `text-${i}`,
      type: 'text',
      settings: { blocks: [`${i}: ${text}`] },
    }));
    const document = oneColumnDocument(widgets);
    expect(JSON.stringify(document).length).toBeGreaterThan(64 * 1024);
    const draft = await editor.send('PUT', `${PAGES}/${pageId}/draft`, { version: 1, title: 'Grande', document });
    expect(draft.statusCode).toBe(200);
    const published = await editor.send('POST', `${PAGES}/${pageId}/publish`, {
      version: 2,
      title: 'Grande',
      document,
    });
    expect(published.statusCode).toBe(200);
    expect((await publicPage('/grande/')).body).toContain('199: Texto de ejemplo');
  });

  it('refuses a page body over its 4 MiB limit with a 413 naming the limit, and a deeply nested one with a 400', async () => {
    const huge = await editor.send('PUT', `${PAGES}/2/draft`, {
      version: 1,
      title: 'Enorme',
      document: headingDocument('x'.repeat(4 * 1024 * 1024)),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('body: is larger than the 4 MiB limit');
    // Written as text: a value this deep is past what JSON.stringify can walk.
    const levels = 60_000;
    const open = '{"id":"sec-1","type":"section","settings":{},"children":['.repeat(levels);
    const body = `{"version":1,"title":"Anidado","document":{"schemaVersion":1,"root":{"settings":{}},"content":[${open}${']}'.repeat(levels)}]}}`;
    expect(body.length).toBeLessThan(4 * 1024 * 1024);
    const nested = await editor.send('PUT', `${PAGES}/2/draft`, body);
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('document: nests deeper than 64 levels');
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
