/**
 * Every pop-up type drawn as itself (spec §1, §2), in Chromium on /demo/types
 * (the second demo account: one pop-up of each type, seed-popup-types.ts), at
 * a desktop and a phone width: where each box sits, what it does to the page,
 * and a bar and a lightbox on screen together (axe-core on every type is in
 * popup-types-a11y.test.ts).
 */
import { designDocumentSchema } from '@beckon/popup-schema';
import type { Browser, Page } from 'playwright-core';
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

const WIDTHS = [
  [1280, 800],
  [390, 844],
] as const;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  right: number;
  bottom: number;
}

const host = (id: string) => `[data-beckon-popup="${id}"]`;

async function openTypesPage(width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // The browser's own favicon request is no error of the widget's.
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.origin}/demo/types`);
  await page.waitForFunction(() => 'beckon' in window);
  return { page, errors };
}

/** Opens a pop-up and waits until its box is on screen with its entry animation finished. */
async function open(page: Page, id: string): Promise<void> {
  await page.evaluate(
    (popupId) => (window as unknown as { beckon: { open(i: string): void } }).beckon.open(popupId),
    id,
  );
  await settled(page, id);
}

async function settled(page: Page, id: string): Promise<void> {
  await page.locator(`${host(id)} .bk-dialog`).waitFor({ state: 'visible', timeout: 10_000 });
  await page.waitForFunction(
    (sel) => {
      const box = document.querySelector(sel)?.shadowRoot?.querySelector('.bk-dialog');
      return box?.getAnimations().every((a) => a.playState === 'finished') ?? false;
    },
    host(id),
    { timeout: 5_000 },
  );
}

const boxRect = (page: Page, id: string): Promise<Rect> =>
  page.evaluate((sel) => {
    const r = document.querySelector(sel)?.shadowRoot?.querySelector('.bk-dialog')?.getBoundingClientRect();
    if (!r) throw new Error(`no box in ${sel}`);
    return { x: r.x, y: r.y, width: r.width, height: r.height, right: r.right, bottom: r.bottom };
  }, host(id));

const titleTop = (page: Page) =>
  page.evaluate(() => document.getElementById('page-title')?.getBoundingClientRect().top ?? NaN);

/** Whether anything of the pop-up covers the page at a point (a backdrop would). */
const popupAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([px, py]) => document.elementFromPoint(px as number, py as number)?.closest('[data-beckon-popup]') != null,
    [x, y],
  );

describe.each(WIDTHS)('at %i px wide', (width, height) => {
  // The widget's own test for a phone (visitor-context.ts): a viewport up to 767 px.
  const phone = width <= 767;
  it('draws a top bar at y = 0 across the viewport, pushes the page down by its height and gives it back on close', async () => {
    const { page, errors } = await openTypesPage(width, height);
    const before = await titleTop(page);
    await open(page, TYPES_POPUP_IDS.topBar);
    const bar = await boxRect(page, TYPES_POPUP_IDS.topBar);
    expect(bar.y).toBe(0);
    expect(bar.x).toBe(0);
    expect(bar.width).toBe(width);
    expect(bar.height).toBeGreaterThan(40);
    await expect.poll(() => titleTop(page)).toBeCloseTo(before + bar.height, 0);
    // A non-modal region: the bar never takes focus on its own and dims nothing.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await page.locator(`${host(TYPES_POPUP_IDS.topBar)} [role=region]`).count()).toBe(1);

    await page.locator(`${host(TYPES_POPUP_IDS.topBar)} .bk-x`).click();
    await page.locator(host(TYPES_POPUP_IDS.topBar)).waitFor({ state: 'detached', timeout: 5_000 });
    expect(await titleTop(page)).toBeCloseTo(before, 0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws a bottom bar along the bottom edge, full width, without moving the page', async () => {
    const { page } = await openTypesPage(width, height);
    const before = await titleTop(page);
    await open(page, TYPES_POPUP_IDS.bottomBar);
    const bar = await boxRect(page, TYPES_POPUP_IDS.bottomBar);
    expect(bar.bottom).toBeCloseTo(height, 0);
    expect(bar.width).toBe(width);
    expect(await titleTop(page)).toBe(before);
    await page.context().close();
  });

  it('draws the side slide-in against the right edge, half-way down, with no backdrop', async () => {
    const { page } = await openTypesPage(width, height);
    await open(page, TYPES_POPUP_IDS.sside);
    const box = await boxRect(page, TYPES_POPUP_IDS.sside);
    // On a phone no box touches an edge (slide-in.ts), so its close control stays clear of rounded corners.
    expect(box.right).toBeCloseTo(phone ? width - 16 : width, 0);
    expect(box.y + box.height / 2).toBeCloseTo(height / 2, 0);
    expect(await popupAt(page, 4, 4)).toBe(false);
    expect(await page.locator(`${host(TYPES_POPUP_IDS.sside)} .bk-overlay`).count()).toBe(0);
    await page.context().close();
  });

  it('draws the bottom slide-in centred on the bottom edge with no backdrop', async () => {
    const { page } = await openTypesPage(width, height);
    await open(page, TYPES_POPUP_IDS.bside);
    const box = await boxRect(page, TYPES_POPUP_IDS.bside);
    expect(box.bottom).toBeCloseTo(phone ? height - 16 : height, 0);
    expect(box.x + box.width / 2).toBeCloseTo(width / 2, 0);
    expect(await popupAt(page, 4, 4)).toBe(false);
    expect(await page.locator(`${host(TYPES_POPUP_IDS.bside)} .bk-overlay`).count()).toBe(0);
    await page.context().close();
  });

  it('draws fullpage over the whole viewport as a modal dialog', async () => {
    const { page } = await openTypesPage(width, height);
    await open(page, TYPES_POPUP_IDS.fullpage);
    const box = await boxRect(page, TYPES_POPUP_IDS.fullpage);
    expect(box).toMatchObject({ x: 0, y: 0, width, height });
    expect(await page.locator(`${host(TYPES_POPUP_IDS.fullpage)} [role=dialog][aria-modal=true]`).count()).toBe(1);
    await page.context().close();
  });

  it('draws the mobile format 3 centred at 390 by 242, the whole width of a 390 px phone', async () => {
    const { page } = await openTypesPage(width, height);
    await open(page, TYPES_POPUP_IDS.mobile);
    const box = await boxRect(page, TYPES_POPUP_IDS.mobile);
    expect(box.width).toBe(Math.min(390, width));
    expect(box.height).toBe(242);
    expect(box.x + box.width / 2).toBeCloseTo(width / 2, 0);
    expect(box.y + box.height / 2).toBeCloseTo(height / 2, 0);
    await page.context().close();
  });

  it('draws the embedded form inside its container, in the page flow', async () => {
    const { page } = await openTypesPage(width, height);
    await settled(page, TYPES_POPUP_IDS.embedded);
    const inside = await page.evaluate(
      (sel) => document.querySelector(`.poptin-embedded ${sel}`) != null,
      host(TYPES_POPUP_IDS.embedded),
    );
    expect(inside).toBe(true);
    const box = await boxRect(page, TYPES_POPUP_IDS.embedded);
    const container = await page.evaluate(() => {
      const r = document.querySelector('.poptin-embedded')?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, right: r.right, bottom: r.bottom } : null;
    });
    expect(container).not.toBeNull();
    expect(box.x).toBeGreaterThanOrEqual((container?.x ?? 0) - 0.5);
    expect(box.right).toBeLessThanOrEqual((container?.right ?? 0) + 0.5);
    expect(box.y).toBeGreaterThanOrEqual((container?.y ?? 0) - 0.5);
    expect(box.bottom).toBeLessThanOrEqual((container?.bottom ?? 0) + 0.5);
    await page.context().close();
  });

  it('draws the lightbox centred over a dimmed page', async () => {
    const { page } = await openTypesPage(width, height);
    await open(page, TYPES_POPUP_IDS.lightbox);
    const box = await boxRect(page, TYPES_POPUP_IDS.lightbox);
    expect(box.x + box.width / 2).toBeCloseTo(width / 2, 0);
    expect(await popupAt(page, 2, 2)).toBe(true); // the backdrop covers the page
    await page.context().close();
  });
});

describe('a bar and a lightbox on screen at once', () => {
  it('lets Tab reach both, logs no console error, and one Escape closes only the lightbox', async () => {
    const { page, errors } = await openTypesPage(1280, 800);
    await open(page, TYPES_POPUP_IDS.topBar);
    await open(page, TYPES_POPUP_IDS.lightbox);
    const visited = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => document.activeElement?.getAttribute('data-beckon-popup') ?? 'page');
      visited.add(at);
    }
    expect([...visited].sort()).toEqual([TYPES_POPUP_IDS.topBar, TYPES_POPUP_IDS.lightbox].sort());

    // Focus back in the lightbox, then one Escape.
    await page
      .locator(`${host(TYPES_POPUP_IDS.lightbox)} input`)
      .first()
      .focus();
    await page.keyboard.press('Escape');
    await page.locator(host(TYPES_POPUP_IDS.lightbox)).waitFor({ state: 'detached', timeout: 5_000 });
    expect(await page.locator(`${host(TYPES_POPUP_IDS.topBar)} .bk-dialog`).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('two formats of one type', () => {
  it('draw the same lightbox with its image left of the content in format 2 and above it in format 4', async () => {
    // A blank page importing the renderer (served with CORS *) and showing two pop-ups through it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addScriptTag({
      type: 'module',
      content: `import { show } from '${server.origin}/widget/renderer.js'; window.__show = show;`,
    });
    await page.waitForFunction(() => '__show' in window);
    const ids = { 2: '00000000f0a02', 4: '00000000f0a04' } as const;
    for (const [format, id] of Object.entries(ids)) {
      const design = designDocumentSchema.parse({
        poptin_id: id,
        version: 1,
        design_properties: { poptin_design_entry_effect: 'none' },
        screens: {
          main: [
            { kind: 'heading', text: 'Spring check-up' },
            { kind: 'image', src: `${server.origin}/widget/templates/clinic.webp`, alt: 'The clinic' },
            { kind: 'text', text: 'Book before May.' },
          ],
        },
      });
      await page.evaluate(
        ([d, f, origin]) => {
          const record = { poptin_id: d.poptin_id, poptin_type: 'lightbox', poptin_format: f, poptin_name: 'Formats' };
          const noop = () => {};
          const w = window as unknown as { __show(r: unknown): void };
          w.__show({
            record: { ...record, if_poptin_credit: false, redirect_target: '_self' },
            design: d,
            trigger: 'timer',
            isMobile: false,
            lang: 'en',
            pageHost: location.host,
            serviceOrigin: origin,
            onViewed: noop,
            onClose: noop,
            onSubmit: () => Promise.resolve({ ok: true, conversionId: null }),
            onRemoved: noop,
          });
        },
        [design, Number(format), server.origin] as const,
      );
      await settled(page, id);
    }
    const rects = (id: string) =>
      page.evaluate((sel) => {
        const root = document.querySelector(sel)?.shadowRoot;
        const rect = (s: string) => {
          const r = root?.querySelector(s)?.getBoundingClientRect();
          if (!r) throw new Error(`no ${s} in ${sel}`);
          return { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
        };
        return { box: rect('.bk-dialog'), image: rect('.bk-media img'), text: rect('.bk-body') };
      }, host(id));
    const left = await rects(ids[2]);
    expect(left.image.right).toBeLessThanOrEqual(left.text.x + 0.5);
    expect(left.image.x).toBeCloseTo(left.box.x, 0);
    expect(left.image.height).toBeGreaterThan(left.box.height / 2);
    const top = await rects(ids[4]);
    expect(top.image.bottom).toBeLessThanOrEqual(top.text.y + 0.5);
    expect(top.image.width).toBeCloseTo(top.box.width, 0);
    await context.close();
  });
});
