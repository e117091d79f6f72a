/**
 * The Wix-style site connection screen in Chromium, signed in as the demo owner: reached from Store catalogue,
 * it connects the site with the id and key typed (the Wix-style fixture on loopback accepts them), after which
 * a display request naming a visitor's cart carries it; the key is never on the page again; a key that reads
 * carts but not orders is told, and once the site's abandoned checkouts were read for Store reports (marked
 * there as the Wix site's), the screen says when; Disconnect stops it. axe-core checks the screen at 1280 and 390 px, and every control is at least 24 px. Needs the dashboard
 * built (`npm run build`).
 */
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import {
  addWixAbandonedCheckout,
  makeWixCart,
  startWixSite,
  WIX_PRODUCTS,
  type WixSite,
} from '../fixtures/storefronts/index.js';
import { launchChromium } from '../helpers/browser.js';
import { displayBody } from '../helpers/payloads.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BUYER = '5a1e2b3c-0000-4000-8000-00000000c0de';

let site: WixSite;
let server: RunningServer;
let browser: Browser;
let page: Page;
let cartId = '';

beforeAll(async () => {
  site = await startWixSite();
  server = await startServer({ secretsKey: randomBytes(32), wixApiOrigin: site.url });
  const shirt = WIX_PRODUCTS[0] as (typeof WIX_PRODUCTS)[number];
  cartId = await makeWixCart(site, shirt, 1);
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${server.origin}/admin/sign-in`);
  await page.getByLabel('Email').fill(DEMO_OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Store catalogue', exact: true }).click();
  await page.getByRole('link', { name: 'Wix-style site: connect carts, orders and abandoned checkouts' }).click();
  await page.getByRole('heading', { name: 'Wix-style site connection', level: 1 }).waitFor();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.close();
});

function smallTargets(): Promise<string[]> {
  return page.$$eval('main button, main input, main select, main a', (els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.width < 24 || r.height < 24);
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
}

async function axeClean(): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    expect(await smallTargets()).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function displayHasCart(): Promise<boolean> {
  const res = await page.request.post(`${server.origin}/api/display/${DEMO_CLIENT_ID}`, {
    data: displayBody({ store_integration: 'wix', wix_cart_id: cartId }),
  });
  return 'wix_cart_details' in ((await res.json()) as Record<string, unknown>);
}

describe('the Wix-style site connection screen', () => {
  it('shows the site not connected, and passes axe', async () => {
    await page.getByText('Not connected.').waitFor();
    await axeClean();
    expect(await displayHasCart()).toBe(false);
  });

  it('connects the site with the id and key typed; the display answer then carries the visitor’s cart', async () => {
    await page.getByLabel('Site ID').fill(site.state.metaSiteId);
    await page.getByLabel('API key').fill(site.state.apiKey);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Connected: your site accepted the key.').waitFor();
    await page.getByText('Set (not shown)').waitFor();
    expect(await page.content()).not.toContain(site.state.apiKey);
    expect(await displayHasCart()).toBe(true);
    await axeClean();
  });

  it('says when the key reads carts but not orders, then when the site’s orders were read for Store reports', async () => {
    site.state.canReadOrders = false;
    await page.getByLabel('Site ID').fill(site.state.metaSiteId);
    await page.getByLabel('API key').fill(site.state.apiKey);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText(/may read carts but not orders/).waitFor();
    await axeClean();
    site.state.canReadOrders = true;
    addWixAbandonedCheckout(site, { lines: [[WIX_PRODUCTS[1] as (typeof WIX_PRODUCTS)[number], 2]], contactId: BUYER });
    await page.getByRole('navigation').getByRole('link', { name: 'Store reports', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: BUYER });
    await row.getByText('(Wix site)').waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Wix-style site connection', level: 1 }).waitFor();
    await page.getByText('Orders and abandoned checkouts read').waitFor();
    expect(await page.getByText(/may read carts but not orders/).count()).toBe(0);
    expect(
      await page.getByText('Not yet: they are read from your site each time Store reports is opened.').count(),
    ).toBe(0);
  });

  it('disconnects after the owner confirms; the display answer no longer carries the cart', async () => {
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Not connected.').waitFor();
    expect(await displayHasCart()).toBe(false);
    await page.reload();
    await page.getByText('Not connected.').waitFor();
  });
});
