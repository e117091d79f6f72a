/**
 * Shop notices in Chromium (spec "Notices scroll animation 1000 ms, centred"): the cart's coupon
 * form answers in the page, and its notice, far above the form on a phone, is brought to the middle
 * of the viewport over a second, or at once when reduced motion is asked for.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();

/** A cart of five lines, so the coupon form sits well below the notices on a 390 px screen. */
async function openLongCart(reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
  const page = await site.open('/tienda/', 390, 700, { reducedMotion });
  let csrf = '';
  for (const variante of ['101', '102', '103', '106', '107']) {
    const res = await page.request.post(`${site.server.origin}/carrito/anadir`, {
      form: { variante, cantidad: '1', ...(csrf ? { _csrf: csrf } : {}) },
      headers: { accept: 'application/json' },
    });
    expect(res.status()).toBe(200);
    csrf = ((await res.json()) as { csrf: string }).csrf;
  }
  await page.goto(`${site.server.origin}/carrito/`);
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * Applies `code` and records the window's scroll position when the notice arrives (a mutation
 * observer runs right after the island's swap) and at every scroll event afterwards.
 */
async function applyCoupon(page: Page, code: string) {
  await page.getByLabel('Código de cupón').fill(code);
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: { y: number; t: number }[]; atNotice: number | null };
    w.scrolls = [];
    w.atNotice = null;
    new MutationObserver(() => {
      if (w.atNotice === null && document.querySelector('main .shop-notices')) w.atNotice = window.scrollY;
    }).observe(document.querySelector('main') as Element, { childList: true, subtree: true });
    addEventListener('scroll', () => w.scrolls.push({ y: window.scrollY, t: performance.now() }));
  });
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Aplicar cupón' }).press('Enter');
  return { before, started };
}

/** The window's scroll position and where `selector`'s middle is (a fraction of the viewport's height), once scrolling has stopped. */
async function settled(page: Page, selector: string): Promise<{ y: number; middle: number; inView: boolean }> {
  let last = -1;
  // Two reads 250 ms apart with no move: on a loaded machine one animation frame can take over 50 ms.
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { interval: 250, timeout: 15_000 },
    )
    .toBe(true);
  return page.evaluate((sel) => {
    const box = (document.querySelector(sel) as Element).getBoundingClientRect();
    return {
      y: window.scrollY,
      middle: (box.top + box.height / 2) / window.innerHeight,
      inView: box.top >= 0 && box.bottom <= window.innerHeight,
    };
  }, selector);
}

describe('shop notices', () => {
  it('bring a refused coupon’s notice, far above the form, back into view over a second', async () => {
    const page = await openLongCart('no-preference');
    await page.getByLabel('Código de cupón').scrollIntoViewIfNeeded();
    const { before, started } = await applyCoupon(page, 'NOEXISTE');
    await page.getByRole('alert').getByText('NOEXISTE').waitFor();
    expect(await page.evaluate(() => (window as unknown as { atNotice: number }).atNotice)).toBe(before);
    // The notice sits under the page's title: as near the middle as the page can scroll is its top.
    expect(await settled(page, 'main .shop-notices')).toMatchObject({ y: 0, inView: true });
    const scrolls = await page.evaluate(() => (window as unknown as { scrolls: { t: number }[] }).scrolls);
    expect(scrolls.length).toBeGreaterThan(2);
    expect((scrolls.at(-1)?.t ?? 0) - started).toBeGreaterThanOrEqual(1000);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('shop-notices');
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);
    await site.done(page);
  });

  it('jump to an added-to-cart notice and centre it when reduced motion is asked for', async () => {
    const page = await site.open('/tienda/', 390, 700, { reducedMotion: 'reduce' });
    const button = page.locator('.product-card form button').nth(6);
    await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const before = await page.evaluate(() => {
      const w = window as unknown as { atNotice: number | null };
      w.atNotice = null;
      new MutationObserver(() => {
        if (w.atNotice === null && document.querySelector('[data-shop-live-notice]')) w.atNotice = window.scrollY;
      }).observe(document.body, { childList: true, subtree: true });
      return window.scrollY;
    });
    await button.press('Enter');
    await page.locator('[data-shop-live-notice]').getByText('se ha añadido a su carrito').waitFor();
    const after = await settled(page, '[data-shop-live-notice]');
    expect(after.y).toBeGreaterThan(before);
    expect(await page.evaluate(() => (window as unknown as { atNotice: number }).atNotice)).toBe(after.y);
    expect(after.middle).toBeGreaterThan(0.48);
    expect(after.middle).toBeLessThan(0.52);
    await site.done(page);
  });
});
