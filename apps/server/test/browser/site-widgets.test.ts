import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { nextFrames } from '../helpers/browser.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const { open, done, testPage } = site;

describe('before/after slider', () => {
  it('starts at 50 % and moves with the arrow keys, Home and End', async () => {
    const page = await open('/dermatitis-atopica/');
    const handle = page.getByRole('slider', { name: /Comparar antes y después/ });
    expect(await handle.getAttribute('aria-valuenow')).toBe('50');
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await handle.getAttribute('aria-valuenow')).toBe('60');
    await page.keyboard.press('Home');
    expect(await handle.getAttribute('aria-valuenow')).toBe('0');
    await page.keyboard.press('End');
    expect(await handle.getAttribute('aria-valuenow')).toBe('100');
    const clip = await page.locator('.ba-frame').evaluate((el) => getComputedStyle(el).getPropertyValue('--pos'));
    expect(clip.trim()).toBe('100%');
    await done(page);
  });

  it('moves by dragging the handle', async () => {
    const page = await open('/dermatitis-atopica/');
    const frame = await page.locator('.ba-frame').boundingBox();
    const handle = page.locator('.ba-handle');
    await handle.scrollIntoViewIfNeeded();
    const box = await page.locator('.ba-frame').boundingBox();
    if (!frame || !box) throw new Error('no slider box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Number(await handle.getAttribute('aria-valuenow'))).toBeCloseTo(25, 0);
    await done(page);
  });

  it('offers single-pointer step buttons as the non-drag alternative (WCAG 2.5.7)', async () => {
    const page = await open('/dermatitis-atopica/');
    await page.getByRole('button', { name: /Ver más «Después»/ }).click();
    expect(await page.locator('.ba-handle').getAttribute('aria-valuenow')).toBe('40');
    await page.getByRole('button', { name: /Ver más «Antes»/ }).click();
    await page.getByRole('button', { name: /Ver más «Antes»/ }).click();
    expect(await page.locator('.ba-handle').getAttribute('aria-valuenow')).toBe('60');
    await done(page);
  });
});

describe('hotspots', () => {
  it('open one tooltip at a time from the keyboard and close it with Escape', async () => {
    const page = await open('/dermatitis-atopica/');
    const spots = page.locator('.hs-spot');
    await spots.nth(0).focus();
    await page.keyboard.press('Enter');
    const tip0 = page.locator('.hs-tip').nth(0);
    expect(await tip0.isVisible()).toBe(true);
    expect(await tip0.textContent()).toContain('Capa córnea');
    await spots.nth(1).focus();
    await page.keyboard.press('Enter');
    expect(await tip0.isHidden()).toBe(true);
    expect(await page.locator('.hs-tip').nth(1).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('.hs-tip:visible').count()).toBe(0);
    expect(await spots.nth(1).getAttribute('aria-expanded')).toBe('false');
    await done(page);
  });
});

describe('table of contents', () => {
  it('lists the h2 and h3 headings as a numbered tree and follows a click to its heading', async () => {
    const page = await open('/dermatitis-atopica/');
    const toc = page.locator('.toc');
    expect(await toc.locator('.toc-depth-0 > li').count()).toBe(5);
    expect(await toc.locator('.toc-depth-1 a').allTextContents()).toContain('Picor (prurito)');
    await toc.getByRole('link', { name: 'Cuándo consultar con el dermatólogo' }).click();
    await page.waitForTimeout(1200);
    const top = await page.locator('#cuando-consultar').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(60);
    expect(top).toBeLessThan(200);
    expect(await toc.locator('.toc-item.is-active').textContent()).toBe('Cuándo consultar con el dermatólogo');
    await done(page);
  });

  it('collapses and expands with Enter and Space on its buttons, moving focus to the other button', async () => {
    const page = await open('/dermatitis-atopica/');
    const collapse = page.locator('.toc-collapse');
    await collapse.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.toc-body').isHidden()).toBe(true);
    const expand = page.locator('.toc-expand');
    expect(await expand.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await page.locator('.toc-body').isVisible()).toBe(true);
    await done(page);
  });

  it('starts minimized on mobile (minimized_on) with no layout shift and expands on request', async () => {
    const page = await open('/dermatitis-atopica/', 390);
    // Every shift since navigation not caused by input, with what moved: the buffer keeps the page's whole load.
    const shifts = () =>
      page.evaluate(() =>
        (
          performance.getEntriesByType('layout-shift') as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]
        )
          .filter((e) => !e.hadRecentInput)
          .map((e) => ({
            value: e.value,
            at: Math.round(e.startTime),
            moved: (e.sources ?? []).map((x) => (x.node instanceof Element ? x.node.className || x.node.tagName : '?')),
          })),
      );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-island]')].every((el) => el.hasAttribute('data-hydrated')),
    );
    await nextFrames(page);
    expect(await page.locator('.toc-body').isHidden()).toBe(true);
    const onLoad = await shifts();
    expect(onLoad, JSON.stringify(onLoad)).toEqual([]);

    await page.locator('.toc-expand').click();
    expect(await page.locator('.toc-body').isVisible()).toBe(true);
    await nextFrames(page);
    // Expanding moves what follows, but as the answer to the click (hadRecentInput), which CLS does not count.
    const afterClick = await shifts();
    expect(afterClick, JSON.stringify(afterClick)).toEqual([]);
    await done(page);
  });

  it('says so when the page has no headings', async () => {
    await testPage('sin-titulos', [{ id: 'toc', type: 'table-of-contents', settings: { minimizedOn: 'none' } }]);
    const page = await open('/sin-titulos/');
    expect(await page.locator('.toc-empty').textContent()).toBe('No se han encontrado encabezados en esta página.');
    await done(page);
  });
});

