/**
 * Targeting rules and visitor privacy end to end in Chromium: a fixture host
 * page (on localhost, served by the browser's router) with the one-line
 * snippet, the real display service behind it. Each rule runs with a pair of
 * bars, one whose rule holds and one whose rule does not, so "hidden" is read
 * once the shown one is on screen and the network is idle.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { insertAccount, insertPopup } from '../../src/seed.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

let server: RunningServer;
let browser: Browser;
/** The host site: a second server on loopback (Chromium refuses loopback scripts to pages it did not load from there). */
let hostSite: Server;
const hostPages = new Map<string, string>();

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  hostSite = createServer((req, res) => {
    const body = hostPages.get(req.url ?? '');
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => hostSite.listen(0, '127.0.0.1', resolve));
  // localhost, not 127.0.0.1: another site than the service, so its cookies never travel there.
  HOST = `http://localhost:${(hostSite.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => hostSite?.close(resolve));
  await browser?.close();
  await server?.close();
});

let HOST = '';
let accounts = 0;

type TargetingInput = NonNullable<Parameters<typeof insertPopup>[1]['targeting']>;

interface Scenario {
  shown: TargetingInput;
  hidden: TargetingInput;
  /** Extra markup and script of the host page. */
  html?: string;
  /** Which bar gets display_if_adblock_active = yes. */
  adblock?: 1 | 2;
  prepare?: (context: BrowserContext, page: Page) => Promise<void>;
}

/** A fresh account with the two bars, its host page opened; resolves once the first bar is on screen. */
async function run(s: Scenario): Promise<{ page: Page; sent: string[] }> {
  accounts++;
  const client = `c0ffee${String(accounts).padStart(7, '0')}`;
  await insertAccount(server.db, { accountId: client, name: `Targeting ${accounts}` });
  for (const [id, targeting] of [
    [`${client.slice(0, 12)}1`, s.shown],
    [`${client.slice(0, 12)}2`, s.hidden],
  ] as const) {
    await insertPopup(server.db, {
      accountId: client,
      poptinId: id,
      name: id,
      type: 'bar',
      triggers: {},
      targeting,
      design: { screens: { main: [{ kind: 'heading', text: id }] } },
    });
  }
  if (s.adblock)
    await server.db.query(`UPDATE popups SET display_if_adblock_active = 'yes' WHERE poptin_id = $1`, [
      `${client.slice(0, 12)}${s.adblock}`,
    ]);
  const context = await browser.newContext();
  const page = await context.newPage();
  const sent: string[] = [];
  if (process.env.DEBUG_TARGETING) {
    page.on('console', (m) => console.log('console', m.text()));
    page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
    page.on('response', (r) => console.log('response', r.status(), r.url()));
  }
  page.on('request', (r) => {
    if (r.url().startsWith(server.origin)) sent.push(`${r.url()} ${r.postData() ?? ''}`);
  });
  hostPages.set(
    `/page-${client}`,
    `<!doctype html><html lang="en"><title>shop</title><body><main><p>shop</p>${s.html ?? ''}</main>
      <script id="beckon-pixel" src="${server.origin}/widget/loader.js?id=${client}" async></script></body></html>`,
  );
  await s.prepare?.(context, page);
  // The ads check, when there is one, has answered (or failed) before anything is judged hidden.
  const adsChecked = s.adblock
    ? page.waitForEvent('requestfinished', (r) => r.url().includes('/ads/')).catch(() => undefined)
    : undefined;
  const adsFailed = s.adblock ? page.waitForEvent('requestfailed', (r) => r.url().includes('/ads/')) : undefined;
  await page.goto(`${HOST}/page-${client}`);
  if (adsChecked && adsFailed) await Promise.race([adsChecked, adsFailed]);
  await page.locator(`[data-beckon-popup="${client.slice(0, 12)}1"]`).waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  return { page, sent };
}

/** Shows the first bar and not the second. */
async function expectShownAndHidden(s: Scenario): Promise<string[]> {
  const { page, sent } = await run(s);
  const bars = await page
    .locator('[data-beckon-popup]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-beckon-popup')));
  expect(bars.map((id) => id?.slice(-1))).toEqual(['1']);
  await page.context().close();
  return sent;
}

const pair = (name: string, value: string, show = 'show') => ({ name, value, show });

describe('targeting rules on a host page', () => {
  it('js_filter: shows where a page variable has the value, hides where it must not', async () => {
    await expectShownAndHidden({
      html: `<script>window.shopUser = { plan: 'gold' };</script>`,
      shown: {
        js_filter: {
          display_if_specific_js_active: true,
          display_if_specific_js: [pair('exact|:|shopUser.plan', 'equals|:|gold')],
        },
      },
      hidden: {
        js_filter: {
          display_if_specific_js_active: true,
          display_if_specific_js: [pair('exact|:|shopUser.plan', 'equals|:|gold', 'hide')],
        },
      },
    });
  });

  it('cookie_filter: decides in the browser and never sends the cookie value', async () => {
    const sent = await expectShownAndHidden({
      prepare: (context) => context.addCookies([{ name: 'plan', value: 'gold-5e1f', url: `${HOST}/` }]),
      shown: { cookie_filter: [pair('exact|:|plan', 'equals|:|gold-5e1f')] },
      hidden: { cookie_filter: [pair('exact|:|plan', 'equals|:|free')] },
    });
    expect(sent.join('\n')).not.toContain('gold-5e1f');
  });

  it('engagement: shows after another pop-up was seen, hides the not-seen variant', async () => {
    const other = 'b0b0b0b0b0b0b';
    await expectShownAndHidden({
      prepare: (context) => context.addCookies([{ name: `poptin_o_a_d_${other}`, value: '1', url: `${HOST}/` }]),
      shown: { engagement_with_other_poptin_filter: [`show|seen_poptin|not_embedded|${other}`] },
      hidden: { engagement_with_other_poptin_filter: [`show|not_seen|not_embedded|${other}`] },
    });
  });

  it('source_code_target: shows where the page holds the text, hides with dont_show', async () => {
    await expectShownAndHidden({
      html: '<div class="vip-banner">VIP</div>',
      shown: {
        source_code_target_active: true,
        source_code_target_html: 'vip-banner',
        source_code_target_role: 'show',
      },
      hidden: {
        source_code_target_active: true,
        source_code_target_html: 'vip-banner',
        source_code_target_role: 'dont_show',
      },
    });
  });

  it('membership: asks the host URL with its cookies and shows the members-only bar to a member', async () => {
    let cookie = '';
    await expectShownAndHidden({
      prepare: async (context, page) => {
        await context.addCookies([{ name: 'session', value: 'signed-in', url: `${HOST}/` }]);
        await page.route(`${HOST}/account/me`, (route) => {
          cookie = route.request().headers().cookie ?? '';
          return route.fulfill({ contentType: 'application/json', body: '{"member":true}' });
        });
      },
      shown: { member_filter: { active: true, url: '/account/me', show: 'members' } },
      hidden: { member_filter: { active: true, url: '/account/me', show: 'non_members' } },
    });
    expect(cookie).toContain('session=signed-in');
  });

  it('membership: shows the non-members bar when the host URL answers 401', async () => {
    await expectShownAndHidden({
      prepare: async (_context, page) => {
        await page.route(`${HOST}/account/me`, (route) => route.fulfill({ status: 401 }));
      },
      shown: { member_filter: { active: true, url: '/account/me', show: 'non_members' } },
      hidden: { member_filter: { active: true, url: '/account/me', show: 'members' } },
    });
  });

  it('ad-blocker condition: shown when the ads-check script is blocked', async () => {
    await expectShownAndHidden({
      adblock: 1,
      prepare: async (_context, page) => {
        await page.route('**/widget/ads/advert.js', (route) => route.abort('blockedbyclient'));
      },
      shown: {},
      hidden: { source_code_target_active: true, source_code_target_html: 'text on no page' },
    });
  });

  it('ad-blocker condition: hidden when the ads-check script loads', async () => {
    await expectShownAndHidden({ adblock: 2, shown: {}, hidden: {} });
  });
});

describe('visitor privacy', () => {
  /** The demo account's pop-ups on a host page: the timer pop-up's lead form is filled, then the page reloaded. */
  async function visitAndConvert(gpc: boolean) {
    const context = await browser.newContext(gpc ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {});
    // Chromium has no GPC setting of its own: the page sees what a GPC browser shows it.
    if (gpc)
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
      );
    const page = await context.newPage();
    const bodies: string[] = [];
    const displayRequests: { viewer_id: string | null }[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.origin)) return;
      bodies.push(`${r.url()} ${r.postData() ?? ''}`);
      if (r.url().endsWith(`/api/display/${DEMO_CLIENT_ID}`)) displayRequests.push(JSON.parse(r.postData() ?? '{}'));
    });
    // Under /demo: the demo pop-ups target those pages.
    const path = `/demo-privacy-${gpc ? 'gpc' : 'tracked'}`;
    hostPages.set(
      path,
      `<!doctype html><html lang="en"><title>shop</title><body><main><p>shop</p></main>
        <script id="beckon-pixel" src="${server.origin}/widget/loader.js?id=${DEMO_CLIENT_ID}" async></script></body></html>`,
    );
    await page.goto(`${HOST}${path}`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 15_000 });
    await dialog.getByLabel(/name/i).first().fill('Dana Levi');
    await dialog.getByLabel(/email/i).first().fill('dana@example.org');
    const converted = page.waitForResponse((r) => r.url().includes('/api/display/conversion/'), { timeout: 15_000 });
    await dialog.locator('button[type=submit]').click();
    expect((await converted).status()).toBe(200);
    // The widget marks the conversion once it has read the answer: reloading before that would lose the mark.
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name.startsWith('poptin_conversion_')), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.reload();
    await expect.poll(() => displayRequests.length, { timeout: 15_000 }).toBe(2);
    await page.waitForLoadState('networkidle');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    const storage = await page.evaluate(() => ({
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
    }));
    await context.close();
    return { cookies, storage, bodies, displayRequests };
  }

  const IDENTIFYING = [
    'poptin_user_id',
    'poptin_last_visit',
    'poptin_old_user',
    'poptin_referrer',
    'poptin_previous_url',
    'poptin_client_id',
    'poptin_user_country_code',
    'poptin_c_visitor',
  ];

  it('without any signal keeps the viewer id and sends it (the baseline the GPC test differs from)', async () => {
    const { cookies, storage, displayRequests } = await visitAndConvert(false);
    expect(cookies.poptin_user_id).toMatch(/^[0-9a-f]{13}$/);
    expect(displayRequests[1]?.viewer_id).toBe(cookies.poptin_user_id);
    expect(Object.keys(storage.local)).toContain('poptin_previous_visited_pages');
  });

  it('with Sec-GPC sets no identifier cookie or storage key and sends none', async () => {
    const { cookies, storage, bodies, displayRequests } = await visitAndConvert(true);
    for (const name of IDENTIFYING) expect(cookies, name).not.toHaveProperty(name);
    expect(Object.keys(storage.local)).toEqual([]);
    expect(Object.keys(storage.session)).not.toContain('poptin_origin_landing_page');
    // The pop-up's own marks are kept, holding no server id: converted, so it is not shown again.
    expect(Object.entries(cookies).filter(([n]) => n.startsWith('poptin_conversion_'))).toEqual([
      [expect.stringMatching(/^poptin_conversion_[0-9a-f]{13}$/), '1'],
    ]);
    expect(displayRequests.map((r) => r.viewer_id)).toEqual([null, null]);
    // View and conversion reports carry a viewer id made for that page alone: none repeats across pages.
    const perPage = bodies.flatMap((b) =>
      [...b.matchAll(/(?:"viewer_id":"|\/conversion\/)([0-9a-f]{13})/g)].map((m) => m[1]),
    );
    expect(perPage.length).toBeGreaterThan(0);
    for (const value of Object.values(cookies)) expect(perPage).not.toContain(value);
    expect(bodies.join('\n')).not.toContain('dana@example.org"');
  });
});

describe('a host page that starts the widget after its load event', () => {
  it('shows its pop-up no earlier than 1.5 s after load, and keeps the client id, country and visitor cookies', async () => {
    accounts++;
    const client = `c0ffee${String(accounts).padStart(7, '0')}`;
    await insertAccount(server.db, { accountId: client, name: 'After load' });
    await insertPopup(server.db, {
      accountId: client,
      poptinId: `${client.slice(0, 12)}1`,
      name: 'On arrival',
      type: 'bar',
      triggers: {},
      design: { screens: { main: [{ kind: 'heading', text: 'Welcome' }] } },
    });
    const context = await browser.newContext();
    // A country an earlier answer gave this browser: 127.0.0.1 is in no IP database, so the service takes it.
    await context.addCookies([{ name: 'poptin_user_country_code', value: 'ES', url: `${HOST}/` }]);
    const page = await context.newPage();
    const displayBodies: { cc?: string }[] = [];
    page.on('request', (r) => {
      if (r.url() === `${server.origin}/api/display/${client}`) displayBodies.push(JSON.parse(r.postData() ?? '{}'));
    });
    hostPages.set(
      `/after-load-${client}`,
      `<!doctype html><html lang="en"><title>shop</title><body><main><p>shop</p></main>
        <script>
          window.beckonAfterPageLoad = true;
          addEventListener('load', () => { window.loadedAt = performance.now(); });
          new MutationObserver(() => {
            if (window.shownAt === undefined && document.querySelector('[data-beckon-popup]')) window.shownAt = performance.now();
          }).observe(document.body, { childList: true, subtree: true });
        </script>
        <script id="beckon-pixel" src="${server.origin}/widget/loader.js?id=${client}" async></script></body></html>`,
    );
    await page.goto(`${HOST}/after-load-${client}`);
    await page.locator('[data-beckon-popup]').waitFor({ state: 'attached', timeout: 15_000 });
    const at = await page.evaluate(() => {
      const w = window as unknown as { loadedAt: number; shownAt: number };
      return { loadedAt: w.loadedAt, shownAt: w.shownAt };
    });
    expect(at.loadedAt).toBeGreaterThan(0);
    expect(at.shownAt - at.loadedAt).toBeGreaterThanOrEqual(1500);

    expect(displayBodies[0]?.cc).toBe('ES');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'poptin_user_country_code')?.expires ?? -1)
      .toBeGreaterThan(0);
    const now = Date.now() / 1000;
    const cookies = new Map((await context.cookies(`${HOST}/`)).map((c) => [c.name, c]));
    const lifetime = (name: string) => Math.round(((cookies.get(name)?.expires ?? 0) - now) / 86_400);
    expect(cookies.get('poptin_client_id')?.value).toBe(client);
    expect(lifetime('poptin_client_id')).toBe(365);
    expect(cookies.get('poptin_user_country_code')?.value).toBe('ES');
    expect(lifetime('poptin_user_country_code')).toBe(365);
    expect(cookies.get('poptin_c_visitor')?.value).toBe('1');
    expect(lifetime('poptin_c_visitor')).toBe(30);
    const visible = await page.evaluate(() => document.cookie);
    for (const name of ['poptin_client_id', 'poptin_user_country_code', 'poptin_c_visitor'])
      expect(visible).toContain(`${name}=`);
    await context.close();
  });
});
