/**
 * axe-core (wcag2a, wcag2aa, wcag21aa, wcag22aa) on the home page and post
 * 228, on a desktop and a phone viewport, after the islands have hydrated,
 * and with the mobile menu and a tooltip open.
 */
import { describe, expect, it } from 'vitest';
import { siteAxeViolations } from '../helpers/site-axe.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const open = (path: string, width: number) => site.open(path, width, 900, { reducedMotion: 'reduce' });

describe.each([
  ['the home page', '/'],
  ['post 228', '/dermatitis-atopica/'],
])('%s', (_name, path) => {
  it('has no axe-core violations on a desktop viewport', async () => {
    const page = await open(path, 1280);
    expect(await siteAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('has no axe-core violations on a phone with the menu open', async () => {
    const page = await open(path, 390);
    await page.locator('.menu-toggle').click();
    await page.locator('#menu-dropdown .sub-toggle').first().click();
    expect(await siteAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('post 228 with a tooltip open', () => {
  it('has no axe-core violations', async () => {
    const page = await open('/dermatitis-atopica/', 1280);
    await page.locator('.hs-spot').first().click();
    expect(await siteAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
