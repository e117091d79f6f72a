/**
 * The video block, background effects and web fonts in Chromium (spec §9
 * "video", "background effects", fonts): the renderer is driven straight from
 * /widget/renderer.js on a blank page of our origin. A video contacts its host
 * only after the play button is pressed; a confetti background loads its chunk
 * and draws on a canvas, and under prefers-reduced-motion neither the canvas
 * nor the chunk appears; a web font comes from /widget/fonts/, never from a
 * font CDN; the entry effect becomes a short fade under reduced motion.
 */
import { type DesignDocumentInput, designDocumentSchema } from '@beckon/popup-schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const ID = '0a0a0a0a0a0a0';
const HOST = `[data-beckon-popup="${ID}"]`;

/** The renderer imported by the page itself, as the loader does (an import() inside page.evaluate would be rewritten by Vitest). */
const PAGE =
  '<!doctype html><html lang="en"><title>Media test</title><main>Page</main>' +
  '<script type="module">import { show } from "/widget/renderer.js"; window.showPopup = show;</script>';

/** A blank page of the server's origin, every request it makes recorded, and no console errors allowed. */
async function blankPage(reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  // The video host is outside this closed network: answer for it, so a request is seen and nothing hangs.
  await page.route('https://www.youtube-nocookie.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.route(`${server.origin}/media-test`, (r) => r.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto(`${server.origin}/media-test`);
  await page.waitForFunction(() => 'showPopup' in window);
  return { page, requests, errors };
}

/** Shows a lightbox with this design through the built renderer, as the loader would. */
async function show(page: Page, design: Omit<DesignDocumentInput, 'poptin_id' | 'version'>) {
  const parsed = designDocumentSchema.parse({ poptin_id: ID, version: 1, ...design });
  await page.evaluate(
    ({ design, id }) => {
      (window as unknown as { showPopup(request: unknown): void }).showPopup({
        record: {
          poptin_id: id,
          poptin_name: 'Media test',
          poptin_type: 'lightbox',
          poptin_format: 1,
          if_poptin_credit: false,
          redirect_target: '_self',
        },
        design,
        trigger: 'preview',
        isMobile: false,
        lang: 'en',
        pageHost: location.host,
        serviceOrigin: location.origin,
        onViewed() {},
        onClose() {},
        onSubmit: async () => ({ ok: true, conversionId: null }),
        onRemoved() {},
      });
    },
    { design: parsed, id: ID },
  );
  await page.locator(`${HOST} .bk-dialog`).waitFor({ state: 'visible', timeout: 10_000 });
}

/** The pop-up box's entry animation as Chromium computed it. */
const dialogAnimation = (page: Page) =>
  page.locator(`${HOST} .bk-dialog`).evaluate((el) => {
    const style = getComputedStyle(el);
    return { name: style.animationName, duration: style.animationDuration };
  });

describe('the video block in Chromium', () => {
  it('contacts the video host only after the play button is pressed', async () => {
    const { page, requests, errors } = await blankPage();
    await show(page, {
      screens: {
        main: [
          { kind: 'heading', text: 'Watch' },
          { kind: 'video', url: 'https://youtu.be/aqz-KE-bpKQ', title: 'Tour' },
        ],
      },
    });
    const play = page.locator(`${HOST} button[aria-label="Play video: Tour"]`);
    await play.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.locator(`${HOST} iframe`).count()).toBe(0);
    const offsite = () => requests.filter((u) => !u.startsWith(server.origin));
    expect(offsite()).toEqual([]);
    const player = page.waitForRequest((r) => r.url().startsWith('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'));
    await play.click();
    await player;
    expect(await page.locator(`${HOST} iframe`).getAttribute('title')).toBe('Tour');
    expect(offsite().every((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    // The background-effect chunks are not loaded for a pop-up without one.
    expect(requests.some((u) => /\/chunks\/confetti-/.test(u))).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the confetti background effect in Chromium', () => {
  const design = {
    design_properties: { background_effect: 'confetti' as const, poptin_design_entry_effect: 'explode' as const },
    style: { web_font: 'Lato' as const },
    screens: { main: [{ kind: 'heading' as const, text: 'Party time' }] },
  };

  it('loads its chunk and draws on a canvas behind the content, with the web font from our server', async () => {
    const { page, requests, errors } = await blankPage();
    await show(page, design);
    await page.locator(`${HOST} .bk-fx canvas[data-effect="confetti"][data-state="running"]`).waitFor({
      state: 'attached',
      timeout: 10_000,
    });
    expect(requests.some((u) => new RegExp(`^${server.origin}/widget/chunks/confetti-[A-Z0-9]{8}\\.js$`).test(u))).toBe(
      true,
    );
    // canvas-confetti paints: some pixel of the canvas is no longer transparent.
    const painted = () =>
      page.evaluate((sel) => {
        const canvas = document.querySelector(sel)?.shadowRoot?.querySelector('canvas');
        const ctx = canvas?.getContext('2d');
        if (!canvas || !ctx || !canvas.width) return false;
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < data.length; i += 4) if (data[i]) return true;
        return false;
      }, HOST);
    await expect.poll(painted, { timeout: 10_000 }).toBe(true);
    expect(await dialogAnimation(page)).toEqual({ name: 'bk-explode', duration: '0.6s' });
    // The heading is drawn in Lato, loaded from /widget/fonts/.
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 28px Lato')), { timeout: 10_000 }).toBe(true);
    expect(requests).toContain(`${server.origin}/widget/fonts/lato-latin-700-normal.woff2`);
    expect(requests.filter((u) => !u.startsWith(server.origin))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws no canvas and loads no effect chunk when the visitor prefers reduced motion', async () => {
    const { page, requests, errors } = await blankPage('reduce');
    await show(page, design);
    await page.locator(`${HOST} .bk-h`).waitFor({ state: 'visible' });
    expect(await page.locator(`${HOST} canvas`).count()).toBe(0);
    // The entry effect (explode) is replaced by a short fade.
    expect(await dialogAnimation(page)).toEqual({ name: 'bk-fade', duration: '0.2s' });
    expect(requests.some((u) => /\/chunks\/confetti-/.test(u))).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a web font that also draws Hebrew', () => {
  it('fetches its Hebrew file for Hebrew text only, from our server', async () => {
    const { page, requests, errors } = await blankPage();
    await show(page, {
      lang: 'he',
      style: { web_font: 'Rubik' },
      screens: { main: [{ kind: 'heading', text: 'שלום' }] },
    });
    await expect
      .poll(() => requests.includes(`${server.origin}/widget/fonts/rubik-hebrew-700-normal.woff2`), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 28px Rubik', 'שלום'))).toBe(true);
    expect(requests.filter((u) => !u.startsWith(server.origin))).toEqual([]);
    await page.context().close();

    // The same family on a Latin pop-up never asks for the Hebrew file.
    const latin = await blankPage();
    await show(latin.page, { style: { web_font: 'Rubik' }, screens: { main: [{ kind: 'heading', text: 'Hello' }] } });
    await expect
      .poll(() => latin.requests.includes(`${server.origin}/widget/fonts/rubik-latin-700-normal.woff2`), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(latin.requests.some((u) => u.includes('rubik-hebrew'))).toBe(false);
    expect([...errors, ...latin.errors]).toEqual([]);
    await latin.page.context().close();
  });
});
