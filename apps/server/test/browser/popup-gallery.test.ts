/**
 * Every pop-up type in every format (spec §1, §2), drawn by the built renderer
 * in Chromium at 1280 and 390 px: the fullpage canvas scaled into the viewport,
 * the content and social types in their corner, and a screenshot gallery of
 * each type and format written to `gallery/` at the repository root
 * (gitignored; open gallery/index.html). The formats come from the shared
 * format data, so a new format joins the gallery by itself.
 *
 * One Chromium page per width, the two running side by side (most of the
 * time is waiting for frames, so two pages nearly halve it): the renderer and
 * its chunks are served from packages/widget/dist by a bare static server,
 * each pop-up is shown through the renderer's `show()` in the same round trip
 * that closes the one before, and reduced motion stops the entry effects so
 * no wait is for an animation.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';
import { designDocumentSchema, type PopupType } from '@beckon/popup-schema';
import { POPUP_FORMATS, type PopupFormat } from '@beckon/popup-schema/formats';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.js';

const DIST = new URL('../../../../packages/widget/dist/', import.meta.url);
const GALLERY = new URL('../../../../gallery/', import.meta.url);
const MIME: Record<string, string> = {
  '.js': 'text/javascript',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.css': 'text/css',
};

/** A plain host page: some article text to sit behind the pop-ups, and the renderer's show() on window. */
const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Pop-up gallery host</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2328}main{max-width:760px;margin:0 auto;padding:24px}</style>
</head><body><main><h1>Clinic news</h1><p>${'Our spring opening hours and the new paediatric wing. '.repeat(12)}</p>
<div id="slot"></div><p>${'Book online or call the front desk. '.repeat(12)}</p></main>
<script type="module">import { show } from '/widget/renderer.js'; window.__show = show; window.__handles = {};</script>
</body></html>`;

const WIDTHS = [
  [1280, 720],
  [390, 844],
  [320, 640],
] as const;

/** Screenshot scale by viewport width (the gallery shows the desktop view at half size anyway). */
const SHOT_SCALE: Record<number, number> = { 1280: 0.5 };

/**
 * The host page at / and packages/widget/dist at /widget/, cacheable. A real server rather than Playwright's
 * request routing: routing turns Chromium's cache off, and every pop-up's image then came over the wire again.
 */
function serveHostPage(): Server {
  return createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    const body =
      path === '/'
        ? HOST_PAGE
        : path.startsWith('/widget/')
          ? await readFile(new URL(path.slice('/widget/'.length), DIST)).catch(() => null)
          : null;
    if (body === null) return res.writeHead(404).end();
    const type = path === '/' ? 'text/html' : (MIME[extname(path)] ?? 'application/octet-stream');
    res.writeHead(200, { 'content-type': type, 'cache-control': 'max-age=3600' }).end(body);
  });
}

let browser: Browser;
let server: Server;
let origin: string;

beforeAll(async () => {
  server = serveHostPage();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  await rm(GALLERY, { recursive: true, force: true });
  await mkdir(GALLERY, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** A page of its own at one viewport size, the host page loaded and the renderer's show() ready. */
async function openHostPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => '__show' in window);
  return page;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  right: number;
  bottom: number;
}

const host = (id: string) => `[data-beckon-popup="${id}"]`;
let serial = 0;

function designFor(id: string, type: PopupType, location?: string) {
  return designDocumentSchema.parse({
    poptin_id: id,
    version: 1,
    design_properties: {
      poptin_design_entry_effect: 'none',
      poptin_design_exit_effect: 'none',
      ...(location ? { poptin_location: location } : null),
    },
    screens: {
      main: [
        { kind: 'heading', text: 'Spring check-up' },
        { kind: 'image', src: `${origin}/widget/templates/clinic.webp`, alt: 'The clinic' },
        { kind: 'text', text: 'Book before May and get the eye test free.' },
        { kind: 'form' },
      ],
    },
    ...(type === 'gamified'
      ? {
          game: {
            prizes: [
              // Labels of the length owners write: each must read whole in its slice on every width.
              { prize_id: 'consult', label: 'Free consultation', code: 'CONSULT', chances: 50 },
              { prize_id: 'none', label: 'Better luck next time', chances: 50, loosing_option: 1 },
            ],
          },
        }
      : null),
  });
}

interface Shown {
  id: string;
  /** The box (.bk-dialog) once it is on screen, its images loaded. */
  box: Rect;
  text: string;
}

/**
 * Shows one pop-up through the renderer, in one round trip: the pop-ups shown
 * before are closed (no exit effect, so they leave within a frame, a top bar
 * with its push) and this one is shown at once, and the frame awaited is the
 * one with the old ones gone and this one's box on screen.
 */
async function showPopup(
  page: Page,
  type: PopupType,
  format: number,
  isMobile: boolean,
  location?: string,
  options: { credit?: boolean; lang?: 'en' | 'es' | 'he' } = {},
): Promise<Shown> {
  serial += 1;
  const id = `9a11e${serial.toString(16).padStart(8, '0')}`;
  const design = designFor(id, type, location);
  return page.evaluate(
    async ([d, t, f, mobile, credit, lang]) => {
      type Handle = { close(reason: string): void };
      const w = window as unknown as { __show(r: unknown): Handle; __handles: Record<string, Handle> };
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      // Checked after each task rather than each frame: the old pop-up leaves and the new one renders in
      // tasks of their own, and the screenshot waits for the next frame anyway.
      const task = () => new Promise((resolve) => setTimeout(resolve, 0));
      const until = async <T>(what: string, get: () => T | null): Promise<T> => {
        const end = performance.now() + 10_000;
        for (;;) {
          const got = get();
          if (got !== null) return got;
          if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
          await task();
        }
      };
      for (const [old, handle] of Object.entries(w.__handles)) {
        handle.close('x_click');
        delete w.__handles[old];
      }
      window.scrollTo(0, 0);
      let container: Element | undefined;
      if (t === 'embedded') {
        container = document.createElement('div');
        container.className = 'poptin-embedded';
        container.setAttribute('data-id', d.poptin_id);
        document.getElementById('slot')?.append(container);
      }
      const noop = () => {};
      w.__handles[d.poptin_id] = w.__show({
        record: {
          poptin_id: d.poptin_id,
          poptin_type: t,
          poptin_format: f,
          poptin_name: 'Gallery',
          if_poptin_credit: credit,
          redirect_target: '_self',
        },
        design: d,
        trigger: 'timer',
        isMobile: mobile,
        lang,
        pageHost: window.location.host,
        serviceOrigin: window.location.origin,
        container,
        onViewed: noop,
        onClose: noop,
        onSubmit: () => Promise.resolve({ ok: true, conversionId: null }),
        onRemoved: () => container?.remove(),
      });
      const root = () => document.querySelector(`[data-beckon-popup="${d.poptin_id}"]`)?.shadowRoot ?? null;
      const others = `[data-beckon-popup]:not([data-beckon-popup="${d.poptin_id}"])`;
      const box = await until('the previous pop-ups gone and the box on screen with its images loaded', () => {
        if (document.querySelector(others)) return null;
        const el = root()?.querySelector('.bk-dialog');
        if (!el || el.getBoundingClientRect().width === 0 || getComputedStyle(el).visibility !== 'visible') return null;
        return [...(root()?.querySelectorAll('img') ?? [])].every((img) => img.complete) ? el : null;
      });
      // A welcome mat measures its canvas scale in a ResizeObserver callback, delivered in the frame after the
      // one whose layout it observed: two frames on, the scale is in.
      if (t === 'fullpage') {
        await frame();
        await frame();
      }
      // An embedded form in the page flow is scrolled into view for its screenshot.
      if (t === 'embedded') {
        box.scrollIntoView({ block: 'nearest' });
        await frame();
      }
      const r = box.getBoundingClientRect();
      return {
        id: d.poptin_id,
        box: { x: r.x, y: r.y, width: r.width, height: r.height, right: r.right, bottom: r.bottom },
        text: root()?.textContent ?? '',
      };
    },
    [design, type, format, isMobile, options.credit ?? false, options.lang ?? 'en'] as const,
  );
}

const rectOf = (page: Page, id: string, selector: string): Promise<Rect> =>
  page.evaluate(
    ([sel, inner]) => {
      const r = document.querySelector(sel)?.shadowRoot?.querySelector(inner)?.getBoundingClientRect();
      if (!r) throw new Error(`no ${inner} in ${sel}`);
      return { x: r.x, y: r.y, width: r.width, height: r.height, right: r.right, bottom: r.bottom };
    },
    [host(id), selector] as const,
  );

/** The fullpage canvas: the content column, the format's image pane included. */
const CANVAS = '.bk-dialog > :is(.bk-main, .bk-body)';

/** The gallery's figures by viewport width, written into gallery/index.html once both widths are done. */
const figuresByWidth = new Map<number, string[]>();

// The two widths run side by side, each on its own page; the cases of one width run in order on its page.
// Two cases run at once, so each asserts with its own context's `expect` (Vitest's rule for concurrent tests).
describe.concurrent.each(WIDTHS)('at %i x %i', (width, height) => {
  let page: Page;
  beforeAll(async () => {
    page = await openHostPage(width, height);
  });

  it.sequential('scales every fullpage format below 9 on a 1920 x 1080 canvas that fits the viewport with its aspect kept, and lays it out at a phone’s own size', async ({
    expect,
  }) => {
    for (const { n } of POPUP_FORMATS.fullpage.filter((f) => f.n < 9)) {
      const { id, box } = await showPopup(page, 'fullpage', n, width < 480);
      // The mat covers the viewport; the canvas inside it is the designer's 1920 x 1080, scaled.
      expect(box, `format ${n}`).toMatchObject({ x: 0, y: 0, width, height });
      const canvas = await rectOf(page, id, CANVAS);
      // Laid out at the designer's size (then scaled): 1920 x 1080 before the scale.
      const laidOut = await page.evaluate(
        ([sel, inner]) => {
          const el = document.querySelector(sel)?.shadowRoot?.querySelector<HTMLElement>(inner);
          return [el?.offsetWidth, el?.offsetHeight];
        },
        [host(id), CANVAS] as const,
      );
      // On a phone the canvas would shrink to a fifth, unreadable: the content fills the mat at its own size.
      if (width < 480) {
        expect(laidOut, `format ${n}`).toEqual([width, height]);
        continue;
      }
      expect(laidOut, `format ${n}`).toEqual([1920, 1080]);
      expect(canvas.width / canvas.height, `format ${n}`).toBeCloseTo(1920 / 1080, 2);
      expect(canvas.x).toBeGreaterThanOrEqual(-0.5);
      expect(canvas.y).toBeGreaterThanOrEqual(-0.5);
      expect(canvas.right).toBeLessThanOrEqual(width + 0.5);
      expect(canvas.bottom).toBeLessThanOrEqual(height + 0.5);
      // As large as fits: it touches the viewport on its tighter side, centred on the other.
      expect(Math.max(canvas.width / width, canvas.height / height)).toBeCloseTo(1, 2);
      expect(canvas.x + canvas.width / 2).toBeCloseTo(width / 2, 0);
      expect(canvas.y + canvas.height / 2).toBeCloseTo(height / 2, 0);
    }
  });

  it.sequential('pushes the page content down by the height of the welcome mat while it shows, modal, and gives the space back when Escape closes it', async ({
    expect,
  }) => {
    // The article's top with no pop-up on screen (the previous case may have left one).
    const contentTop = () =>
      page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().top ?? Number.NaN);
    await page.evaluate(() => {
      const w = window as unknown as { __handles: Record<string, { close(reason: string): void }> };
      for (const handle of Object.values(w.__handles)) handle.close('x_click');
      w.__handles = {};
    });
    await page.waitForFunction(() => !document.querySelector('[data-beckon-popup]'));
    // Every push given back first (push.ts): once, under load, `before` was read with a push still on.
    await page.waitForFunction(() => document.documentElement.style.getPropertyValue('margin-top') === '', null, {
      timeout: 5_000,
    });
    const before = await contentTop();
    const { id, box } = await showPopup(page, 'fullpage', 1, width < 480);
    expect(box).toMatchObject({ x: 0, y: 0, width, height });
    // The push and the focus come with the pop-up's effects, which run after the frame that first shows the box
    // (seconds late with the other core busy).
    await expect.poll(contentTop, { timeout: 15_000 }).toBeCloseTo(before + box.height, 0);
    // Still modal: a dialog holding the focus, closed by Escape.
    expect(await page.locator(`${host(id)} [role=dialog][aria-modal=true]`).count()).toBe(1);
    await expect
      .poll(() => page.evaluate((sel) => document.activeElement === document.querySelector(sel), host(id)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForFunction((sel) => !document.querySelector(sel), host(id));
    expect(await contentTop()).toBeCloseTo(before, 0);
  });

  it.sequential.for([
    ['browsing', undefined, 'right_bottom'],
    ['content', undefined, 'right_bottom'],
    ['social', 'left_top', 'left_top'],
  ] as const)(
    'draws the %s type as a non-modal slide-in in its corner (location %s → %s)',
    async ([type, location, corner], { expect }) => {
      const { id, box } = await showPopup(page, type, 1, width < 480, location);
      if (corner === 'right_bottom') {
        expect(box.right).toBeCloseTo(width - 16, 0);
        expect(box.bottom).toBeCloseTo(height - 16, 0);
      } else {
        expect(box.x).toBeCloseTo(16, 0);
        expect(box.y).toBeCloseTo(16, 0);
      }
      expect(await page.locator(`${host(id)} [role=region]`).count()).toBe(1);
      expect(await page.locator(`${host(id)} :is([aria-modal], .bk-overlay)`).count()).toBe(0);
      // No backdrop: a point of the page outside the box is the page's own.
      const outside = corner === 'right_bottom' ? { x: 4, y: 4 } : { x: width - 4, y: height - 4 };
      const covered = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-beckon-popup]') != null,
        outside,
      );
      expect(covered).toBe(false);
    },
  );

  /** The box's computed look and the accent colour (the submit button's fill) to compare it with. */
  const lookOf = (id: string) =>
    page.evaluate((sel) => {
      const root = document.querySelector(sel)?.shadowRoot;
      const box = root?.querySelector('.bk-dialog');
      const button = root?.querySelector('.bk-btn');
      if (!box || !button) throw new Error(`no box in ${sel}`);
      const cs = getComputedStyle(box);
      return {
        accent: getComputedStyle(button).backgroundColor,
        left: [Number.parseFloat(cs.borderLeftWidth), cs.borderLeftColor] as const,
        top: [Number.parseFloat(cs.borderTopWidth), cs.borderTopColor] as const,
        radius: Number.parseFloat(cs.borderTopLeftRadius),
        shadow: cs.boxShadow,
        headingFont: getComputedStyle(root?.querySelector('.bk-h') as Element).fontFamily,
      };
    }, host(id));
  /** A shadow layer with no offset and no blur: a ring round the box, `spread` px wide. */
  const ring = (shadow: string, spread: number) =>
    shadow.split(/,(?![^(]*\))/).find((layer) => layer.trim().endsWith(`0px 0px 0px ${spread}px`));

  it.sequential('draws the browsing type as a notification card: an accent bar down its leading edge', async ({
    expect,
  }) => {
    const { id } = await showPopup(page, 'browsing', 1, width < 480);
    const look = await lookOf(id);
    expect(look.left[0]).toBeGreaterThanOrEqual(6);
    expect(look.left[1]).toBe(look.accent);
    expect(look.top[0]).toBe(0);
  });

  it.sequential('draws the content type as an article card: an accent band across its top and a serif heading', async ({
    expect,
  }) => {
    const { id } = await showPopup(page, 'content', 1, width < 480);
    const look = await lookOf(id);
    expect(look.top[0]).toBeGreaterThanOrEqual(8);
    expect(look.top[1]).toBe(look.accent);
    expect(look.left[0]).toBe(0);
    expect(look.headingFont).toMatch(/serif/i);
    expect(look.headingFont).not.toMatch(/system-ui/);
  });

  it.sequential('draws the social type as a rounded bubble in an accent ring', async ({ expect }) => {
    const { id } = await showPopup(page, 'social', 1, width < 480, 'left_top');
    const look = await lookOf(id);
    expect(look.radius).toBeGreaterThanOrEqual(20);
    expect(ring(look.shadow, 3)).toContain(look.accent);
    expect(look.left[0]).toBe(0);
    expect(look.top[0]).toBe(0);
  });

  it.sequential('gives the mobile card a visible edge on a white page: a dark hairline ring and an accent band on top', async ({
    expect,
  }) => {
    for (const format of [1, 3]) {
      const { id } = await showPopup(page, 'mobile', format, width < 480);
      const look = await lookOf(id);
      const hairline = ring(look.shadow, 1) ?? '';
      // rgba(0, 0, 0, a): black at an alpha a white page shows as a grey line.
      const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(hairline)?.[1] ?? 0);
      expect(alpha, `format ${format}`).toBeGreaterThanOrEqual(0.2);
      expect(look.top[0], `format ${format}`).toBeGreaterThanOrEqual(4);
      expect(look.top[1], `format ${format}`).toBe(look.accent);
    }
  });

  it.sequential('draws every wheel label whole inside its own slice, at least 9 px tall', async ({ expect }) => {
    const { id } = await showPopup(page, 'gamified', 3, width < 480);
    const labels = await page.evaluate((sel) => {
      const svg = document.querySelector(sel)?.shadowRoot?.querySelector<SVGSVGElement>('.bk-wheel svg');
      if (!svg) throw new Error('no wheel');
      const pxPerUnit = svg.getBoundingClientRect().width / 200;
      return [...svg.querySelectorAll<SVGTextElement>('.bk-wheel-turn text')].map((text, slice) => {
        // The label's box in its own frame, its corners carried into the wheel's frame by its own transform.
        const b = text.getBBox();
        const m = text.transform.baseVal.consolidate()?.matrix ?? svg.createSVGMatrix();
        const corners = [
          [b.x, b.y],
          [b.x + b.width, b.y],
          [b.x, b.y + b.height],
          [b.x + b.width, b.y + b.height],
        ].map(([x, y]) => {
          const p = new DOMPoint(x, y).matrixTransform(m);
          return { r: Math.hypot(p.x - 100, p.y - 100), deg: (Math.atan2(p.x - 100, 100 - p.y) * 180) / Math.PI };
        });
        const words = [...text.querySelectorAll('tspan')].map((t) => t.textContent).join(' ');
        return { slice, words, corners, fontPx: Number.parseFloat(getComputedStyle(text).fontSize) * pxPerUnit };
      });
    }, host(id));
    expect(labels).toHaveLength(12);
    const prizes = ['Free consultation', 'Better luck next time'];
    for (const label of labels) {
      const what = `slice ${label.slice} at ${width} px`;
      expect(label.words, what).toBe(prizes[label.slice % 2]);
      expect(label.fontPx, what).toBeGreaterThanOrEqual(9);
      for (const c of label.corners) {
        expect(c.r, what).toBeLessThanOrEqual(100);
        // Within 15° of the slice's centre, which sits slice × 30° anticlockwise from the top.
        expect(Math.abs(((((c.deg + label.slice * 30) % 360) + 540) % 360) - 180), what).toBeLessThanOrEqual(15);
      }
    }
  });

  it.sequential('draws the gift boxes as pictures, with no emoji that needs an emoji font', async ({ expect }) => {
    const { id } = await showPopup(page, 'gamified', 1, width < 480);
    // The gallery's design has no fields, so the boxes are the first thing drawn.
    const gifts = page.locator(`${host(id)} .bk-gift`);
    await gifts.first().waitFor();
    expect(await gifts.count()).toBe(3);
    for (const gift of await gifts.all()) {
      expect(await gift.locator('svg').count()).toBe(1);
      expect((await gift.textContent())?.trim()).toBe('');
      const box = await gift.locator('svg').boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(40);
    }
  });

  it.sequential('shows the Spanish credit line whole inside the box, not clipped at its bottom', async ({ expect }) => {
    const { id } = await showPopup(page, 'lightbox', 1, width < 480, undefined, { credit: true, lang: 'es' });
    const credit = await page.evaluate((sel) => {
      const root = document.querySelector(sel)?.shadowRoot;
      const link = root?.querySelector<HTMLElement>('.bk-credit');
      const box = root?.querySelector<HTMLElement>('.bk-dialog');
      if (!link || !box) throw new Error(`no credit in ${sel}`);
      // Content taller than the viewport scrolls inside the box: the credit is read at the scroll's end.
      box.scrollTop = box.scrollHeight;
      const l = link.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return {
        text: link.textContent,
        inside: l.top >= b.top && l.bottom <= b.bottom + 0.5 && l.left >= b.left && l.right <= b.right,
        // The text's own extent against the link's box: more than the box means cut.
        overflows: link.scrollHeight > link.clientHeight + 1 || link.scrollWidth > link.clientWidth + 1,
      };
    }, host(id));
    expect(credit.text).toBe('Con la tecnología de Beckon');
    expect(credit).toMatchObject({ inside: true, overflows: false });
  });

  it.sequential('lays a horizontal format’s blocks in a row and the stacked bar’s heading above its form', async ({
    expect,
  }) => {
    // The content column's blocks: `inRow` when another block shares the heading's line beside it, `stacked` when
    // each block starts below the one before.
    const beside = async (type: PopupType, format: number) => {
      const { id } = await showPopup(page, type, format, width < 480);
      return page.evaluate((sel) => {
        const body = document.querySelector(sel)?.shadowRoot?.querySelector('.bk-body');
        const rects = [...(body?.children ?? [])].map((el) => el.getBoundingClientRect()).filter((r) => r.height > 0);
        const heading = body?.querySelector('.bk-h')?.getBoundingClientRect();
        if (!heading || rects.length < 2) throw new Error(`no blocks in ${sel}`);
        const inRow = rects.some(
          (r) => r.left >= heading.right - 0.5 && r.top < heading.bottom - 0.5 && heading.top < r.bottom - 0.5,
        );
        const stacked = rects.every((r, i) => i === 0 || r.top >= (rects[i - 1] as DOMRect).bottom - 0.5);
        return { inRow, stacked };
      }, host(id));
    };
    // The stacked bar (format 5) against the classic bar's row; a phone's bar wraps its row, so only the stack is sure there.
    expect(await beside('bar', 5)).toMatchObject({ inRow: false, stacked: true });
    if (width < 480) return;
    expect(await beside('bar', 1)).toMatchObject({ inRow: true, stacked: false });
    expect(await beside('lightbox', 6)).toMatchObject({ inRow: true, stacked: false });
    expect(await beside('lightbox', 1)).toMatchObject({ inRow: false, stacked: true });
  });

  it.sequential('draws every type in every format visibly inside the viewport for the screenshot gallery', async ({
    expect,
  }) => {
    // The DevTools protocol's own capture: Playwright's screenshot() adds waits this page does not need.
    const cdp = await page.context().newCDPSession(page);
    const figures: string[] = [];
    const writes: Promise<void>[] = [];
    for (const [type, formats] of Object.entries(POPUP_FORMATS) as [PopupType, readonly PopupFormat[]][]) {
      for (const format of formats) {
        const { box, text } = await showPopup(page, type, format.n, width < 480);
        const what = `${type} format ${format.n} at ${width} px`;
        expect(box.width, what).toBeGreaterThan(40);
        expect(box.height, what).toBeGreaterThan(40);
        expect(box.x, what).toBeGreaterThanOrEqual(-0.5);
        expect(box.right, what).toBeLessThanOrEqual(width + 0.5);
        expect(box.y, what).toBeGreaterThanOrEqual(-0.5);
        // An embedded form sits in the page flow and may run on below the fold; the rest are over the viewport.
        if (type !== 'embedded') expect(box.bottom, what).toBeLessThanOrEqual(height + 0.5);
        expect(text.trim(), what).not.toBe('');
        const file = `${type}-${format.n}-${width}.jpg`;
        const shot = await cdp.send('Page.captureScreenshot', {
          format: 'jpeg',
          quality: 60,
          optimizeForSpeed: true,
          // The desktop view at half size: a quarter of the pixels to paint and encode, still readable.
          clip: { x: 0, y: 0, width, height, scale: SHOT_SCALE[width] ?? 1 },
        });
        const bytes = Buffer.from(shot.data, 'base64');
        // A JPEG with something drawn: its start-of-image marker, and larger than a plain white capture at
        // either width (2.1 and 2.7 KB; the smallest shot of a pop-up is over 4.5 KB).
        expect(bytes.subarray(0, 2).toString('hex'), what).toBe('ffd8');
        expect(bytes.length, what).toBeGreaterThan(3_500);
        writes.push(writeFile(new URL(file, GALLERY), bytes));
        figures.push(
          `<figure><a href="${file}"><img src="${file}" alt="" loading="lazy" width="${width / 2}"></a>` +
            `<figcaption>${type} · format ${format.n} (${format.name}) · ${width} px</figcaption></figure>`,
        );
      }
    }
    await Promise.all(writes);
    figuresByWidth.set(width, figures);
  });
});

describe('the screenshot gallery', () => {
  it('writes gallery/index.html with every type in every format at 1280, 390 and 320 px', async () => {
    const figures = WIDTHS.flatMap(([width]) => figuresByWidth.get(width) ?? []);
    expect(figures.length).toBe(WIDTHS.length * Object.values(POPUP_FORMATS).flat().length);
    await writeFile(
      new URL('index.html', GALLERY),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pop-up gallery: every type and format</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px}div{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
figure{margin:0}img{display:block;height:auto;border:1px solid #d0d7de}</style></head><body>
<h1>Every pop-up type and format at 1280, 390 and 320 px</h1>
<p>Written by apps/server/test/browser/popup-gallery.test.ts (npm test) from the built widget.</p>
<div>${figures.join('\n')}</div></body></html>
`,
    );
  });
});
