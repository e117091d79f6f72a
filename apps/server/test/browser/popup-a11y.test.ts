/**
 * Accessibility of the shown pop-up (axe-core, WCAG 2.0 A to 2.2 AA) and the
 * right-to-left rendering on a Hebrew host page.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TIMER_POPUP_ID } from '../../src/demo-ids.js';
import { animationsSettled, launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the shown pop-up', () => {
  it('has no axe-core violations (wcag2a, wcag2aa, wcag21aa, wcag22aa) in its form and error states', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/demo`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    await animationsSettled(page, `[data-beckon-popup="${DEMO_TIMER_POPUP_ID}"]`); // axe reads final colours
    const audit = () =>
      new AxeBuilder({ page })
        .include(`[data-beckon-popup="${DEMO_TIMER_POPUP_ID}"]`)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
    const open = await audit();
    expect(open.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // The error state: an invalid email.
    const email = dialog.getByLabel(/email/i).first();
    await email.fill('not-an-email');
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await animationsSettled(page, `[data-beckon-popup="${DEMO_TIMER_POPUP_ID}"]`);
    const invalid = await audit();
    expect(invalid.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  it('renders right to left with Hebrew messages on a Hebrew page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/demo/he`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    const dir = await dialog.evaluate((el) => getComputedStyle(el).direction);
    expect(dir).toBe('rtl');
    // The close control is named in Hebrew, not in English.
    expect(await dialog.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /[\u0590-\u05FF]/ }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
