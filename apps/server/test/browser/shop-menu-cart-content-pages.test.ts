/**
 * The menu cart on the cached content pages in Chromium: a visitor with no cart
 * makes no cart request at all (WooCommerce's cart-fragments complaint) and
 * sees 0; an add from a loop of products updates the header in place and opens
 * the dropdown when that is set; a visitor with a cart gets it with one request
 * on the next page.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveShopSettings } from '../../src/plugins/shop/shop-settings-repository.js';
import { savePage } from '../../src/plugins/site/page-repository.js';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { oneColumnDocument } from '../helpers/editor-pages.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();

/** What the page fetched so far (Resource Timing, fetch() calls included), by path. */
const fetchedPaths = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));

/** The cart requests the page makes from now on, as "METHOD /path". */
function cartRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/carrito/')) asked.push(`${r.method()} ${path}`);
  });
  return asked;
}

describe('the menu cart on a cached content page', () => {
  beforeAll(async () => {
    // Set before the page's first render: the header carries it (data-auto-open).
    await saveShopSettings(site.server.db, SITE_ACCOUNT_ID, { mini_cart_open_on: 'click', mini_cart_auto_open: true });
    for (const [pageId, slug] of [
      [9101, 'cuidados-en-casa'],
      [9102, 'rutina-de-noche'],
    ] as const)
      await savePage(site.server.db, {
        accountId: SITE_ACCOUNT_ID,
        pageId,
        kind: 'page',
        slug,
        title: slug,
        excerpt: '',
        featuredImage: null,
        document: oneColumnDocument([{ id: 'pl', type: 'loop-grid', settings: { source: 'products', perPage: 6 } }]),
      });
  });

  it('asks for no cart when the visitor has none, then shows a loop add in the header at once and opens the dropdown', async () => {
    const page = await site.open('/cuidados-en-casa/');
    const fetched = await fetchedPaths(page);
    expect(fetched.filter((p) => p.startsWith('/carrito/'))).toEqual([]);
    expect(fetched).toContain('/site/assets/islands/menu-cart.js');
    const toggle = page.getByRole('button', { name: /^Carrito: / });
    expect(await page.locator('[data-menu-cart-count]').textContent()).toBe('0');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    const asked = cartRequests(page);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.getByRole('button', { name: 'Añadir al carrito: «Gel limpiador suave»' }).click();
    await expect.poll(() => page.locator('[data-menu-cart-count]').textContent()).toBe('1');
    const dropdown = page.locator('#mini-cart');
    await dropdown.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await dropdown.locator('li').allTextContents()).toEqual(['Gel limpiador suave1 × 14,90\u00a0€×']);
    expect(asked).toEqual(['GET /carrito/token', 'POST /carrito/anadir']);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Another content page, the same shared HTML: the marker cookie makes its header ask once.
    const next = cartRequests(page);
    await page.goto(`${site.server.origin}/rutina-de-noche/`);
    await expect.poll(() => page.locator('[data-menu-cart-count]').textContent()).toBe('1');
    await toggle.click();
    await dropdown.getByRole('button', { name: 'Eliminar «Gel limpiador suave» del carrito' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(next).toEqual(['GET /carrito/menu']);
    await site.done(page);
  });
});
