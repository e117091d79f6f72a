/**
 * The page editor's preview on PGlite and PostgreSQL: the saved
 * draft drawn by the site's own renderer (header, footer, island scripts and
 * the Beckon loader), for the account's owner and editors only, never stored
 * by a cache nor indexed, and the public page left as published until the
 * draft is published. The Beckon widget there reports views, closes and
 * leads like anywhere, but the owner looking at a draft is not a visitor:
 * none of them is recorded nor counted toward the quota.
 */
import type { EditorPage } from '@beckon/owner-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { seedSite } from '../../src/plugins/site/seed-site.js';
import { countdown, heading, oneColumnDocument } from '../helpers/editor-pages.js';
import {
  closedBody,
  conversionForm,
  DEMO_CLIENT_ID,
  DEMO_TIMER_POPUP_ID,
  VIEWER_ID,
  viewedBody,
} from '../helpers/payloads.js';
import { countRows, postForm, postJson, servedToken } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

const PAGES = '/api/owner/site/pages';
const BECKON_LOADER = '<script id="beckon-pixel" src="http://localhost/widget/loader.js?id=de30c1e0a1b2c" async>';

/** section → column → a heading and, optionally, a countdown (a widget with an island). */
const document = (text: string, withCountdown = false) =>
  oneColumnDocument([heading(text), ...(withCountdown ? [countdown({ title: 'Quedan' })] : [])]);

