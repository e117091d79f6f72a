/**
 * UTM targeting across a visit in Chromium: a campaign link opens a host page with utm_* values, the visitor
 * goes on to a page without them, and the pop-up aimed at that campaign still shows there, because the loader
 * kept the visit's first UTM values in sessionStorage. In private mode (Global Privacy Control) nothing is
 * kept, so the second page is judged by its own address alone.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertPopup } from '../../src/seed.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

let server: RunningServer;
let browser: Browser;
let hostSite: Server;
let HOST = '';
let accounts = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  // Every path of the host site is the same shop page with the snippet of the account named by ?id… in its path.
  hostSite = createServer((req, res) => {
    const client = /^\/(c0ffee[0-9a-f]{7})\//.exec(req.url ?? '')?.[1];
    if (!client) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="en"><title>shop</title><body><main><p>shop</p></main>
        <script src="${server.origin}/widget/loader.js?id=${client}" async></script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => hostSite.listen(0, '127.0.0.1', resolve));
  HOST = `http://localhost:${(hostSite.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => hostSite?.close(resolve));
  await browser?.close();
  await server?.close();
});

/** An account with a bar for the spring campaign and one for the summer campaign. */
async function campaignBars(): Promise<{ client: string; spring: string; summer: string }> {
  accounts++;
  const client = `c0ffee${String(900 + accounts).padStart(7, '0')}`;
  await insertAccount(server.db, { accountId: client, name: `UTM ${accounts}` });
  const spring = `${client.slice(0, 12)}1`;
  const summer = `${client.slice(0, 12)}2`;
  for (const [id, campaign] of [
    [spring, 'spring'],
    [summer, 'summer'],
  ] as const)
    await insertPopup(server.db, {
      accountId: client,
      poptinId: id,
      name: id,
      type: 'bar',
      triggers: {},
      targeting: { traffic_source: { active: true, utm_campaign: [campaign] } },
      design: { screens: { main: [{ kind: 'heading', text: id }] } },
    });
  return { client, spring, summer };
}

/** Opens the page and waits for the display service's answer and the quiet after it; the bars on screen. */
async function barsOn(page: Page, url: string): Promise<(string | null)[]> {
  const answered = page.waitForResponse((r) => r.url().startsWith(`${server.origin}/api/display/`));
  await page.goto(url);
  await answered;
  await page.waitForLoadState('networkidle');
  return page.locator('[data-beckon-popup]').evaluateAll((els) => els.map((e) => e.getAttribute('data-beckon-popup')));
}

describe('UTM targeting across the pages of one visit', () => {
  it("shows the campaign's pop-up on a later page without UTM values, and not another campaign's", async () => {
    const { client, spring } = await campaignBars();
    const context = await browser.newContext();
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${server.origin}/api/display/`)) sent.push(r.postData() ?? '');
    });
    await page.goto(`${HOST}/${client}/landing?utm_source=newsletter&utm_medium=email&utm_campaign=spring&ref=x`);
    await page.locator(`[data-beckon-popup="${spring}"]`).waitFor({ state: 'attached', timeout: 15_000 });

    await page.goto(`${HOST}/${client}/products`);
    await page.locator(`[data-beckon-popup="${spring}"]`).waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(
      await page
        .locator('[data-beckon-popup]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-beckon-popup'))),
    ).toEqual([spring]);
    // Only the UTM values travel to later pages, not the landing page's other parameters.
    const requests = sent.filter((body) => body.includes('"domain"'));
    expect(requests).toHaveLength(2);
    const second = JSON.parse(requests[1] ?? '{}') as { url: string; first_utm: string };
    expect(second.url).toBe(`${HOST}/${client}/products`);
    expect(second.first_utm).toBe('?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await context.close();
  });

  it('keeps nothing in private mode, so a later page is judged by its own address', async () => {
    const { client, spring } = await campaignBars();
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
    const page = await context.newPage();
    expect(await barsOn(page, `${HOST}/${client}/landing?utm_campaign=spring`)).toEqual([spring]);
    expect(await barsOn(page, `${HOST}/${client}/products`)).toEqual([]);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain('poptin_utm');
    await context.close();
  });
});
