import { describe, expect, it } from 'vitest';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const { open, done, testPage } = site;

const slideImages = [
  { src: '/site/assets/img/consulta.svg', alt: 'Consulta' },
  { src: '/site/assets/img/clinica.svg', alt: 'Recepción' },
  { src: '/site/assets/img/hidratacion.svg', alt: 'Hidratación' },
];

describe('carousel fade effect', () => {
  it('stacks the slides in place and cross-fades between them with the arrows, dots and a swipe', async () => {
    await testPage('fundido', [
      {
        id: 'fade',
        type: 'media-carousel',
        settings: { label: 'Fundido', effect: 'fade', speed: 300, autoplay: false, loop: true, slides: slideImages },
      },
    ]);
    const page = await open('/fundido/');
    const car = page.locator('#car-fade');
    const cells = car.locator('.car-cell');
    const visible = () =>
      cells.evaluateAll((els) =>
        els.map((el) => {
          const cs = getComputedStyle(el);
          return cs.visibility === 'visible' && cs.opacity === '1';
        }),
      );
    // One per view, every slide at the same place (no track movement), only the first shown.
    const boxes = await cells.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left));
    expect(new Set(boxes).size).toBe(1);
    expect(await visible()).toEqual([true, false, false]);
    const track = await car.locator('.car-track').evaluate((el) => getComputedStyle(el).transform);
    expect(track).toBe('none');

    await car.getByRole('button', { name: 'Diapositiva siguiente' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(visible).toEqual([false, true, false]);
    expect(await car.locator('.car-dot').nth(1).getAttribute('aria-current')).toBe('true');
    expect(await car.locator('.car-track').evaluate((el) => getComputedStyle(el).transform)).toBe('none');

    // Loop: back from the first slide is the last.
    await car.locator('.car-dot').nth(0).click();
    await expect.poll(visible).toEqual([true, false, false]);
    await car.getByRole('button', { name: 'Diapositiva anterior' }).click();
    await expect.poll(visible).toEqual([false, false, true]);

    // A swipe to the left shows the next slide (wrapping to the first).
    const box = await car.locator('.car-viewport').boundingBox();
    if (!box) throw new Error('no viewport box');
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(visible).toEqual([true, false, false]);
    // Hidden slides are out of the accessibility tree once the 300 ms fade ends: only the shown image is exposed.
    await expect.poll(() => car.getByRole('img').count()).toBe(1);
    await done(page);
  });

  it('cross-fades the seeded services slides on the home page', async () => {
    const page = await open('/');
    const slides = page.locator('#car-servicios-slides');
    expect(await slides.locator('.car').getAttribute('class')).toContain('car--fade');
    await slides.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect.poll(() => slides.locator('.car-cell.is-selected').getAttribute('aria-label')).toMatch(/^2 de \d+$/);
    await done(page);
  });
});

describe('hotspots trigger per device', () => {
  it('opens on hover on a desktop and on click on a phone, switching when the window is resized', async () => {
    await testPage('puntos', [
      {
        id: 'pts',
        type: 'hotspots',
        settings: {
          trigger: { desktop: 'hover', mobile: 'click' },
          sequenced: false,
          hotspots: [
            { x: 30, y: 30, label: 'Uno', text: 'Primer punto.' },
            { x: 70, y: 60, label: 'Dos', text: 'Segundo punto.' },
          ],
        },
      },
    ]);
    const page = await open('/puntos/');
    const spot = page.locator('.hs-spot').first();
    const tip = page.locator('.hs-tip').first();
    expect(await spot.getAttribute('data-trigger')).toBe('hover');
    await spot.hover();
    await expect.poll(() => tip.isVisible()).toBe(true);
    await page.mouse.move(1, 1);
    await expect.poll(() => tip.isHidden()).toBe(true);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => spot.getAttribute('data-trigger')).toBe('click');
    await spot.hover();
    await page.waitForTimeout(100);
    expect(await tip.isHidden()).toBe(true); // hover no longer opens it
    await spot.click();
    expect(await tip.isVisible()).toBe(true);
    expect(await spot.getAttribute('aria-expanded')).toBe('true');
    await spot.click();
    expect(await tip.isHidden()).toBe(true);
    await done(page);
  });

  it('uses the phone’s own trigger from the first load', async () => {
    const page = await open('/puntos/', 390);
    const spot = page.locator('.hs-spot').nth(1);
    expect(await spot.getAttribute('data-trigger')).toBe('click');
    await spot.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.hs-tip').nth(1).isVisible()).toBe(true);
    await done(page);
  });
});

describe('gallery lightbox group', () => {
  it('is set 1000 ms after a filter click: until then the lightbox steps through the previous group', async () => {
    // Playwright's paused clock: the 1000 ms delay is checked exactly however slow the machine is.
    const page = await open('/', 1280, 800, { fakeClock: true });
    const gal = page.locator('.gal');
    await page.clock.runFor(100); // Preact runs the islands' effects on the next animation frames
    const all = await gal.locator('.gal-grid li').count();
    const counter = page.locator('dialog.lb .lb-counter');
    // The fake clock also holds animation frames, so the dialog's effect (showModal) runs in the 100 ms let pass.
    const openFirstVisible = async () => {
      await gal.locator('.gal-grid li:not([hidden]) a').first().click();
      await page.clock.runFor(100);
      await page.locator('dialog[open]').waitFor();
    };
    const close = async () => {
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    };

    await gal.getByRole('button', { name: 'Cuidados' }).click();
    expect(await gal.locator('.gal-grid li:not([hidden])').count()).toBe(3); // the grid filters at once
    await page.clock.runFor(799);
    await openFirstVisible(); // 899 ms after the filter click
    expect(await counter.textContent()).toBe(`3 / ${all}`); // still the "all" group
    await close();

    await page.clock.runFor(101); // 1000 ms after the click
    await openFirstVisible();
    expect(await counter.textContent()).toBe('1 / 3');
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe('2 / 3');
    await close();
    await done(page);
  });
});

describe('page not found', () => {
  it('is a Spanish page in the site’s theme with a way back, answered with 404', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const response = await page.goto(`${site.server.origin}/no-existe/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.title()).toBe('Página no encontrada – Clínica Dermatológica Alba');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Página no encontrada');
    await page.getByRole('link', { name: 'Ir a la página de inicio' }).click();
    await page.waitForURL(`${site.server.origin}/`);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
