/**
 * The page builder's §9 figures as a visitor meets them in Chromium: a press that moves more than 8 px is a
 * drag on every carousel engine (Embla's main track and thumbnail strip, and the fade engine's swipe), the nav
 * menu decides again 200 ms after a resize whether it opens on hover, the headline plays each of its
 * rotation effects, and a widget's scrolling motion effect follows its place in the viewport (none of them
 * move under reduced motion).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const { open, done, testPage } = site;

const images = ['consulta', 'clinica', 'hidratacion', 'acne', 'rosacea', 'hero', 'consulta', 'clinica'].map(
  (name, i) => ({ src: `/site/assets/img/${name}.svg`, alt: `Imagen ${i + 1}` }),
);

/** Counts the clicks that reach the elements matching `selector` (Embla swallows a drag's click above them). */
async function countClicks(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const w = window as unknown as { clicks: number };
    w.clicks = 0;
    // On the document, as the click bubbles: hydration may have replaced the elements themselves.
    document.addEventListener('click', (e) => {
      if (e.target instanceof Element && e.target.closest(sel)) w.clicks += 1;
    });
  }, selector);
}
const clicks = (page: Page) => page.evaluate(() => (window as unknown as { clicks: number }).clicks);

/** Presses at the middle of `selector`'s n-th element, moves `dx` px sideways and lets go. */
async function drag(page: Page, selector: string, n: number, dx: number): Promise<void> {
  await page.locator(selector).nth(n).scrollIntoViewIfNeeded();
  const box = await page.locator(selector).nth(n).boundingBox();
  if (!box) throw new Error(`no box for ${selector}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 3 });
  await page.mouse.up();
}

describe('a press on a carousel', () => {
  it('is a click up to 8 px of movement and a drag beyond, on the Embla track and its thumbnail strip', async () => {
    await testPage('arrastre', [
      {
        id: 'arr',
        type: 'media-carousel',
        settings: { label: 'Arrastre', skin: 'slideshow', autoplay: false, loop: false, slides: images },
      },
    ]);
    const page = await open('/arrastre/');
    await page.waitForFunction(() => document.querySelector('#car-arr [data-hydrated]') !== null);
    for (const cells of ['#car-arr .car-viewport .car-cell', '#car-arr .car-thumb']) {
      await countClicks(page, cells);
      await drag(page, cells, 0, 8);
      await expect.poll(() => clicks(page), { message: `${cells}: 8 px is a click` }).toBe(1);
      await drag(page, cells, 0, 9);
      // The drag's own click would have arrived by the time a plain click after it does.
      await page
        .locator(cells)
        .first()
        .click({ position: { x: 5, y: 5 } });
      await expect.poll(() => clicks(page), { message: `${cells}: 9 px is a drag, its click swallowed` }).toBe(2);
    }
    await done(page);
  });

  it('steps a fade carousel from a swipe of 8 px, not 7', async () => {
    await testPage('arrastre-fundido', [
      {
        id: 'arf',
        type: 'media-carousel',
        settings: { label: 'Fundido', effect: 'fade', autoplay: false, loop: false, slides: images.slice(0, 3) },
      },
    ]);
    const page = await open('/arrastre-fundido/');
    await page.waitForFunction(() => document.querySelector('#car-arf [data-hydrated]') !== null);
    const current = () => page.locator('#car-arf .car-dot[aria-current="true"]').getAttribute('aria-label');
    const first = await current();
    await drag(page, '#car-arf .car-viewport', 0, -7);
    await drag(page, '#car-arf .car-viewport', 0, 7);
    expect(await current()).toBe(first);
    await drag(page, '#car-arf .car-viewport', 0, -8);
    await expect.poll(current).not.toBe(first);
    await done(page);
  });
});

describe('the nav menu after a resize', () => {
  it('decides again 200 ms after the window is resized whether it opens on hover', async () => {
    await testPage('menu-redimensionado', [
      {
        id: 'nr',
        type: 'nav-menu',
        settings: {
          items: [
            { label: 'Inicio', href: '/' },
            { label: 'Tratamientos', links: [{ label: 'Acné', href: '/acne/' }] },
          ],
        },
      },
    ]);
    // A desktop menu opens on hover (after its 250 ms show delay); a phone's only on a tap.
    const hoverOpens = async (page: Page, after: number): Promise<boolean> => {
      // The page's timers are fake: the resize event is awaited first, then the clock moved by hand.
      await page.evaluate(() => {
        window.addEventListener('resize', () => Object.assign(window, { resized: true }), { once: true });
      });
      await page.setViewportSize({ width: 390, height: 800 });
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { resized?: boolean }).resized === true))
        .toBe(true);
      await page.clock.runFor(after);
      const item = page.getByRole('button', { name: 'Tratamientos' });
      const box = await item.boundingBox();
      if (!box) throw new Error('no menu item');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.clock.runFor(600);
      return (await item.getAttribute('aria-expanded')) === 'true';
    };
    for (const [after, opens] of [
      [199, true],
      [200, false],
    ] as const) {
      const page = await open('/menu-redimensionado/', 1280, 800, { fakeClock: true });
      await page.clock.runFor(100); // Preact runs effects (the menu's resize listener) on the next animation frames
      await expect
        .poll(() => page.evaluate(() => document.querySelector('[data-island="nav-menu"][data-hydrated]') !== null))
        .toBe(true);
      expect(await hoverOpens(page, after), `hovered ${after} ms after the resize`).toBe(opens);
      await done(page);
    }
  });
});

describe('the animated headline’s rotation effects', () => {
  const effects = {
    fade: 'ah-fade',
    slide: 'ah-slide',
    'slide-down': 'ah-slide-down',
    typing: 'ah-type',
    clip: 'ah-clip',
    flip: 'ah-flip',
    'drop-in': 'ah-drop',
    swirl: 'ah-swirl',
    blinds: 'ah-blinds',
    wave: 'ah-wave',
  } as const;
  const animations = (page: Page) =>
    page.locator('.ah-word').evaluateAll((words) =>
      words.map((w) => {
        const moving = w.querySelector('.ah-letter') ?? w;
        const name = getComputedStyle(moving).animationName;
        const defined = [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some((r) => r instanceof CSSKeyframesRule && r.name === name),
        );
        return { text: w.textContent, name, defined };
      }),
    );

  it('plays each effect’s own animation on every word it shows, and none under reduced motion', async () => {
    await testPage(
      'titulares-efectos',
      Object.keys(effects).map((effect, i) => ({
        id: `ef${i}`,
        type: 'animated-headline',
        settings: { beforeText: effect, rotatingText: ['uno', 'dos'], animationType: effect },
      })),
    );
    const page = await open('/titulares-efectos/', 1280, 800, { fakeClock: true });
    const expected = (text: string) => Object.values(effects).map((name) => ({ text, name, defined: true }));
    expect(await animations(page)).toEqual(expected('uno'));
    await page.clock.runFor(2_600);
    await expect.poll(() => animations(page)).toEqual(expected('dos'));
    await done(page);

    const still = await open('/titulares-efectos/', 1280, 800, { reducedMotion: 'reduce' });
    expect((await animations(still)).map((a) => a.name)).toEqual(Object.values(effects).map(() => 'none'));
    await done(still);
  });
});

describe('a scrolling motion effect', () => {
  const filler = (id: string) => ({
    id,
    type: 'text',
    settings: { blocks: Array.from({ length: 30 }, (_, i) => `Párrafo ${i + 1} sobre el cuidado de la piel.`) },
  });
  const look = (page: Page) =>
    page.evaluate(() => {
      const [vertical, scale] = [...document.querySelectorAll('.mfx')].map((el) => getComputedStyle(el));
      return { translate: vertical?.translate, scale: scale?.scale };
    });
  const scrollTo = (page: Page, selector: string, block: 'start' | 'end') =>
    page.locator(selector).evaluate((el, b) => el.scrollIntoView({ block: b }), block);

  it('moves a widget with its place in the viewport as the page scrolls, and not under reduced motion', async () => {
    await testPage('movimiento', [
      filler('t1'),
      { id: 'mv', type: 'heading', settings: { text: 'Sube al bajar', motionEffect: 'vertical', motionSpeed: 5 } },
      { id: 'ms', type: 'heading', settings: { text: 'Crece al centro', motionEffect: 'scale', motionSpeed: 5 } },
      filler('t2'),
    ]);
    const page = await open('/movimiento/', 1280, 800);
    // Just in at the bottom it sits well below its place (50 px at 0 %), about to leave at the top well above.
    const shift = async () => Number.parseFloat((await look(page)).translate?.split(' ')[1] ?? 'NaN');
    await scrollTo(page, '.mfx-vertical', 'end');
    await expect.poll(shift).toBeGreaterThan(30);
    await scrollTo(page, '.mfx-vertical', 'start');
    await expect.poll(shift).toBeLessThan(-30);
    await page.locator('.mfx-scale').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(async () => Number((await look(page)).scale)).toBeGreaterThan(0.97);
    await done(page);

    const still = await open('/movimiento/', 1280, 800, { reducedMotion: 'reduce' });
    await scrollTo(still, '.mfx-vertical', 'end');
    expect(await look(still)).toEqual({ translate: 'none', scale: 'none' });
    await done(still);
  });
});
