/**
 * The content lock in Chromium on /demo/types (spec §3
 * `poptin_design_content_lock`; closing.ts pageLocked): a locked lightbox blurs
 * the page behind and stops it scrolling, draws no close control, ignores
 * Escape and outside clicks and keeps Tab inside, passing axe; after a sign-up
 * its thank-you screen closes as usual and the page scrolls again.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPES_CLIENT_ID } from '../../src/demo-ids.js';
import { insertPopup } from '../../src/seed.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

let server: RunningServer;
let browser: Browser;

const LOCKED = 'de3000000c10c';
const host = `[data-beckon-popup="${LOCKED}"]`;

beforeAll(async () => {
  server = await startServer();
  // Before any display request, so the account loads with it.
  await insertPopup(server.db, {
    accountId: TYPES_CLIENT_ID,
    poptinId: LOCKED,
    name: 'Members only',
    stopShowingToConvertedUsers: false,
    credit: false,
    triggers: { on_click: true },
    design: {
      design_properties: { poptin_design_content_lock: true },
      screens: { main: [{ kind: 'heading', text: 'Sign up to read on' }, { kind: 'form' }] },
      fields: [{ id: 'email', type: 'email', name: 'poptinDesignInputTextFieldEmail', label: 'Email' }],
    },
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
const focusInPopup = (page: Page) =>
  page.evaluate((sel) => document.activeElement === document.querySelector(sel), host);

describe('a content-locked lightbox', () => {
  it('keeps the blurred page locked until the visitor signs up and closes the thank-you screen', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.origin}/demo/types`);
    await page.waitForFunction(() => 'beckon' in window);
    // A page taller than the window, so a scroll that got through would show.
    await page.evaluate(() => {
      const tall = document.createElement('div');
      tall.style.height = '4000px';
      document.body.append(tall);
    });
    // The pop-up's timers (the outside-click guard, the exit) run on a clock the test steps.
    await page.clock.install();
    await page.evaluate((id) => (window as unknown as { beckon: { open(i: string): void } }).beckon.open(id), LOCKED);
    const dialog = page.locator(host).getByRole('dialog', { name: 'Sign up to read on' });
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

    expect(await rootOverflow(page)).toBe('hidden');
    expect(await page.locator(`${host} .bk-overlay`).evaluate((el) => getComputedStyle(el).backdropFilter)).toBe(
      'blur(8px)',
    );
    expect(await page.locator(host).getByRole('button', { name: 'Close' }).count()).toBe(0);

    await page.mouse.move(20, 20);
    await page.mouse.wheel(0, 800);
    await page.clock.runFor(1000);
    await page.keyboard.press('Escape');
    await page.mouse.click(20, 20);
    await page.clock.runFor(2000);
    expect(await dialog.isVisible()).toBe(true);
    expect(await scrollY(page)).toBe(0);

    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInPopup(page)).toBe(true);
    }
    const axe = await new AxeBuilder({ page })
      .include(host)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.locator(host).getByLabel('Email').fill('reader@example.org');
    await page.locator(host).getByRole('button', { name: 'Subscribe' }).click();
    await page.locator(`${host} .bk-h`, { hasText: 'Sent successfully!' }).waitFor({ timeout: 5_000 });
    expect(await rootOverflow(page)).toBe('hidden');

    await page.locator(host).getByRole('button', { name: 'Close' }).click();
    await page.clock.runFor(1000);
    await page.locator(host).waitFor({ state: 'detached', timeout: 5_000 });
    expect(await rootOverflow(page)).toBe('visible');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