describe('share buttons', () => {
  it('link to the 18 networks with post 228’s address and print the page', async () => {
    const page = await open('/dermatitis-atopica/');
    const links = page.locator('.share a');
    expect(await links.count()).toBe(17);
    const whatsapp = await page.getByRole('link', { name: 'Compartir en WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsapp ?? '')).toContain(`${site.server.origin}/dermatitis-atopica/`);
    // Each button draws its own brand icon (a symbol the server inlined), never a letter.
    const drawn = await page.locator('.share .share-icon use').evaluateAll((uses) =>
      uses.map((u) => {
        const target = document.querySelector(u.getAttribute('href') ?? '#none');
        return { shape: target?.innerHTML ?? '', width: (u as SVGGraphicsElement).getBBox().width };
      }),
    );
    expect(drawn).toHaveLength(18);
    expect(new Set(drawn.map((d) => d.shape)).size).toBe(18);
    for (const d of drawn) expect(d.width).toBeGreaterThan(0);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await page.getByRole('button', { name: 'Imprimir' }).press('Enter');
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await done(page);
  });
});

describe('countdown', () => {
  it('ticks every second with two-digit values', async () => {
    const page = await open('/');
    const seconds = page.locator('.cd-value[data-unit="seconds"]');
    const first = await seconds.textContent();
    expect(first).toMatch(/^\d\d$/);
    expect(await page.locator('.cd-value[data-unit="hours"]').textContent()).toMatch(/^\d\d$/);
    await expect.poll(() => seconds.textContent(), { timeout: 2500 }).not.toBe(first);
    await done(page);
  });

  it('at zero shows the expire message instead of the units, and hides on a hide action', async () => {
    await testPage('expirado', [
      {
        id: 'msg',
        type: 'countdown',
        settings: { dueDate: '2020-01-01T00:00:00Z', expireActions: [{ type: 'message' }], expireMessage: 'Terminó.' },
      },
      {
        id: 'hid',
        type: 'countdown',
        settings: { title: 'Oculta', dueDate: '2020-01-01T00:00:00Z', expireActions: [{ type: 'hide' }] },
      },
    ]);
    const page = await open('/expirado/');
    expect(await page.locator('.cd-message').textContent()).toBe('Terminó.');
    expect(await page.getByText('Oculta').isHidden()).toBe(true);
    await done(page);
  });

  it('keeps an evergreen due date in localStorage across visits', async () => {
    await testPage('siempre', [
      { id: 'ever', type: 'countdown', settings: { mode: 'evergreen', evergreenHours: 2, evergreenMinutes: 0 } },
    ]);
    const page = await open('/siempre/');
    const stored = await page.evaluate(() => [
      localStorage.getItem('ever-evergreen_due_date'),
      localStorage.getItem('ever-evergreen_interval'),
    ]);
    expect(stored[1]).toBe('7200');
    expect(await page.locator('.cd-value[data-unit="hours"]').textContent()).toMatch(/^0[12]$/);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('ever-evergreen_due_date'))).toBe(stored[0]);
    await done(page);
  });
});

