/**
 * The builder's last widget rows as a visitor meets them in Chromium: the gallery's justified and masonry
 * layouts and its captions, the nav menu folding below its breakpoint with its open animation and full
 * width, the headline's highlight drawn (and still under reduced motion), the posts' full content, masonry
 * and spinner, an entrance animation on a plain widget, and the table of contents' icon. Each page passes axe.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteImage, useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const { open, done, testPage } = site;

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const images = [
  siteImage('consulta', 1200, 800, 'La consulta'),
  siteImage('clinica', 600, 900),
  siteImage('hidratacion', 1600, 900),
  siteImage('acne', 800, 800),
  siteImage('rosacea', 900, 1200),
  siteImage('hero', 1200, 700),
];

type Box = { x: number; y: number; w: number; h: number };
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    }),
  ) as Promise<Box[]>;
/** Boxes in the document rather than the window, so they compare across a scroll. */
const pageBoxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, w: r.width, h: r.height };
    }),
  ) as Promise<Box[]>;

describe('the gallery’s layouts', () => {
  it('lays justified rows of one height near the ideal, each filling the line, at 1280 and 390 px', async () => {
    await testPage('galeria-justificada', [
      {
        id: 'gj',
        type: 'gallery',
        settings: { images, layout: 'justified', idealRowHeight: { desktop: 220, mobile: 110 }, gap: 8 },
      },
    ]);
    for (const [width, ideal] of [
      [1280, 220],
      [390, 110],
    ] as const) {
      const page = await open('/galeria-justificada/', width);
      const grid = (await boxes(page, '#gal-gj .gal-grid'))[0] as Box;
      const items = await boxes(page, '#gal-gj .gal-grid > li');
      const rows = new Map<number, Box[]>();
      for (const b of items) rows.set(Math.round(b.y), [...(rows.get(Math.round(b.y)) ?? []), b]);
      // Every row but the last fills the line, unless one image alone would grow past 1.6 × its ideal width.
      const full = [...rows.values()].slice(0, -1).filter((row) => row.length > 1);
      expect(full.length, `${width} px: at least one full row`).toBeGreaterThan(0);
      for (const row of full) {
        const right = Math.max(...row.map((b) => b.x + b.w));
        expect(Math.abs(right - (grid.x + grid.w))).toBeLessThanOrEqual(1);
      }
      for (const row of rows.values()) {
        const heights = row.map((b) => b.h);
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
        expect(heights[0]).toBeGreaterThan(ideal * 0.5);
        expect(heights[0]).toBeLessThanOrEqual(ideal * 1.6 + 1);
      }
      // The images keep their own ratios: a portrait is narrower than a landscape of the same row height.
      const ratios = items.map((b) => b.w / b.h);
      expect(Math.max(...ratios) / Math.min(...ratios)).toBeGreaterThan(1.5);
      expect(await violations(page)).toEqual([]);
      await done(page);
    }
  });

  it('stacks masonry columns without holes, each image at its own ratio', async () => {
    await testPage('galeria-mosaico', [
      { id: 'gm', type: 'gallery', settings: { images, layout: 'masonry', gap: 10, columns: { desktop: 3 } } },
    ]);
    const page = await open('/galeria-mosaico/');
    const items = await boxes(page, '#gal-gm .gal-grid > li');
    const columns = new Map<number, Box[]>();
    for (const b of items) columns.set(Math.round(b.x), [...(columns.get(Math.round(b.x)) ?? []), b]);
    expect(columns.size).toBe(3);
    for (const col of columns.values()) {
      col.sort((a, b) => a.y - b.y);
      for (let i = 1; i < col.length; i++) {
        const prev = col[i - 1] as Box;
        expect(Math.abs((col[i] as Box).y - (prev.y + prev.h + 10))).toBeLessThanOrEqual(1);
      }
    }
    const heights = new Set(items.map((b) => Math.round(b.h)));
    expect(heights.size).toBeGreaterThan(2);
    expect(await violations(page)).toEqual([]);
    await done(page);
  });

  it('brings the chosen caption in on hover and focus over its duration, and grows the image', async () => {
    await testPage('galeria-leyendas', [
      {
        id: 'gc',
        type: 'gallery',
        settings: {
          images,
          captionSource: 'caption',
          contentAnimation: 'fade',
          contentAnimationDuration: 400,
          hoverAnimation: 'grow',
        },
      },
    ]);
    const page = await open('/galeria-leyendas/');
    const cap = page.locator('#gal-gc .gal-cap');
    expect(await cap.count()).toBe(1);
    expect(await cap.textContent()).toBe('La consulta');
    const look = () =>
      cap.evaluate((el) => ({
        opacity: getComputedStyle(el).opacity,
        duration: getComputedStyle(el).transitionDuration,
      }));
    expect(await look()).toEqual({ opacity: '0', duration: '0.4s, 0.4s' });
    await page.locator('#gal-gc .gal-item').first().hover();
    await expect.poll(async () => (await look()).opacity).toBe('1');
    const transform = await page
      .locator('#gal-gc .gal-item img')
      .first()
      .evaluate((el) => getComputedStyle(el).transform);
    expect(transform).not.toBe('none');
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await look()).opacity).toBe('0');
    await page.locator('#gal-gc .gal-item').first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(async () => (await look()).opacity).toBe('1');
    expect(await violations(page)).toEqual([]);
    await done(page);
  });
});

