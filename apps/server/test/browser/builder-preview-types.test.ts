/**
 * The builder's live preview draws the pop-up's real type (spec §1, §2): signed
 * in as the demo owner, a new pop-up previews as a lightbox; the bar type turns
 * both previews into a full-width strip along the top of the device frame, a
 * slide-in sits on its edge, and a phone-width box fits the 390 px frame
 * instead of the dashboard's window. Needs the widget and the dashboard built
 * (`npm test` builds first; alone: `npm run build`).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../src/plugins/owner/index.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${server.origin}/admin/sign-in`);
  await page.getByLabel('Email').fill(DEMO_OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'New pop-up' }).first().click();
  await page.getByRole('heading', { name: 'New pop-up' }).waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Drawing {
  type: string | null;
  wrap: string;
  /** The box relative to the device frame, in the frame's own (unscaled) pixels. */
  box: { x: number; y: number; width: number; height: number; right: number; bottom: number };
  frame: { width: number; height: number };
}

/** Where the box sits inside one preview frame, undoing the frame's scale-to-fit. */
const drawing = (device: 'desktop' | 'mobile'): Promise<Drawing | null> =>
  page.evaluate((d) => {
    const host = document.querySelector<HTMLElement>(`[data-preview="${d}"]`);
    const box = host?.shadowRoot?.querySelector('.bk-dialog');
    if (!host || !box?.parentElement) return null;
    const f = host.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const scale = f.width / host.offsetWidth;
    const x = (b.x - f.x) / scale;
    const y = (b.y - f.y) / scale;
    const width = b.width / scale;
    const height = b.height / scale;
    return {
      type: host.getAttribute('data-type'),
      wrap: box.parentElement.className,
      box: { x, y, width, height, right: x + width, bottom: y + height },
      frame: { width: host.offsetWidth, height: host.offsetHeight },
    };
  }, device);

describe('the builder preview', () => {
  it('draws a new pop-up as a lightbox whose phone-width box fits inside the 390 px frame', async () => {
    await expect.poll(async () => (await drawing('mobile'))?.wrap).toBe('bk-overlay');
    const mobile = await drawing('mobile');
    expect(mobile?.frame.width).toBe(390);
    expect(mobile?.box.x).toBeGreaterThanOrEqual(0);
    expect(mobile?.box.right).toBeLessThanOrEqual(390);
  });

  it('redraws both previews as a bar at the top of the frame, spanning it, when the type is bar', async () => {
    await page.getByLabel('Type', { exact: true }).selectOption('bar');
    for (const device of ['desktop', 'mobile'] as const) {
      await expect.poll(async () => (await drawing(device))?.type).toBe('bar');
      const d = await drawing(device);
      expect(d?.wrap).toBe('bk-bar');
      expect(d?.box.y).toBeCloseTo(0, 0);
      expect(d?.box.x).toBeCloseTo(0, 0);
      expect(d?.box.width).toBeCloseTo(d?.frame.width ?? 0, 0);
      expect(d?.box.height).toBeLessThan((d?.frame.height ?? 0) / 2);
    }
  });

  it('moves the bar to the bottom of the frame when the placement says bottom', async () => {
    await page.getByLabel('Placement').selectOption('center_bottom');
    await expect
      .poll(async () => {
        const d = await drawing('desktop');
        return d ? Math.round(d.frame.height - d.box.bottom) : null;
      })
      .toBe(0);
  });

  it('puts a bottom slide-in on the bottom edge and a side slide-in on its side, with no backdrop', async () => {
    await page.getByLabel('Type', { exact: true }).selectOption('bside');
    await page.getByLabel('Placement').selectOption('left_bottom');
    await expect.poll(async () => (await drawing('desktop'))?.wrap).toBe('bk-slide');
    const d = await drawing('desktop');
    expect(d?.box.x).toBeCloseTo(16, 0);
    expect(d?.box.bottom).toBeCloseTo(d?.frame.height ?? 0, 0);
    const mobile = await drawing('mobile');
    expect(mobile?.box.right).toBeLessThanOrEqual(390);

    await page.getByLabel('Type', { exact: true }).selectOption('sside');
    await page.getByLabel('Placement').selectOption('left_midlle');
    await expect.poll(async () => Math.round((await drawing('desktop'))?.box.x ?? -1)).toBe(0);
    const side = await drawing('desktop');
    const middle = ((side?.box.y ?? 0) + (side?.box.bottom ?? 0)) / 2;
    expect(middle).toBeCloseTo((side?.frame.height ?? 0) / 2, 0);
  });
});
