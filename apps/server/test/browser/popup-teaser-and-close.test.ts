/**
 * The close control and the teaser tab in Chromium on /demo/types (spec §2
 * "Close controls", §4 "Teaser tab"): the X stays inside the visual viewport on
 * a phone even when the host page is wider than the screen, and a teaser tab
 * opens its pop-up. A pop-up the page closes (a single-page app moving on) goes
 * within 200 ms, and a link button hands the tab off 1.5 s after its click
 * (§4 "Closing", "Submit"). One server and one browser for every case.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTRICTED_CLIENT_ID, TYPES_CLIENT_ID, TYPES_POPUP_IDS } from '../../src/demo-ids.js';
import { insertPopup } from '../../src/seed.js';
import { animationsSettled, launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer } from '../helpers/running-server.js';

let server: RunningServer;
let browser: Browser;

/** A lightbox whose only way on is a link button to another page of the site. */
const LINK_POPUP = 'de3000000c1a5';
const LINK_PATH = '/demo/types?from=link';

beforeAll(async () => {
  server = await startServer();
  // Before any display request, so the account loads with it.
  await insertPopup(server.db, {
    accountId: TYPES_CLIENT_ID,
    poptinId: LINK_POPUP,
    name: 'Spring catalogue',
    stopShowingToConvertedUsers: false,
    credit: false,
    triggers: { on_click: true },
    design: {
      screens: {
        main: [
          { kind: 'heading', text: 'Spring catalogue' },
          { kind: 'button', label: 'See the catalogue', action: 'url', url: `${server.origin}${LINK_PATH}` },
        ],
      },
      fields: [],
    },
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const host = (id: string) => `[data-beckon-popup="${id}"]`;

/**
 * A phone: 390 px wide, honouring the page's viewport meta tag. Reduced motion
 * shortens the entry and exit effects to a 0.2 s fade, which moves no box.
 */
async function phonePage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });
  return context.newPage();
}

async function openPopup(page: Page, id: string): Promise<void> {
  await page.evaluate(
    (popupId) => (window as unknown as { beckon: { open(i: string): void } }).beckon.open(popupId),
    id,
  );
  await page.locator(`${host(id)} .bk-dialog`).waitFor({ state: 'visible', timeout: 10_000 });
  await animationsSettled(page, host(id));
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The X's box and the visual viewport, both in layout-viewport coordinates. */
const xAndScreen = (page: Page, id: string): Promise<{ x: Box; screen: Box }> =>
  page.evaluate((sel) => {
    const r = document.querySelector(sel)?.shadowRoot?.querySelector('.bk-x')?.getBoundingClientRect();
    if (!r) throw new Error(`no X in ${sel}`);
    const v = window.visualViewport;
    if (!v) throw new Error('no visualViewport');
    return {
      x: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
      screen: { left: v.offsetLeft, top: v.offsetTop, right: v.offsetLeft + v.width, bottom: v.offsetTop + v.height },
    };
  }, host(id));

describe('the close control on a phone', () => {
  // One phone page for every type, each case opening and closing its own pop-up: a fresh page per case took seconds.
  let page: Page;
  beforeAll(async () => {
    page = await phonePage();
    await page.goto(`${server.origin}/demo/types`);
    await page.waitForFunction(() => 'beckon' in window);
    // A host page with content wider than the phone (a wide table, a fixed-width banner).
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.cssText = 'width:1200px;height:40px;background:#ddd';
      document.body.prepend(wide);
    });
  });
  afterAll(() => page?.context().close());

  // Every type with a close control on /demo/types (the countdown is a lightbox).
  it.each([
    ['lightbox', TYPES_POPUP_IDS.lightbox],
    ['slide-in', TYPES_POPUP_IDS.sside],
    ['top bar', TYPES_POPUP_IDS.topBar],
    ['bottom bar', TYPES_POPUP_IDS.bottomBar],
    ['bottom slide-in', TYPES_POPUP_IDS.bside],
    ['browsing', TYPES_POPUP_IDS.browsing],
    ['fullpage', TYPES_POPUP_IDS.fullpage],
    ['content', TYPES_POPUP_IDS.content],
    ['social', TYPES_POPUP_IDS.social],
    ['mobile', TYPES_POPUP_IDS.mobile],
    ['embedded', TYPES_POPUP_IDS.embedded],
    ['wheel game', TYPES_POPUP_IDS.wheel],
  ])('stays inside the visual viewport on a page wider than the screen (%s)', async (_type, id) => {
    if (id === TYPES_POPUP_IDS.embedded) {
      // The embedded form draws itself in the page flow: the visitor scrolls to it.
      await page.locator(`${host(id)} .bk-dialog`).waitFor({ state: 'visible', timeout: 10_000 });
      await page.locator(`${host(id)} .bk-x`).scrollIntoViewIfNeeded();
    } else await openPopup(page, id);
    const { x, screen } = await xAndScreen(page, id);
    expect(x.left).toBeGreaterThanOrEqual(screen.left);
    expect(x.top).toBeGreaterThanOrEqual(screen.top);
    expect(x.right).toBeLessThanOrEqual(screen.right);
    expect(x.bottom).toBeLessThanOrEqual(screen.bottom);
    // The visitor can tap it: it closes the pop-up.
    await page.locator(`${host(id)} .bk-x`).tap();
    await page.locator(host(id)).waitFor({ state: 'detached', timeout: 10_000 });
  });
});

