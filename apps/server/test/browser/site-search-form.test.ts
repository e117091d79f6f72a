/**
 * The search form widget's three skins in Chromium (§2 search form skins): the classic form's focus
 * highlight and its search landing on the shop's results; the minimal skin's icon focusing the input; the
 * full-screen skin's dialog (focus on the input, Tab kept inside, closed by Escape, its close button and a
 * click on the overlay, focus back on the toggle), axe-clean open and closed at 1280 and 390 px.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const focusedId = (page: Page) =>
  page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('class'));

// One page load serves every case (the machine is slow and shared): the skins are checked in turn.
let page: Page;

beforeAll(async () => {
  await site.testPage('buscar', [
    { id: 'clasico', type: 'search-form', settings: { placeholder: 'Busque un producto' } },
    { id: 'minimo', type: 'search-form', settings: { skin: 'minimal' } },
    { id: 'pantalla', type: 'search-form', settings: { skin: 'full_screen' } },
  ]);
  page = await site.open('/buscar/', 1280, 800, { reducedMotion: 'reduce' });
});
afterAll(async () => {
  await site.done(page);
});

describe('the search form skins', () => {
  it('highlights the classic form while its input has focus', async () => {
    const form = page.locator('.w-search--classic .search-form');
    const shadow = () => form.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(await shadow()).toBe('none');
    await page.locator('#clasico-q').focus();
    await expect.poll(shadow).not.toBe('none');
  });

  it('focuses the minimal skin’s input when its icon is clicked', async () => {
    await page.locator('.w-search--minimal .search-label-icon').click();
    expect(await focusedId(page)).toBe('minimo-q');
  });

  it('opens the full-screen search on the input, keeps Tab inside, closes three ways and gives focus back, axe-clean', async () => {
    const toggle = page.getByRole('button', { name: 'Abrir la búsqueda' });
    const dialog = page.getByRole('dialog', { name: 'Buscar productos' });
    expect(await violations(page)).toEqual([]);
    expect(await dialog.isVisible()).toBe(false);

    // Opened: focus on the input; Tab runs input → button → close → input, and back.
    await toggle.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedId(page)).toBe('pantalla-q');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('search-fs-close');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('pantalla-q');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedId(page)).toBe('search-fs-close');
    expect(await violations(page)).toEqual([]);

    // Escape closes and focus returns to the toggle.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await focusedId(page)).toBe('search-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // The close button.
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cerrar la búsqueda' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await focusedId(page)).toBe('search-toggle');

    // A click on the overlay around the form closes it; a click on the form does not.
    await toggle.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.locator('#pantalla-q').click();
    expect(await dialog.isVisible()).toBe(true);
    await page.mouse.click(20, 780);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await focusedId(page)).toBe('search-toggle');

    // A phone: the same dialog, axe-clean open.
    await page.setViewportSize({ width: 390, height: 844 });
    await toggle.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('sends the words to the shop’s product search, whose results page answers', async () => {
    await page.locator('#pantalla-q').fill('sérum');
    await Promise.all([page.waitForURL(/\/tienda\/\?s=/), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('s')).toBe('sérum');
    expect(await page.title()).toContain('Resultados de búsqueda: «sérum»');
  });
});