describe('carousels', () => {
  it('move with the next button and the dots, and the pause control stops autoplay', async () => {
    const page = await open('/');
    const slides = page.locator('#car-servicios-slides');
    const dots = slides.locator('.car-dot');
    expect(await dots.nth(0).getAttribute('aria-current')).toBe('true');
    await slides.getByRole('button', { name: 'Diapositiva siguiente' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dots.nth(1).getAttribute('aria-current')).toBe('true');
    const pause = slides.locator('.car-pause');
    expect(await pause.getAttribute('aria-pressed')).toBe('true'); // pressing "next" is an interaction: autoplay stopped
    await pause.click();
    expect(await pause.textContent()).toBe('Pausar');
    await pause.click();
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    expect(await pause.textContent()).toBe('Reproducir');
    await done(page);
  });

  it('show a slideshow’s thumbnails, which follow the shown slide and show theirs when chosen, and pass axe', async () => {
    const images = ['consulta', 'clinica', 'hidratacion', 'acne'].map((name, i) => ({
      src: `/site/assets/img/${name}.svg`,
      alt: `Imagen ${i + 1}`,
    }));
    await testPage('pase', [
      {
        id: 'pase',
        type: 'media-carousel',
        settings: { label: 'Pase', skin: 'slideshow', autoplay: false, loop: false, slides: images },
      },
    ]);
    const page = await open('/pase/');
    const car = page.locator('#car-pase');
    const thumbs = car.locator('.car-thumb');
    const shown = () => car.locator('.car-cell.is-selected').getAttribute('aria-label');
    expect(await thumbs.count()).toBe(4);
    expect(await thumbs.nth(0).getAttribute('aria-current')).toBe('true');
    const box = await thumbs.nth(0).boundingBox();
    expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);

    await car.getByRole('button', { name: 'Mostrar imagen 3 de 4' }).click();
    await expect.poll(shown).toBe('3 de 4');
    expect(await thumbs.nth(2).getAttribute('aria-current')).toBe('true');
    expect(await thumbs.nth(0).getAttribute('aria-current')).toBeNull();

    await car.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect.poll(() => thumbs.nth(3).getAttribute('aria-current')).toBe('true');
    expect(await shown()).toBe('4 de 4');

    await car.getByRole('button', { name: 'Mostrar imagen 1 de 4' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toBe('1 de 4');

    const axe = await new AxeBuilder({ page })
      .include('#car-pase')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await done(page);
  });

  it('never start a slider with fewer than 2 slides', async () => {
    await testPage('una', [
      { id: 'uno', type: 'media-carousel', settings: { slides: [{ src: '/site/assets/img/acne.svg', alt: 'Una' }] } },
    ]);
    const page = await open('/una/');
    expect(await page.locator('.car').getAttribute('data-started')).toBe('false');
    expect(await page.locator('.car-controls').count()).toBe(0);
    await done(page);
  });
});

describe('loop widgets', () => {
  it('page the carousel of products with its arrows, reveal the next posts on "load more", and pass axe', async () => {
    await testPage('bucle', [
      {
        id: 'productos',
        type: 'loop-carousel',
        settings: { source: 'products', label: 'Productos', autoplay: false, slidesPerView: 2, count: 6 },
      },
      {
        id: 'entradas',
        type: 'loop-grid',
        settings: { source: 'posts', perPage: 1, pagination: 'load_more_on_click' },
      },
    ]);
    const page = await open('/bucle/');
    const carousel = page.locator('#car-productos');
    // Products come from the seeded catalogue, loaded because the page lists them.
    await expect.poll(() => carousel.locator('.loop-item--product').count()).toBe(6);
    const dots = carousel.locator('.car-dot');
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dots.nth(1).getAttribute('aria-current')).toBe('true');
    await carousel.getByRole('button', { name: 'Diapositiva anterior' }).click();
    await expect.poll(() => dots.nth(0).getAttribute('aria-current')).toBe('true');

    const grid = page.locator('#loop-entradas');
    expect(await grid.locator('.loop-item').count()).toBe(1);
    await grid.getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(() => grid.locator('.loop-item').count()).toBe(2);
    // The focus moves to the first new item once it is drawn, a moment after it is counted on a busy machine.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.matches('li:nth-child(2)')))
      .toBe(true);

    const axe = await new AxeBuilder({ page })
      .exclude('[data-beckon-popup]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await done(page);
  });
});
