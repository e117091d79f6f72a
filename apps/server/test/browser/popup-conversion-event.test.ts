/**
 * The record's close_trigger and the conversion event in Chromium on /demo/types (a real page of the site with
 * the widget's snippet): a lead pushes the pop-up's conversion event onto window.dataLayer (created by the widget)
 * and through the page's gtag, and a pop-up whose record leaves out bg_click stays up when the visitor clicks
 * outside it, where one that lists it closes. One server and one browser for both.
 */
import type { DesignDocumentInput } from '@beckon/popup-schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPES_CLIENT_ID } from '../../src/demo-ids.js';
import { insertPopup } from '../../src/seed.js';
import { animationsSettled, launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

/** A lead lightbox with a conversion event, outside clicks off. */
const TRACKED = 'de3000000c0e1';
/** The same, outside clicks on: the control showing a click where the test clicks does close a pop-up. */
const CLOSABLE = 'de3000000c0e2';

const design = (closeOnScreenClick: boolean): Omit<DesignDocumentInput, 'poptin_id' | 'version'> => ({
  design_properties: { poptin_design_close_on_screen_click: closeOnScreenClick, conversion_event: 'beckon_lead' },
  screens: {
    main: [{ kind: 'heading', text: 'Spring newsletter' }, { kind: 'form' }],
    thank_you: [{ kind: 'heading', text: 'Thanks for joining' }],
  },
  fields: [{ id: 'email', type: 'email', name: 'poptinDesignInputTextFieldEmail', label: 'Email', required: true }],
});

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  // Before any display request, so the account loads with them.
  for (const [poptinId, closeOnScreenClick] of [
    [TRACKED, false],
    [CLOSABLE, true],
  ] as const) {
    await insertPopup(server.db, {
      accountId: TYPES_CLIENT_ID,
      poptinId,
      name: 'Spring newsletter',
      stopShowingToConvertedUsers: false,
      credit: false,
      triggers: { on_click: true },
      design: design(closeOnScreenClick),
    });
  }
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const host = (id: string) => `[data-beckon-popup="${id}"]`;

interface TagWindow {
  dataLayer?: Record<string, unknown>[];
  gtagCalls: unknown[][];
  beckon: { open(id: string): void };
}

/** Opens the pop-up and resolves once it is drawn and has been up for `upMs` (outside clicks count after 1 s). */
async function openPopup(page: Page, id: string, upMs = 0): Promise<void> {
  await page.evaluate((popupId) => (window as unknown as TagWindow).beckon.open(popupId), id);
  await page.locator(`${host(id)} .bk-dialog`).waitFor({ state: 'visible', timeout: 10_000 });
  await animationsSettled(page, host(id));
  const shownAt = await page.evaluate(() => performance.now());
  await page.waitForFunction(([t, ms]) => performance.now() - t >= ms, [shownAt, upMs] as const);
}

describe('a pop-up on a real page', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    // The page's Google tag, recording its calls; the page has no dataLayer of its own.
    await page.addInitScript(() => {
      const w = window as unknown as TagWindow & { gtag(...args: unknown[]): void };
      w.gtagCalls = [];
      w.gtag = (...args: unknown[]) => w.gtagCalls.push(args);
    });
    await page.goto(`${server.origin}/demo/types`);
    await page.waitForFunction(() => 'beckon' in window);
  });
  afterAll(() => page?.context().close());

  it('closes on a click outside it when its record lists bg_click', async () => {
    expect(await page.evaluate(() => (window as unknown as TagWindow).dataLayer)).toBeUndefined();
    await openPopup(page, CLOSABLE, 1200);
    await page.mouse.click(8, 8);
    await page.locator(host(CLOSABLE)).waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('stays up on a click outside it without bg_click, and a lead pushes its conversion event onto the dataLayer', async () => {
    const closes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/api/display/closed/${TRACKED}`)) closes.push(r.url());
    });
    await openPopup(page, TRACKED, 1200);
    await page.mouse.click(8, 8);
    // Still up and usable: the visitor signs up in it after the click outside.
    await page.locator(`${host(TRACKED)} input[type="email"]`).fill('dana@clinic.example');
    const answer = page.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
    await page.locator(`${host(TRACKED)} button[type="submit"]`).click();
    expect((await (await answer).json()).integration).toEqual({ conversion_code: 'beckon_lead' });
    await page.locator(host(TRACKED)).getByText('Thanks for joining').waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => ((window as unknown as TagWindow).dataLayer ?? []).length > 0);
    const pushed = await page.evaluate(() => {
      const w = window as unknown as TagWindow;
      return { dataLayer: w.dataLayer, gtag: w.gtagCalls };
    });
    const params = { beckon_popup_id: TRACKED, beckon_popup_name: 'Spring newsletter' };
    expect(pushed.dataLayer).toEqual([{ event: 'beckon_lead', ...params }]);
    expect(pushed.gtag).toEqual([['event', 'beckon_lead', params]]);
    expect(closes).toEqual([]);
  });
});