describe.each(databases)('the page preview on $name', (database) => {
  let t: OwnerTestApp;
  let editor: OwnerClient;
  let page: EditorPage;

  const preview = (pageId: number, client = editor) => client.send('GET', `${PAGES}/${pageId}/preview`);
  const publicPage = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { host: 'localhost:80' } });

  beforeAll(async () => {
    t = await startOwnerApp(database);
    await seedSite(t.db);
    editor = new OwnerClient(t.app);
    expect((await editor.signIn(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)).statusCode).toBe(200);
    page = (await editor.send('POST', PAGES, { slug: 'novedades', title: 'Novedades' })).json();
    const published = await editor.send('POST', `${PAGES}/${page.page_id}/publish`, {
      version: page.version,
      title: 'Novedades',
      document: document('Versión publicada'),
    });
    expect(published.statusCode).toBe(200);
    const draft = await editor.send('PUT', `${PAGES}/${page.page_id}/draft`, {
      version: published.json().version,
      title: 'Novedades (borrador)',
      document: document('Borrador secreto', true),
    });
    expect(draft.statusCode).toBe(200);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('shows the saved draft, not the published version, as the site draws it for visitors', async () => {
    const res = await preview(page.page_id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(res.body).toContain('Borrador secreto');
    expect(res.body).toContain('<title>Novedades (borrador) – Clínica Dermatológica Alba</title>');
    expect(res.body).not.toContain('Versión publicada');
    // The theme's header and footer, the islands that make the page live, and the Beckon widget.
    expect(res.body).toContain('Calle del Doctor Esquerdo 12');
    expect(res.body).toContain('<script type="module" src="/site/assets/islands/countdown.js"></script>');
    expect(res.body).toContain('<script type="module" src="/site/assets/islands/theme.js"></script>');
    expect(res.body).toContain(BECKON_LOADER);
    // An editor looking at a draft is not a visit: the statistics tracker stays out.
    expect(res.body).not.toContain('/stats/tracker.js');
  });

  it('is never stored by a cache nor indexed, and keeps the site pages’ security headers', async () => {
    const res = await preview(page.page_id);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['content-security-policy']).toBe((await publicPage('/')).headers['content-security-policy']);
  });

  it('previews a page that was never published, which visitors cannot reach', async () => {
    const fresh: EditorPage = (await editor.send('POST', PAGES, { slug: 'pronto', title: 'Muy pronto' })).json();
    const res = await preview(fresh.page_id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Muy pronto – Clínica Dermatológica Alba</title>');
    expect((await publicPage('/pronto/')).statusCode).toBe(404);
  });

  it('asks for a session, and refuses a person whose role may not edit the site', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: `${PAGES}/${page.page_id}/preview` });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).not.toContain('Borrador secreto');
    const viewer = new OwnerClient(t.app);
    await viewer.signUp(uniqueEmail('viewer'));
    await t.db.query("UPDATE owners SET role = 'viewer' WHERE account_id = $1", [viewer.accountId]);
    const refused = await preview(page.page_id, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'BK_ERR_SITE_ROLE' });
  });

  it('answers a malformed page number with 400 and another account’s page with 404', async () => {
    const bad = await editor.send('GET', `${PAGES}/abc/preview`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, code: expect.any(String), message: expect.any(String) });
    const other = new OwnerClient(t.app);
    await other.signUp(uniqueEmail('other'));
    const res = await preview(page.page_id, other);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Borrador secreto');
  });

  it('leaves the public page as published until the draft is published', async () => {
    expect((await preview(page.page_id)).statusCode).toBe(200);
    const before = await publicPage('/novedades/');
    expect(before.body).toContain('Versión publicada');
    expect(before.body).not.toContain('Borrador secreto');
    const head: EditorPage = (await editor.send('GET', `${PAGES}/${page.page_id}`)).json();
    const published = await editor.send('POST', `${PAGES}/${page.page_id}/publish`, {
      version: head.version,
      title: 'Novedades',
      document: document('Borrador secreto', true),
    });
    expect(published.statusCode).toBe(200);
    expect((await publicPage('/novedades/')).body).toContain('Borrador secreto');
  });

  describe('the Beckon widget’s reports from the preview (each carries the page’s address)', () => {
    // The loader's origin in the preview's HTML (BECKON_LOADER) is where the preview itself is served.
    const previewUrl = () => `http://localhost${PAGES}/${page.page_id}/preview`;
    const publicUrl = 'http://localhost/novedades/';
    const viewed = (url: string, viewer: string) =>
      postJson(
        t.app,
        `/api/display/viewed/${DEMO_TIMER_POPUP_ID}`,
        viewedBody({
          url,
          viewer_id: viewer,
          view_token: servedToken(t.app, DEMO_CLIENT_ID, DEMO_TIMER_POPUP_ID, viewer),
        }),
      );
    const closed = (url: string) => postJson(t.app, `/api/display/closed/${DEMO_TIMER_POPUP_ID}`, closedBody({ url }));
    const converted = (url: string) => postForm(t.app, `/api/display/conversion/${VIEWER_ID}`, conversionForm({ url }));

    it('are answered as usual but record no view, close or lead and count nothing toward the quota', async () => {
      const before = await counts();
      const view = await viewed(previewUrl(), 'a0a0a0a0a0a01');
      expect(view.statusCode).toBe(200);
      expect(view.json()).toEqual({ success: true, poptin_view_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
      expect((await closed(`${previewUrl()}?x=1`)).json()).toEqual({ success: true });
      const lead = await converted(previewUrl());
      expect(lead.statusCode).toBe(200);
      expect(lead.json()).toMatchObject({ success: true, conversion_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
      expect(await counts()).toEqual(before);
    });

    it('from the public page, or from another site whose path looks like the preview, are recorded', async () => {
      const before = await counts();
      expect((await viewed(publicUrl, 'a0a0a0a0a0a02')).statusCode).toBe(200);
      expect((await viewed(`https://clinic.example${PAGES}/${page.page_id}/preview`, 'a0a0a0a0a0a03')).statusCode).toBe(
        200,
      );
      expect((await closed(publicUrl)).statusCode).toBe(200);
      expect((await converted(publicUrl)).statusCode).toBe(200);
      expect(await counts()).toEqual({
        views: before.views + 2,
        quota: before.quota + 2,
        closes: before.closes + 1,
        leads: before.leads + 1,
      });
    });

    async function counts() {
      return {
        views: await countRows(t.db, 'popup_views'),
        quota: t.app.display.monthlyViews.current(DEMO_CLIENT_ID),
        closes: await countRows(t.db, 'popup_closes'),
        leads: await countRows(t.db, 'conversions'),
      };
    }
  });
});
