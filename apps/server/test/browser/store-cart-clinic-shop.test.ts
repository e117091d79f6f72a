/**
 * Cart triggers on this project's own shop in Chromium: the shop's pages mark the pixel with the shop's
 * cart read (/carrito.json), so the widget treats the clinic site as a third store platform. An add made
 * by the shop island (a background POST) fires an added_product pop-up at once; a line removed by the cart
 * page's plain form (a full navigation) fires a removed_product pop-up on the page the form leads to.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { insertPopup } from '../../src/seed.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const ADDED = 'cafe0000000a1';
const REMOVED = 'cafe0000000a2';

beforeAll(async () => {
  // Only the two bars: the seeded pop-ups would cover the shop's buttons.
  await site.server.db.query('UPDATE popups SET is_active = false WHERE account_id = $1', [SITE_ACCOUNT_ID]);
  for (const [id, action] of [
    [ADDED, 'added_product'],
    [REMOVED, 'removed_product'],
  ] as const)
    await insertPopup(site.server.db, {
      accountId: SITE_ACCOUNT_ID,
      poptinId: id,
      name: id,
      type: 'bar',
      triggers: {
        shopify_cart_trigger_active: true,
        shopify_cart_trigger_action: action,
        shopify_cart_trigger_products: action === 'added_product' ? 'gel-limpiador-suave' : 'any_product',
      },
      design: { screens: { main: [{ kind: 'heading', text: id }] } },
    });
});

const bar = (page: Page, id: string) => page.locator(`[data-beckon-popup="${id}"]`);

describe('cart triggers on the clinic shop', () => {
  it('fire added_product on an island add and removed_product after the cart form removes the line', async () => {
    const page = await site.open('/tienda/', 1280, 900);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    expect(await bar(page, ADDED).count()).toBe(0);
    await page.getByRole('button', { name: 'Añadir «Gel limpiador suave» al carrito' }).click();
    await bar(page, ADDED).waitFor({ state: 'attached', timeout: 15_000 });
    expect(asked.filter((u) => u.includes(REMOVED))).toEqual([]);
    expect(await bar(page, REMOVED).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('poptin_shopify_cart_product_id'))).toBe(
      'gel-limpiador-suave',
    );

    const displayed = () => page.waitForResponse((r) => r.url().includes(`/api/display/${SITE_ACCOUNT_ID}`));
    const onCartPage = displayed();
    await page.goto(`${site.server.origin}/carrito/`);
    await onCartPage;
    const display = displayed();
    await Promise.all([
      page.waitForURL(/\/carrito\/\?aviso=eliminado$/),
      page.getByRole('button', { name: 'Eliminar «Gel limpiador suave» del carrito' }).first().click(),
    ]);
    const body = JSON.parse((await display).request().postData() ?? '{}');
    expect(body).toMatchObject({
      store_integration: 'beckon',
      cart_item_count: 0,
      triggers: ['removed_product', 'empty_cart'],
    });
    await bar(page, REMOVED).waitFor({ state: 'attached', timeout: 15_000 });
    expect(await bar(page, ADDED).count()).toBe(0);
    await site.done(page);
  });
});

describe('a clinic shop cart that cannot be read', () => {
  it('shows no cart-triggered pop-up and logs "Cart Error"', async () => {
    const page = await site.open('/tienda/', 1280, 900);
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.route('**/carrito.json', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"BK_ERR_INTERNAL"}' }),
    );
    // The first load's own read may still be answered: wait for a refused one.
    const firstRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/carrito.json' && r.status() === 500, {
      timeout: 20_000,
    });
    await page.reload();
    await firstRead;
    await expect.poll(() => logged.filter((l) => l.startsWith('Beckon: Cart Error')).length).toBe(1);
    // The add goes through; the widget's read after it fails too, and nothing fires.
    const reread = page.waitForResponse((r) => new URL(r.url()).pathname === '/carrito.json', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Añadir «Gel limpiador suave» al carrito' }).click();
    expect((await reread).status()).toBe(500);
    await expect.poll(() => logged.filter((l) => l.startsWith('Beckon: Cart Error')).length).toBe(2);
    expect(await bar(page, ADDED).count()).toBe(0);
    expect(await bar(page, REMOVED).count()).toBe(0);
    await site.done(page);
  });
});