const TEASER = {
  on: true,
  show: 'always',
  text: 'Open the spring offer',
  side: 'bottom_left',
  animation: 'shake',
  background: '#0b5fff',
  text_color: '#ffffff',
} as const;

/**
 * /demo/types with a teaser tab on its lightbox: the display answer is given
 * the teaser the server maps from the design (popup-record.ts), so the loader,
 * the teaser chunk and the renderer run as on a real page.
 */
async function pageWithTeaser(reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion });
  const page = await context.newPage();
  await page.route(`**/api/display/${TYPES_CLIENT_ID}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { poptins: { poptin_id: string; teaser?: unknown }[] };
    for (const r of body.poptins) if (r.poptin_id === TYPES_POPUP_IDS.lightbox) r.teaser = TEASER;
    await route.fulfill({ response, json: body });
  });
  await page.goto(`${server.origin}/demo/types`);
  return page;
}

const teaserHost = `[data-beckon-teaser="${TYPES_POPUP_IDS.lightbox}"]`;

describe('the teaser tab', () => {
  it('shows at once, reachable by keyboard, opens its pop-up and comes back after the pop-up closes', async () => {
    const page = await pageWithTeaser('no-preference');
    const tab = page.getByRole('button', { name: TEASER.text });
    await tab.waitFor({ state: 'visible', timeout: 10_000 });
    const facts = await page.evaluate((sel) => {
      const host = document.querySelector(sel) as HTMLElement;
      const button = host.shadowRoot?.querySelector('button') as HTMLButtonElement;
      const r = button.getBoundingClientRect();
      return {
        zIndex: getComputedStyle(host).zIndex,
        tabIndex: button.tabIndex,
        width: r.width,
        height: r.height,
        left: r.left,
        bottom: r.bottom,
      };
    }, teaserHost);
    expect(facts).toMatchObject({ zIndex: '999998', tabIndex: 500, left: 16, bottom: 800 });
    expect(facts.width).toBeGreaterThanOrEqual(24);
    expect(facts.height).toBeGreaterThanOrEqual(24);
    // The attention animation replays (every 3 s).
    await page.waitForFunction(
      (sel) => (document.querySelector(sel)?.shadowRoot?.querySelector('button')?.getAnimations().length ?? 0) > 0,
      teaserHost,
      { timeout: 10_000 },
    );

    await tab.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    // Clicked: the tab is gone while its pop-up is on screen.
    await page.locator(teaserHost).waitFor({ state: 'detached', timeout: 10_000 });

    await page.locator(`${host(TYPES_POPUP_IDS.lightbox)} .bk-x`).click();
    await page.locator(host(TYPES_POPUP_IDS.lightbox)).waitFor({ state: 'detached', timeout: 10_000 });
    await tab.waitFor({ state: 'visible', timeout: 10_000 });
    await page.context().close();
  });

  it('stays still for a visitor who prefers reduced motion', async () => {
    const page = await pageWithTeaser('reduce');
    const tab = page.getByRole('button', { name: TEASER.text });
    await tab.waitFor({ state: 'visible', timeout: 10_000 });
    const animations = await page.evaluate(
      (sel) => document.querySelector(sel)?.shadowRoot?.querySelector('button')?.getAnimations().length ?? -1,
      teaserHost,
    );
    expect(animations).toBe(0);
    await page.context().close();
  });
});

describe('the upgrade pop-up of a restricted account', () => {
  it('shows instead of the pop-ups and logs the upgrade click with limitLogs', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const hostPage = `${server.origin}/restricted-test`;
    await page.route(hostPage, (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Shop</title><script src="/widget/loader.js?id=${RESTRICTED_CLIENT_ID}"></script>`,
      }),
    );
    await page.goto(hostPage);
    const dialog = page.getByRole('dialog', { name: 'Pop-ups on this site are paused' });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.locator('[data-beckon-popup]').count()).toBe(0);
    const logged = page.waitForResponse((r) => r.url().includes(`/api/display/limitLogs/${RESTRICTED_CLIENT_ID}?`));
    await dialog.getByRole('link', { name: 'Upgrade plan' }).click();
    const response = await logged;
    expect(new URL(response.url()).searchParams.get('status')).toBe('click');
    expect(response.status()).toBe(200);
    await page.locator('[data-beckon-upgrade]').waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  });
});

