/**
 * The widget and the tracker on a customer's page with a strict
 * Content-Security-Policy (docs/csp.md): no 'unsafe-inline' and no
 * 'unsafe-eval' anywhere, the widget's origin named only for scripts, requests,
 * images and fonts. A loopback page server of the test's own (another origin,
 * as a customer's site is) sends the policy as a real response header. Every
 * pop-up type, the three prize games, the upgrade pop-up, a background effect,
 * a web font, a video, an image and the teaser tab must draw styled, also under
 * a nonce-only 'strict-dynamic' policy, and the page must see no
 * `securitypolicyviolation` event: the listener is on the document from an
 * init script, and the control page shows it catches one raised inside a
 * shadow root (such events are composed, so they reach the document).
 */
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, RESTRICTED_CLIENT_ID, TYPES_CLIENT_ID, TYPES_POPUP_IDS } from '../../src/demo-ids.js';
import { embedSnippet, trackerSnippet } from '../../src/http/snippets.js';
import { launchChromium } from '../helpers/browser.js';
import { type RunningServer, startServer, WIDGET_DIST } from '../helpers/running-server.js';

const NONCE = 'c3RyaWN0LWNzcC10ZXN0';
const VIDEO_HOSTS = 'https://www.youtube-nocookie.com https://player.vimeo.com';

/** The policy of docs/csp.md for a page at 'self' embedding the widget and the tracker from `beckon`. */
const strictPolicy = (beckon: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${beckon} 'nonce-${NONCE}'`,
    "style-src 'self'",
    `connect-src 'self' ${beckon}`,
    `img-src 'self' ${beckon}`,
    `font-src 'self' ${beckon}`,
    `media-src 'self' ${beckon}`,
    `frame-src ${VIDEO_HOSTS}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');

/**
 * A nonce-based policy with 'strict-dynamic' (hosts in script-src are then ignored): the snippet carries the
 * page's nonce, and what the loader imports is trusted through it.
 */
const nonceOnlyPolicy = (beckon: string) =>
  [
    "default-src 'self'",
    `script-src 'nonce-${NONCE}' 'strict-dynamic'`,
    "style-src 'self'",
    `connect-src 'self' ${beckon}`,
    `img-src 'self' ${beckon}`,
    `font-src 'self' ${beckon}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');

/** A plain article with the two snippets, no inline style or script of its own. */
const hostPage = (beckon: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Strict shop</title></head>
<body><main><h1>Strict shop</h1><p>An article.</p>
<div class="poptin-embedded" data-id="${TYPES_POPUP_IDS.embedded}"></div><p>The end.</p></main>
${embedSnippet(beckon, TYPES_CLIENT_ID)}
${trackerSnippet(beckon, DEMO_CLIENT_ID)}
</body></html>`;

/** A restricted account's page: the loader draws the upgrade pop-up instead of any pop-up. */
const restrictedPage = (beckon: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Paused shop</title></head><body><p>An article.</p>
${embedSnippet(beckon, RESTRICTED_CLIENT_ID)}</body></html>`;

/** The embedded form's page under the nonce-only policy, its snippet given the nonce. */
const nonceOnlyPage = (beckon: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Nonce shop</title></head>
<body><main><div class="poptin-embedded" data-id="${TYPES_POPUP_IDS.embedded}"></div></main>
${embedSnippet(beckon, TYPES_CLIENT_ID).replace('<script ', `<script nonce="${NONCE}" `)}
</body></html>`;

/** The control: the page's own nonce'd script puts a <style> element in a shadow root, which the policy blocks. */
const controlPage = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Control</title></head><body><div id="h"></div>
<script nonce="${NONCE}">
const root = document.getElementById('h').attachShadow({ mode: 'open' });
const s = document.createElement('style');
s.textContent = 'p{color:red}';
root.append(s);
</script></body></html>`;

/** Each page of the test's page server: its body and the policy sent with it. */
const PAGES: Record<string, [page: (beckon: string) => string, policy: (beckon: string) => string]> = {
  '/': [hostPage, strictPolicy],
  '/restricted': [restrictedPage, strictPolicy],
  '/strict-dynamic': [nonceOnlyPage, nonceOnlyPolicy],
  '/control': [controlPage, strictPolicy],
};

let server: RunningServer;
let pages: Server;
let pagesOrigin: string;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  pages = createServer((req, res) => {
    const served = PAGES[req.url ?? ''];
    if (!served) {
      res.writeHead(404).end();
      return;
    }
    const [page, policy] = served;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy(server.origin),
    });
    res.end(page(server.origin));
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesOrigin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => pages?.close(resolve));
  await server?.close();
});

const host = (id: string) => `[data-beckon-popup="${id}"]`;

/** Records every CSP violation the page sees, from before its first script runs. */
function countViolations(): void {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener(
    'securitypolicyviolation',
    (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber}`),
    true,
  );
}

const violations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