describe('the nav menu', () => {
  const items = [
    { label: 'Inicio', href: '/' },
    { label: 'Tratamientos', links: [{ label: 'Acné', href: '/acne/' }] },
    { label: 'Contacto', href: '/contacto/' },
  ];

  it('folds behind its toggle below its breakpoint, opens with its animation and spans the window', async () => {
    await testPage('menu-plegable', [
      {
        id: 'nm',
        type: 'nav-menu',
        settings: { items, breakpoint: 'tablet', openAnimation: 'slide', fullWidth: true, submenuIcon: 'plus' },
      },
    ]);
    const wide = await open('/menu-plegable/', 1280);
    expect(await wide.locator('.nm-toggle').isVisible()).toBe(false);
    expect(await wide.locator('.nm-list').isVisible()).toBe(true);
    expect(await wide.locator('.nm-icon--plus').count()).toBe(1);
    expect(await violations(wide)).toEqual([]);
    await done(wide);

    const narrow = await open('/menu-plegable/', 390);
    const toggle = narrow.getByRole('button', { name: 'Menú' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await narrow.locator('.nm-list').isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => narrow.locator('.nm-list').isVisible()).toBe(true);
    expect(await narrow.locator('.nm-list').evaluate((el) => getComputedStyle(el).animationName)).toBe('nm-slide');
    await expect
      .poll(async () => {
        const b = (await boxes(narrow, '.nm-list'))[0] as Box;
        const vw = await narrow.evaluate(() => document.documentElement.clientWidth);
        return [Math.round(b.x), Math.round(b.w - vw)];
      })
      .toEqual([0, 0]);
    expect(await violations(narrow)).toEqual([]);
    await done(narrow);
  });

  it('opens with no animation under reduced motion', async () => {
    const page = await open('/menu-plegable/', 390, 800, { reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect.poll(() => page.locator('.nm-list').isVisible()).toBe(true);
    expect(await page.locator('.nm-list').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await done(page);
  });
});

describe('the animated headline’s highlight', () => {
  const dash = (page: Page) =>
    page
      .locator('.ah-mark path')
      .first()
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).strokeDashoffset));

  it('draws its mark over the phrase, and pauses the loop from its button', async () => {
    await testPage('titular-resaltado', [
      {
        id: 'hl',
        type: 'animated-headline',
        settings: { headlineStyle: 'highlight', beforeText: 'Cuidamos su', highlightedText: 'piel', loop: true },
      },
    ]);
    const page = await open('/titular-resaltado/');
    await expect.poll(() => dash(page), { timeout: 30_000 }).toBe(0);
    expect(
      await page
        .locator('.ah-mark path')
        .first()
        .evaluate((el) => getComputedStyle(el).animationDuration),
    ).toBe('9.2s');
    await page.getByRole('button', { name: 'Pausar animación' }).click();
    expect(
      await page
        .locator('.ah-mark path')
        .first()
        .evaluate((el) => getComputedStyle(el).animationPlayState),
    ).toBe('paused');
    expect(await page.getByRole('button', { name: 'Reanudar animación' }).getAttribute('aria-pressed')).toBe('true');
    expect(await violations(page)).toEqual([]);
    await done(page);
  });

  it('shows the mark drawn and still under reduced motion', async () => {
    const page = await open('/titular-resaltado/', 1280, 800, { reducedMotion: 'reduce' });
    expect(await dash(page)).toBe(0);
    expect(
      await page
        .locator('.ah-mark path')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
    await done(page);
  });
});

describe('the posts grid', () => {
  it('shows each post’s whole text with the full-content skin, also on the pages it loads, in masonry columns', async () => {
    await testPage('entradas-completas', [
      {
        id: 'pc',
        type: 'posts',
        settings: { skin: 'full_content', masonry: true, perPage: 2, columns: { desktop: 2 }, showImage: false },
      },
    ]);
    const page = await open('/entradas-completas/');
    const grid = page.locator('#posts-pc');
    expect(await grid.locator('.post-card').count()).toBe(2);
    expect(await grid.locator('.post-card-content').count()).toBe(2);
    const firstText = (await grid.locator('.post-card-content').first().textContent()) ?? '';
    expect(firstText.length).toBeGreaterThan(200);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/site/api/posts')) requests.push(new URL(r.url()).search);
    });
    await grid.getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(() => grid.locator('.post-card-content').count()).toBe(4);
    expect(requests).toEqual(['?page=2&per_page=2&content=1']);
    const cards = await boxes(page, '#posts-pc .post-card');
    const lefts = new Set(cards.map((b) => Math.round(b.x)));
    expect(lefts.size).toBe(2);
    expect(await violations(page)).toEqual([]);
    await done(page);
  });

  it('keeps the masonry cards already shown where they are when more load, by click and by scrolling', async () => {
    for (const pagination of ['load_more_on_click', 'load_more_infinite_scroll'] as const) {
      const slug = `entradas-mosaico-${pagination === 'load_more_on_click' ? 'clic' : 'scroll'}`;
      await testPage(slug, [
        {
          id: 'pm',
          type: 'posts',
          settings: {
            masonry: true,
            perPage: 3,
            columns: { desktop: 3 },
            showImage: false,
            paginationType: pagination,
          },
        },
      ]);
      // A short window for infinite scroll, so the next page waits until the visitor scrolls to the end.
      const page = await open(`/${slug}/`, 1280, pagination === 'load_more_on_click' ? 800 : 200);
      const grid = page.locator('#posts-pm');
      await expect.poll(() => grid.locator('.post-card').count()).toBe(3);
      await page.waitForFunction(
        () => document.querySelector('#posts-pm [data-island="posts"][data-hydrated]') !== null,
      );
      const before = await pageBoxes(page, '#posts-pm .post-card');
      // Three columns of cards of different heights: the layout is masonry, not one row.
      expect(new Set(before.map((b) => Math.round(b.x))).size, JSON.stringify(before)).toBe(3);
      if (pagination === 'load_more_on_click') await grid.getByRole('button', { name: 'Cargar más' }).click();
      else await grid.locator('.posts-more').scrollIntoViewIfNeeded();
      await expect.poll(() => grid.locator('.post-card').count()).toBeGreaterThanOrEqual(6);
      const after = (await pageBoxes(page, '#posts-pm .post-card')).slice(0, before.length);
      for (const [i, b] of before.entries()) {
        expect(Math.abs((after[i] as Box).x - b.x), `${pagination}: card ${i + 1} x`).toBeLessThanOrEqual(0.5);
        expect(Math.abs((after[i] as Box).y - b.y), `${pagination}: card ${i + 1} y`).toBeLessThanOrEqual(0.5);
      }
      expect(await violations(page)).toEqual([]);
      await done(page);
    }
  });

  it('shows the chosen spinner while the next page loads', async () => {
    await testPage('entradas-puntos', [{ id: 'pd', type: 'posts', settings: { loadMoreSpinner: 'dots', perPage: 2 } }]);
    const page = await open('/entradas-puntos/');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/site/api/posts**', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('#posts-pd').getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(() => page.locator('#posts-pd .posts-spin--dots').count()).toBe(1);
    expect(await page.locator('#posts-pd .posts-more button').textContent()).toBe('Cargando…');
    release();
    await expect.poll(() => page.locator('#posts-pd .post-card').count()).toBe(4);
    expect(await page.locator('#posts-pd .posts-spin').count()).toBe(0);
    await done(page);
  });
});

