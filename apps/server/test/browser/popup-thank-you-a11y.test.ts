/**
 * axe-core on every drawn type's thank-you screen (issue 10), in Chromium on
 * /demo/types at the phone width: each pop-up is opened, given an email and
 * submitted, and its thank-you screen checked (wcag2a … wcag22aa). The page
 * clock is paused so no auto-close ends the screen during the check; it is
 * stepped while the submit and axe (which times its own steps) run.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPES_POPUP_IDS } from '../../src/demo-ids.js';
import { launchChromium } from '../helpers/browser.js';
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

/** The types with a lead form of their own (the wheel's thank-you follows its game, tested with it). */
const { wheel: _wheel, ...FORM_TYPES } = TYPES_POPUP_IDS;

describe('the thank-you screen of every type', () => {
  it.each(Object.entries(FORM_TYPES))('%s has no axe-core violations after a submit', async (type, id) => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(`${server.origin}/demo/types`);
    await page.waitForFunction(() => 'beckon' in window);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const host = `[data-beckon-popup="${id}"]`;
    if (type !== 'embedded') {
      await page.evaluate((i) => (window as unknown as { beckon: { open(x: string): void } }).beckon.open(i), id);
    }
    await page.locator(`${host} input[type=email]`).fill(`${type.toLowerCase()}@example.org`);
    await page.locator(`${host} button[type=submit]`).click();
    const thanks = page.locator(`${host} .bk-h`, { hasText: 'Thank you!' });
    // One step at a time (not expect.poll, whose overlapping calls could outlive the page).
    for (let i = 0; i < 300 && (await thanks.count()) === 0; i++) await page.clock.runFor(50);
    expect(await thanks.count()).toBe(1);
    // axe times its own steps: the clock moves in small steps until it is done, far short of any auto-close.
    let done = false;
    const analysis = new AxeBuilder({ page })
      .include(host)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
      .finally(() => {
        done = true;
      });
    // axe finishes in a blank page of its own that it then closes: a step racing that close is refused, harmlessly.
    while (!done) await page.clock.runFor(10).catch(() => {});
    const result = await analysis;
    expect(await page.locator(host).count()).toBe(1);
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();
  });
});
