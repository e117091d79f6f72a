/**
 * axe-core (wcag2a … wcag22aa) on every pop-up type's main and thank-you
 * screens (issue 10), in Chromium on /demo/types (one pop-up of each type,
 * seed-popup-types.ts) at 1280 and 390 px: each pop-up is opened and checked,
 * given an email and submitted, its thank-you screen checked (for the wheel,
 * the screen after its game), then closed. One page per width, the two widths
 * side by side. The page clock is paused so no auto-close or countdown ends a
 * screen during a check; it is stepped while the renderer and axe (which
 * times its own steps) work. Reduced motion still fades a screen in for 200 ms
 * (in real time: the paused clock does not hold CSS animations), so each check
 * waits for it to end and axe reads final colours, not a fade's blend.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { TYPES_POPUP_IDS } from '../../src/demo-ids.js';
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

const WIDTHS = [
  [1280, 800],
  [390, 844],
] as const;

const host = (id: string) => `[data-beckon-popup="${id}"]`;

/**
 * Moves the paused clock on 50 ms at a time until `done` holds, one step at a time (not expect.poll,
 * whose overlapping calls could outlive the page); throws after 15 s of page time.
 */
async function stepUntil(page: Page, what: string, done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await done()) return;
    await page.clock.runFor(50);
  }
  throw new Error(`never happened: ${what}`);
}

/**
 * axe's violations inside one pop-up once its fade has ended, the clock stepped 10 ms at a time until axe is done,
 * far short of any auto-close.
 */
async function violations(page: Page, id: string): Promise<string[]> {
  await animationsSettled(page, host(id));
  let done = false;
  const analysis = new AxeBuilder({ page })
    .include(host(id))
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    // In the page itself rather than finished in a blank page of axe's own: the pop-ups hold no frames.
    .setLegacyMode()
    .analyze()
    .finally(() => {
      done = true;
    });
  while (!done) await page.clock.runFor(10);
  const result = await analysis;
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.concurrent.each(WIDTHS)('at %i px wide', (width, height) => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.goto(`${server.origin}/demo/types`);
    await page.waitForFunction(() => 'beckon' in window);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  // Each case asserts with its own context's `expect` (Vitest's rule for concurrent tests).
  it.sequential.for(Object.entries(TYPES_POPUP_IDS))(
    '%s has no axe-core violations on its main screen nor on its thank-you screen',
    async ([type, id], { expect }) => {
      const box = page.locator(`${host(id)} .bk-dialog`);
      // The embedded form draws itself into its container on arrival; the others open on demand.
      if (type !== 'embedded') {
        await page.evaluate((i) => (window as unknown as { beckon: { open(x: string): void } }).beckon.open(i), id);
      }
      await stepUntil(page, `${type} on screen`, () => box.isVisible());
      expect(await violations(page, id), `${type} main screen`).toEqual([]);

      await page.locator(`${host(id)} input[type=email]`).fill(`${type.toLowerCase()}-${width}@example.org`);
      await page.locator(`${host(id)} button[type=submit]`).click();
      // The wheel's thank-you is the screen after its game (win or lose, as the draw falls).
      const thanks =
        type === 'wheel'
          ? page.locator(`${host(id)} .bk-game-end`)
          : page.locator(`${host(id)} .bk-h`, { hasText: 'Thank you!' });
      await stepUntil(page, `${type} thank-you screen`, async () => (await thanks.count()) === 1);
      expect(await violations(page, id), `${type} thank-you screen`).toEqual([]);
      expect(await thanks.count()).toBe(1);

      // Closed before the next one (the modal types wait in one queue); the embedded form stays in the page.
      if (type !== 'embedded') {
        await page.locator(`${host(id)} .bk-x`).click();
        await stepUntil(page, `${type} closed`, async () => (await page.locator(host(id)).count()) === 0);
      }
    },
  );
});
