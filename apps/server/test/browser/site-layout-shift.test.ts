/**
 * Cumulative layout shift 0 on post 228 (the clinic site's budget), checked
 * deterministically in Chromium: a PerformanceObserver registered before the
 * page's first byte sums every 'layout-shift' entry (buffered, excluding shifts
 * right after user input) while the page loads, its islands hydrate, the Beckon
 * widget runs and the visitor scrolls to the end and back, so lazy images, lazy
 * container backgrounds and late islands are all met.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, nextFrames } from '../helpers/browser.js';
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

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/** Runs in the page before any of its scripts: records every layout shift not caused by recent input. */
function observeShifts(): void {
  window.__shifts = [];
  const describe = (n: Node | null | undefined): string => {
    if (!(n instanceof Element)) return n ? n.nodeName : '?';
    const cls = typeof n.className === 'string' && n.className ? `.${n.className.trim().split(/\s+/).join('.')}` : '';
    return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${cls}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (e.hadRecentInput) continue;
      window.__shifts?.push({ value: e.value, sources: (e.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Every image in (or near) the viewport has loaded: a lazy image that will shift anything has done so. */
async function visibleImagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const r = img.getBoundingClientRect();
      const near = r.bottom > -200 && r.top < window.innerHeight + 200;
      return !near || img.loading !== 'lazy' || img.complete;
    }),
  );
}

/** The page's islands have all hydrated and its fonts are in: the load-time work that could shift it is done. */
async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((el) => el.hasAttribute('data-hydrated')),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await nextFrames(page);
}

async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => Math.round(window.innerHeight * 0.6));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    // Intersection observers run and lazy images start in the frames after a scroll.
    await nextFrames(page);
    await visibleImagesLoaded(page);
  }
  await pageSettled(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await nextFrames(page);
  await visibleImagesLoaded(page);
  await nextFrames(page);
}

async function shiftsOn(
  path: string,
  viewport: { width: number; height: number },
  isMobile: boolean,
): Promise<Shift[]> {
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, reducedMotion: 'no-preference' });
  try {
    await context.addInitScript(observeShifts);
    const page = await context.newPage();
    await page.goto(`${server.origin}${path}`);
    await pageSettled(page);
    await scrollThrough(page);
    // Anything still buffered but not yet delivered to the callback.
    return await page.evaluate(() => {
      const seen = window.__shifts ?? [];
      const buffered = performance.getEntriesByType('layout-shift') as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[];
      const total = buffered.filter((e) => !e.hadRecentInput).length;
      return total > seen.length ? [...seen, { value: Number.NaN, sources: ['undelivered entries'] }] : seen;
    });
  } finally {
    await context.close();
  }
}

const sum = (shifts: Shift[]) => shifts.reduce((s, e) => s + e.value, 0);

describe('post 228 has no layout shift', () => {
  it('on a phone (412 × 823, touch), loading and scrolling to the end and back', async () => {
    const shifts = await shiftsOn('/?p=228', { width: 412, height: 823 }, true);
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
    expect(sum(shifts)).toBe(0);
  });

  it('on a desktop (1350 × 940), loading and scrolling to the end and back', async () => {
    const shifts = await shiftsOn('/dermatitis-atopica/', { width: 1350, height: 940 }, false);
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
    expect(sum(shifts)).toBe(0);
  });
});

describe('the home page has no layout shift either', () => {
  it('on a phone, with its carousels, gallery, countdown and Lottie animation', async () => {
    const shifts = await shiftsOn('/', { width: 412, height: 823 }, true);
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
  });
});