async function strictPage(
  path: string,
  reducedMotion: 'reduce' | 'no-preference',
): Promise<{ page: Page; responses: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion });
  const page = await context.newPage();
  await page.addInitScript(countViolations);
  const responses: string[] = [];
  page.on('response', (r) => responses.push(`${r.status()} ${r.url()}`));
  // The video host is outside this closed network: answer for it (the policy is checked before this).
  await page.route('https://www.youtube-nocookie.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.goto(`${pagesOrigin}${path}`);
  return { page, responses };
}

/** Calls `beckon.open` in the page (Playwright's evaluate is not script the policy governs). */
const openPopup = (page: Page, id: string) =>
  page.evaluate((i) => (window as unknown as { beckon: { open(x: string): void } }).beckon.open(i), id);

/** A computed style of the first element matching `inner` in the pop-up's shadow root (or of the host). */
const computed = (page: Page, id: string, inner: string | null, property: string) =>
  page.evaluate(
    ([sel, innerSel, prop]) => {
      const hostEl = document.querySelector(sel as string);
      const el = innerSel ? hostEl?.shadowRoot?.querySelector(innerSel) : hostEl;
      return el ? getComputedStyle(el).getPropertyValue(prop as string) : 'missing';
    },
    [host(id), inner, property],
  );

describe('the control page', () => {
  it('reports the blocked <style> in a shadow root to the listener on the document', async () => {
    const { page } = await strictPage('/control', 'reduce');
    await expect.poll(() => violations(page)).toHaveLength(1);
    expect((await violations(page))[0]).toMatch(/^style-src-elem blocked inline /);
    await page.context().close();
  });
});