describe('an entrance animation on a plain widget', () => {
  it('waits below the fold and plays once in view; none under reduced motion', async () => {
    const filler = Array.from({ length: 40 }, (_, i) => `Párrafo ${i + 1} sobre el cuidado de la piel.`);
    await testPage('boton-animado', [
      { id: 'tx', type: 'text', settings: { blocks: filler } },
      {
        id: 'bt',
        type: 'button',
        settings: { label: 'Pida cita', href: '/contacto/', entranceAnimation: 'fadeInLeft', entranceDuration: 'fast' },
      },
    ]);
    const state = (page: Page) =>
      page.locator('.ent').evaluate((el) => ({
        in: el.classList.contains('ent-in'),
        name: getComputedStyle(el).animationName,
        opacity: getComputedStyle(el).opacity,
      }));
    const page = await open('/boton-animado/', 390);
    expect(await state(page)).toMatchObject({ in: false, opacity: '0' });
    await page.getByRole('link', { name: 'Pida cita' }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await state(page)).in).toBe(true);
    expect((await state(page)).name).toBe('ent-fadeInLeft');
    await expect.poll(async () => (await state(page)).opacity, { timeout: 30_000 }).toBe('1');
    expect(await violations(page)).toEqual([]);
    await done(page);

    const still = await open('/boton-animado/', 390, 800, { reducedMotion: 'reduce' });
    expect(await state(still)).toMatchObject({ opacity: '1', name: 'none' });
    await done(still);
  });
});

describe('the table of contents’ icon', () => {
  it('marks each heading with the chosen icon', async () => {
    await testPage('indice-icono', [
      { id: 'toc', type: 'table-of-contents', settings: { markerView: 'bullets', icon: 'check', container: 'main' } },
      { id: 'h1', type: 'heading', settings: { text: 'Primero', level: 'h2' } },
      { id: 'h2', type: 'heading', settings: { text: 'Segundo', level: 'h2' } },
    ]);
    const page = await open('/indice-icono/');
    expect(
      await page
        .locator('.toc-list')
        .first()
        .evaluate((el) => getComputedStyle(el).listStyleType),
    ).toBe('"✓  "');
    expect(await violations(page)).toEqual([]);
    await done(page);
  });
});