describe('a pop-up the visitor closes', () => {
  it('plays its exit fade though its entry, the same fade, ended long before', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/demo/types`);
    await page.waitForFunction(() => 'beckon' in window);
    await openPopup(page, TYPES_POPUP_IDS.lightbox);
    // More than the exit's 800 ms after the entry began: an exit that only retimed the entry would be over at once.
    const opened = await page.evaluate(() => Number(document.timeline.currentTime));
    await page.waitForFunction((t) => Number(document.timeline.currentTime) > t + 900, opened);
    // The box's and the backdrop's opacity in each frame from the X's click until the pop-up is gone.
    const frames = await page.evaluate(
      (sel) =>
        new Promise<{ box: number; backdrop: number }[]>((resolve) => {
          const root = document.querySelector(sel)?.shadowRoot;
          const box = root?.querySelector<HTMLElement>('.bk-dialog');
          const backdrop = box?.parentElement;
          if (!box || !backdrop) throw new Error(`no pop-up box in ${sel}`);
          const seen: { box: number; backdrop: number }[] = [];
          const sample = () => {
            if (!document.querySelector(sel)) return resolve(seen);
            seen.push({
              box: Number(getComputedStyle(box).opacity),
              backdrop: Number(getComputedStyle(backdrop).opacity),
            });
            requestAnimationFrame(sample);
          };
          root?.querySelector<HTMLElement>('.bk-x')?.click();
          requestAnimationFrame(sample);
        }),
      host(TYPES_POPUP_IDS.lightbox),
    );
    expect(frames.length).toBeGreaterThan(0);
    expect(frames[0]?.box).toBeGreaterThan(0.5);
    expect(frames[0]?.backdrop).toBeGreaterThan(0.5);
    await context.close();
  });
});

describe('a pop-up the page closes', () => {
  it('leaves 200 ms after a single-page app moves on, before its 800 ms exit has played', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as { beckonSpa?: boolean }).beckonSpa = true;
    });
    await page.goto(`${server.origin}/demo/types`);
    await page.waitForFunction(() => 'beckon' in window);
    await openPopup(page, TYPES_POPUP_IDS.lightbox);
    // Measured in the page: when the host left after the push, and whether the box's exit had ended by then.
    const gone = await page.evaluate(
      (sel) =>
        new Promise<{ ms: number; exitEnded: boolean }>((resolve) => {
          const box = document.querySelector(sel)?.shadowRoot?.querySelector('.bk-dialog');
          if (!box) throw new Error(`no pop-up box in ${sel}`);
          let exitEnded = false;
          box.addEventListener('animationend', () => {
            exitEnded = true;
          });
          const start = performance.now();
          new MutationObserver((_, observer) => {
            if (document.querySelector(sel)) return;
            observer.disconnect();
            resolve({ ms: performance.now() - start, exitEnded });
          }).observe(document.body, { childList: true });
          history.pushState({}, '', '/demo/types?page=2');
        }),
      host(TYPES_POPUP_IDS.lightbox),
    );
    expect(gone.ms).toBeGreaterThanOrEqual(195);
    // Before the exit's 800 ms: only a main thread stalled for 600 ms would miss it.
    expect(gone.ms).toBeLessThan(800);
    expect(gone.exitEnded).toBe(false);
    await context.close();
  });
});

describe('a link button', () => {
  it('records its click-through, then takes the tab to its page 1.5 s after the click', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('request', (r) => {
      const url = r.url();
      if (url.includes('/api/display/closed/') || url.endsWith(LINK_PATH)) seen.push(new URL(url).pathname);
    });
    await page.goto(`${server.origin}/demo/types`);
    await page.waitForFunction(() => 'beckon' in window);
    await openPopup(page, LINK_POPUP);
    const before = Date.now();
    await page.locator(`${host(LINK_POPUP)} a.bk-btn`).click();
    await page.waitForURL(`${server.origin}${LINK_PATH}`, { timeout: 20_000 });
    // Timers never fire early, so the lower bound holds however busy the machine is.
    expect(Date.now() - before).toBeGreaterThanOrEqual(1500);
    // The click-through report left before the page did, and was stored as one.
    expect(seen).toEqual([`/api/display/closed/${LINK_POPUP}`, '/demo/types']);
    const reasons = async () =>
      (
        await server.db.query<{ reason: string }>('SELECT reason FROM popup_closes WHERE poptin_id = $1', [LINK_POPUP])
      ).rows.map((r) => r.reason);
    await expect.poll(reasons, { timeout: 10_000 }).toEqual(['click_through']);
    await context.close();
  });
});