describe('under a strict Content-Security-Policy', () => {
  it.each(Object.entries(TYPES_POPUP_IDS))('draws the %s pop-up styled, with no policy violation', async (type, id) => {
    const { page } = await strictPage('/', 'reduce');
    await page.waitForFunction(() => 'beckon' in window);
    if (type !== 'embedded') await openPopup(page, id);
    await page.locator(`${host(id)} .bk-dialog`).waitFor({ state: 'visible', timeout: 10_000 });
    // Rules only the widget's own style sheet sets: a bare div is display:block and position:static.
    expect(await computed(page, id, '.bk-dialog', 'display')).toBe('flex');
    expect(await computed(page, id, '.bk-dialog', 'position')).toBe('relative');
    // Over-the-page types are fixed to the viewport by the host rules; the embedded form stays in the flow.
    expect(await computed(page, id, null, 'position')).toBe(type === 'embedded' ? 'relative' : 'fixed');
    if (type === 'wheel') {
      // The game's own rules (its chunk's style sheet), then a spin to its end screen.
      expect(await computed(page, id, '.bk-game', 'display')).toBe('flex');
      expect(await computed(page, id, '.bk-pointer', 'position')).toBe('absolute');
      await page.locator(`${host(id)} input[type=email]`).fill('strict-wheel@gmail.com');
      await page.locator(`${host(id)} button[type=submit]`).click();
      await page.locator(`${host(id)} .bk-game-end`).waitFor({ timeout: 15_000 });
      expect(await computed(page, id, '.bk-game-end .bk-btn', 'cursor')).toBe('pointer');
    }
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it.each([
    [1, 'gift boxes'],
    [2, 'scratch card'],
  ])('draws the other prize games styled too: format %i, the %s', async (format) => {
    const id = TYPES_POPUP_IDS.wheel;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.addInitScript(countViolations);
    // The record comes with the page's display answer, or from the click route when `open` runs before that
    // answer has arrived: both are given the game's format.
    const asFormat = async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { poptins: { poptin_id: string; poptin_format: number }[] };
      for (const r of body.poptins) if (r.poptin_id === id) r.poptin_format = format;
      await route.fulfill({ response, json: body });
    };
    await page.route(`${server.origin}/api/display/${TYPES_CLIENT_ID}`, asFormat);
    await page.route(`${server.origin}/api/display/click/${id}?*`, asFormat);
    await page.goto(`${pagesOrigin}/`);
    await page.waitForFunction(() => 'beckon' in window);
    await openPopup(page, id);
    await page.locator(`${host(id)} .bk-game`).waitFor({ state: 'visible', timeout: 10_000 });
    // Both games stack their board in a column (the wheel's rules lay it out in a row).
    // (The game's own sheet is adopted once its chunk has loaded, which may be after the board shows.)
    await expect.poll(() => computed(page, id, '.bk-game', 'flex-direction')).toBe('column');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("draws the pop-ups on a page whose policy trusts the snippet by its nonce ('strict-dynamic')", async () => {
    const { page } = await strictPage('/strict-dynamic', 'reduce');
    const embedded = TYPES_POPUP_IDS.embedded;
    await page.locator(`${host(embedded)} .bk-dialog`).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await computed(page, embedded, '.bk-dialog', 'display')).toBe('flex');
    // A slide-in's layout is a chunk of its own, imported on demand.
    await openPopup(page, TYPES_POPUP_IDS.sside);
    await page.locator(`${host(TYPES_POPUP_IDS.sside)} .bk-dialog`).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await computed(page, TYPES_POPUP_IDS.sside, null, 'position')).toBe('fixed');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("draws a restricted account's upgrade pop-up styled", async () => {
    const { page } = await strictPage('/restricted', 'reduce');
    await page.getByRole('dialog', { name: 'Pop-ups on this site are paused' }).waitFor({ timeout: 10_000 });
    const position = await page.evaluate(() => {
      const h = document.querySelector('[data-beckon-upgrade]');
      return h ? getComputedStyle(h).position : 'missing';
    });
    expect(position).toBe('fixed');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('draws a background effect, a web font, a video, an image and the teaser tab, and the tracker reports', async () => {
    const id = TYPES_POPUP_IDS.lightbox;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(countViolations);
    const responses: string[] = [];
    page.on('response', (r) => responses.push(`${r.status()} ${r.url()}`));
    await page.route('https://www.youtube-nocookie.com/**', (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    let imageUrl = '';
    // The lightbox as an owner might dress it: its design and display record given the extras.
    await page.route(`${server.origin}/api/display/${TYPES_CLIENT_ID}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        poptins: { poptin_id: string; poptin_url: string; teaser?: unknown }[];
      };
      for (const r of body.poptins) {
        if (r.poptin_id !== id) continue;
        r.teaser = TEASER;
        await page.route(`${server.origin}${r.poptin_url}`, async (designRoute) => {
          const designResponse = await designRoute.fetch();
          const design = (await designResponse.json()) as {
            style: Record<string, unknown>;
            design_properties: Record<string, unknown>;
            screens: { main: unknown[] };
          };
          design.style.web_font = 'Lato';
          design.design_properties.background_effect = 'snow';
          design.screens.main.push(
            { kind: 'image', src: imageUrl, alt: 'A template' },
            { kind: 'video', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'A film' },
          );
          await designRoute.fulfill({ response: designResponse, json: design });
        });
      }
      await route.fulfill({ response, json: body });
    });
    imageUrl = firstTemplateImage();
    await page.goto(`${pagesOrigin}/`);

    // The teaser tab: fixed at the bottom left by its own rules.
    const tabHost = `[data-beckon-teaser="${id}"]`;
    await page.getByRole('button', { name: TEASER.text }).waitFor({ state: 'visible', timeout: 10_000 });
    const tab = await page.evaluate((sel) => {
      const h = document.querySelector(sel) as HTMLElement;
      const b = h.shadowRoot?.querySelector('button') as HTMLElement;
      return { position: getComputedStyle(h).position, minHeight: getComputedStyle(b).minHeight };
    }, tabHost);
    expect(tab).toEqual({ position: 'fixed', minHeight: '44px' });

    await page.getByRole('button', { name: TEASER.text }).click();
    await page.locator(`${host(id)} .bk-dialog`).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await computed(page, id, '.bk-dialog', 'display')).toBe('flex');
    // The snow runs on its canvas, which the effect's rules lay behind the content.
    await page.locator(`${host(id)} .bk-fx canvas[data-state=running]`).waitFor({ timeout: 10_000 });
    expect(await computed(page, id, '.bk-fx', 'position')).toBe('absolute');
    // The web font's faces are declared for the page and their file loads from the widget's origin.
    expect(await computed(page, id, '.bk-dialog', 'font-family')).toMatch(/^"?Lato"?,/);
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family === 'Lato' && f.status === 'loaded')))
      .toBe(true);
    expect(responses.some((r) => r.startsWith(`200 ${server.origin}/widget/fonts/lato-latin-`))).toBe(true);
    // The image, and the video's player frame once play is pressed.
    await expect
      .poll(() =>
        page.evaluate(
          (sel) =>
            (document.querySelector(sel)?.shadowRoot?.querySelector('img.bk-img') as HTMLImageElement | null)
              ?.naturalWidth ?? 0,
          host(id),
        ),
      )
      .toBeGreaterThan(0);
    await page.locator(`${host(id)} button.bk-vplay`).click();
    await page.locator(`${host(id)} iframe`).waitFor({ timeout: 10_000 });
    await expect
      .poll(() => responses.some((r) => r.startsWith('200 https://www.youtube-nocookie.com/embed/')))
      .toBe(true);

    // The tracker's hit went out to the statistics route.
    await expect.poll(() => responses.some((r) => r.includes(`${server.origin}/api/statistics/hit`))).toBe(true);
    expect(await violations(page)).toEqual([]);
    await context.close();
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

/** A template illustration the server ships (dist/templates), as an image on the widget's origin. */
function firstTemplateImage(): string {
  const file = readdirSync(`${WIDGET_DIST}templates`).find((f) => f.endsWith('.webp'));
  if (!file) throw new Error('no template image in the widget build');
  return `${server.origin}/widget/templates/${file}`;
}
