/**
 * The install check: the snippet counts as seen on the first display request from the owner's site, even when
 * that request shows no pop-up (none active, or the visitor left out by targeting).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../helpers/test-app.js';
import { databases, HOOK_TIMEOUT_MS } from '../helpers/test-databases.js';
import { OwnerClient, type OwnerTestApp, startOwnerApp, uniqueEmail } from './owner-helpers.js';

function displayRequest(url: string, preview: string | null = null) {
  return {
    domain: 'shop.example',
    url,
    referrer: '',
    title: 'Home',
    browser_language: 'en-US',
    viewer_id: '0123456789abc',
    preview_popup_id: preview,
  };
}

describe.each(databases)('the install check on $name', (database) => {
  let t: OwnerTestApp;

  beforeAll(async () => {
    t = await startOwnerApp(database);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
  }, HOOK_TIMEOUT_MS);

  it('turns seen on the first display request from the site, though no pop-up was shown', async () => {
    const owner = new OwnerClient(t.app);
    await owner.signUp(uniqueEmail());
    expect((await owner.send('GET', '/api/owner/install')).json()).toMatchObject({ seen: false });

    const display = await postJson(
      t.app,
      `/api/display/${owner.accountId}`,
      displayRequest('https://shop.example/first'),
    );
    expect(display.statusCode).toBe(200);
    expect(display.json().poptins).toEqual([]);
    await postJson(t.app, `/api/display/${owner.accountId}`, displayRequest('https://shop.example/second'));

    const body = (await owner.send('GET', '/api/owner/install')).json();
    expect(body).toMatchObject({ seen: true, last_seen_url: 'https://shop.example/first' });
    expect(Date.parse(body.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('does not count a preview request, which the owner makes from the builder rather than their site', async () => {
    const owner = new OwnerClient(t.app);
    await owner.signUp(uniqueEmail());
    await postJson(t.app, `/api/display/${owner.accountId}`, displayRequest('https://shop.example/', 'abcdef0123456'));
    expect((await owner.send('GET', '/api/owner/install')).json()).toMatchObject({ seen: false });
  });
});
