/**
 * The Store reports screen in Chromium, signed in as the demo owner: a store customer's cart and browsed
 * products, saved through the display service as the loader saves them, are listed with their products and
 * value; a recovered cart says so after the customer's order; the kind filter narrows the list; the CSV
 * export downloads the same reports; the Orders view lists the order with its products and recovery, and
 * exports it; the owner registers the store's shop domain. axe-core checks both views at 1280 and 390 px,
 * and every control is at least 24 px. Needs the dashboard built (`npm run build`).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../src/demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let server: RunningServer;
let browser: Browser;
let page: Page;
/** The store platform's shop home page, standing in for https://{shop}/; the test puts the tag in or not. */
let shopHead = '';
let shopPages: Server;

async function save(customer: string, dataFor: 'cart' | 'abandonment', products: object[], total: string) {
  const query = new URLSearchParams({
    client_id: DEMO_CLIENT_ID,
    customer,
    data_for: dataFor,
    products: JSON.stringify(products),
    total_cart_value: total,
  });
  const res = await page.request.get(`${server.origin}/api/display/browse-abandonment?${query}`);
  expect(res.status()).toBe(200);
}

beforeAll(async () => {
  shopPages = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Shop</title>${shopHead}</head><body>Hi</body></html>`);
  });
  await new Promise<void>((resolve) => shopPages.listen(0, '127.0.0.1', resolve));
  const shopOrigin = `http://127.0.0.1:${(shopPages.address() as AddressInfo).port}`;
  server = await startServer({ storeShopProof: { homePage: () => `${shopOrigin}/`, allowPrivate: true } });
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
  await save('cust-ana', 'cart', [{ product_id: '101', product_name: 'Sun cream SPF 50', category: 'Sun' }], '41.40');
  await save('cust-ben', 'cart', [{ product_id: '202', product_name: 'Night serum', category: 'Face' }], '22.90');
  await save('cust-ana', 'abandonment', [{ product_id: '303', product_name: 'Lip balm', category: 'Lips' }], '0');
  const ordered = await page.request.post(`${server.origin}/api/display/wix/save-ordered-products`, {
    data: {
      client_id: DEMO_CLIENT_ID,
      customer_id: 'cust-ben',
      products: [{ product_id: '202', product_name: 'Night serum', quantity: 1, price: 22.9 }],
      source_table: 'Stores/Orders',
    },
  });
  expect(ordered.status()).toBe(200);
  await page.goto(`${server.origin}/admin/sign-in`);
  await page.getByLabel('Email').fill(DEMO_OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Store reports', exact: true }).click();
  await page.getByRole('heading', { name: 'Store reports', level: 1 }).waitFor();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => shopPages?.close(resolve));
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

const row = (text: string) => page.getByRole('row').filter({ hasText: text });

describe('the Store reports screen', () => {
  it('lists the carts and browsed products with their value and state, and passes axe', async () => {
    await page.getByText('3 reports').waitFor();
    const ana = row('Sun cream SPF 50');
    await expect(ana.getByRole('cell').allTextContents()).resolves.toEqual([
      expect.any(String),
      'Cart',
      'cust-ana',
      'Sun cream SPF 50 · Sun',
      '41.40',
      'Abandoned',
    ]);
    await expect(row('Night serum').getByRole('cell').nth(5).textContent()).resolves.toMatch(
      /^Recovered on .+, ordered 22\.90$/,
    );
    await expect(row('Lip balm').getByRole('cell').nth(1).textContent()).resolves.toBe('Browsed');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
      expect(await smallTargets()).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('narrows the list to carts and downloads the same reports as CSV', async () => {
    await page.getByLabel('Kind').selectOption('cart');
    await page.getByText('2 reports').waitFor();
    expect(await row('Lip balm').count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const path = await download.path();
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^"Updated","Started","Kind"/);
    expect(lines.slice(1).some((l) => l.includes('"Night serum (202)","22.90","Recovered"'))).toBe(true);
    expect(lines.some((l) => l.includes('Lip balm'))).toBe(false);
  });

  it('lists the orders in the Orders view with their products and recovery, passes axe, and exports them', async () => {
    const views = page.getByRole('navigation', { name: 'Store reports views' });
    await views.getByRole('link', { name: 'Orders' }).click();
    await page.getByText('1 order').waitFor();
    expect(new URL(page.url()).search).toBe('?view=orders');
    await expect(row('Night serum').getByRole('cell').allTextContents()).resolves.toEqual([
      expect.any(String),
      'cust-ben',
      'Sent by your store',
      'Night serum × 1 · 22.90 each',
      '22.90',
      'Recovered a cart report',
    ]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
      expect(await smallTargets()).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Ordered","Order","Source","Customer","Products","Value","Recovered report"');
    expect(lines.slice(1)).toEqual([expect.stringContaining('"cust-ben","Night serum (202) × 1 at 22.90","22.90"')]);
    await views.getByRole('link', { name: 'Reports' }).click();
    await page.getByLabel('Kind').waitFor();
  });

  it('registers the shop domain the store platform loader names once its home page carries the tag', async () => {
    await page.getByLabel('Shop domain').fill('beckon-test.myshopify.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'not proven' }).waitFor();
    const unproven = await page.request.get(
      `${server.origin}/api/display/store/client-id?shop=beckon-test.myshopify.com`,
    );
    expect(unproven.status()).toBe(404);
    shopHead = `<meta name="beckon-shop-verification" content="${DEMO_CLIENT_ID}">`;
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const res = await page.request.get(`${server.origin}/api/display/store/client-id?shop=beckon-test.myshopify.com`);
    expect(await res.json()).toEqual({ success: true, client_id: DEMO_CLIENT_ID });
  });
});
