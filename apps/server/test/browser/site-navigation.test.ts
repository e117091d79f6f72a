import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { savePage } from '../../src/plugins/site/page-repository.js';
import { saveSectionPage, useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const { open } = site;

describe('nav menu (dropdown layout, post 228)', () => {
  it('opens the list and one sub-menu at a time from the keyboard; Escape closes and returns focus', async () => {
    const page = await open('/dermatitis-atopica/');
    const nav = page.getByRole('navigation', { name: 'Más información' });
    const toggle = nav.getByRole('button', { name: 'Más información' });
    expect(await nav.locator('.nm-list').isHidden()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const first = nav.getByRole('button', { name: 'Cuidados de la piel' });
    const second = nav.getByRole('button', { name: 'Otras consultas frecuentes' });
    await page.keyboard.press('Tab');
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'Hidratación de la piel' }).isVisible()).toBe(true);
    await second.focus();
    await page.keyboard.press('Space');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Rosácea' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    // Escape in the same frame as the switch to another panel returns focus to
    // the panel just opened, not the one before it.
    await first.focus();
    await page.keyboard.press('Enter');
    await second.evaluate((el) => {
      (el as HTMLElement).focus();
      el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await page.keyboard.press('Escape');
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('mega menu (click mode, home page)', () => {
  it('shows one tab’s content at a time and closes it on a second click', async () => {
    const page = await open('/');
    const menu = page.getByRole('navigation', { name: 'Información práctica' });
    const horarios = menu.getByRole('button', { name: 'Horarios' });
    const visita = menu.getByRole('button', { name: 'Primera visita' });
    await horarios.click();
    expect(await menu.getByText('Horario de atención').isVisible()).toBe(true);
    await visita.click();
    expect(await horarios.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getByText('Qué traer a la primera consulta').isVisible()).toBe(true);
    await visita.click();
    expect(await visita.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.locator('.nm-panel:visible').count()).toBe(0);
    await page.context().close();
  });

  it('places the content above only when it fits there and not below', async () => {
    const page = await open('/', 1280, 800);
    const button = page
      .getByRole('navigation', { name: 'Información práctica' })
      .getByRole('button', { name: 'Primera visita' });
    // Put the tab near the bottom of the viewport: no room below, room above.
    await button.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 20));
    await button.click();
    const panel = page.locator('.nm-panel:visible');
    await expect.poll(() => panel.getAttribute('data-placement')).toMatch(/^top/);
    const [p, b] = await Promise.all([panel.boundingBox(), button.boundingBox()]);
    expect((p?.y ?? 0) + (p?.height ?? 0)).toBeLessThanOrEqual((b?.y ?? 0) + 1);
    await page.context().close();
  });

  it('opens on hover after 250 ms and closes 500 ms after the pointer leaves, in hover mode', async () => {
    await saveSectionPage(site.server.db, {
      pageId: 9200,
      slug: 'menu-hover',
      title: 'Menú',
      rootSettings: { showHeader: false },
      widgets: [
        {
          id: 'mm',
          type: 'mega-menu',
          settings: { label: 'Prueba', tabs: [{ title: 'Uno', text: 'Contenido uno' }] },
        },
      ],
    });
    // On the fake clock: the 250 ms show and 500 ms hide delays (§9) are checked exactly, at any machine load.
    const page = await open('/menu-hover/', 1280, 800, { fakeClock: true });
    const tab = page.getByRole('button', { name: 'Uno' });
    await page.clock.runFor(100); // Preact runs effects (the hover mode's listeners) on the next animation frames
    await tab.hover();
    await page.clock.runFor(200);
    expect(await tab.getAttribute('aria-expanded')).toBe('false');
    await page.clock.runFor(100);
    await expect.poll(() => tab.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(5, 700);
    await page.clock.runFor(450);
    expect(await tab.getAttribute('aria-expanded')).toBe('true');
    await page.clock.runFor(100);
    await expect.poll(() => tab.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});

describe('animated headline', () => {
  it('rotates its words every 2.5 s, keeps the full sentence for screen readers, and pauses on request', async () => {
    const page = await open('/', 1280, 800, { fakeClock: true });
    const word = page.locator('.ah-word');
    expect(await word.textContent()).toBe('en cada etapa de la vida');
    expect(await page.locator('h1 .sr-only').textContent()).toBe(
      'Cuidamos de su piel en cada etapa de la vida, con rigor y cercanía, con tiempo para escucharle',
    );
    await page.clock.runFor(2_400);
    expect(await word.textContent()).toBe('en cada etapa de la vida');
    await page.clock.runFor(200);
    await expect.poll(() => word.textContent()).toBe('con rigor y cercanía');
    await page.getByRole('button', { name: 'Pausar animación' }).click();
    const paused = await word.textContent();
    await page.clock.runFor(6_000);
    expect(await word.textContent()).toBe(paused);
    await page.context().close();
  });

  it('keeps its size while the words rotate on a phone, so the text below never moves', async () => {
    const page = await open('/', 412, 823, { fakeClock: true });
    const box = () =>
      page.evaluate(() => {
        const r = document.querySelector('.ah')?.getBoundingClientRect();
        return r ? `${Math.round(r.width)}×${Math.round(r.height)}` : 'missing';
      });
    const sizes = [await box()];
    for (const next of ['con rigor y cercanía', 'con tiempo para escucharle']) {
      await page.clock.runFor(2_600);
      await expect.poll(() => page.locator('.ah-word').textContent()).toBe(next);
      sizes.push(await box());
    }
    expect(new Set(sizes).size, sizes.join(', ')).toBe(1);
    await page.context().close();
  });
});

describe('sticky column', () => {
  it('stays below the header while scrolling on a desktop and scrolls away on a phone', async () => {
    const desk = await open('/dermatitis-atopica/', 1280);
    const aside = desk.locator('#c-procedimiento-c2');
    await desk.locator('#paso4-h, #seguimiento').first().scrollIntoViewIfNeeded();
    const top = await aside.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(80);
    expect(top).toBeLessThanOrEqual(100);
    await desk.context().close();
    const phone = await open('/dermatitis-atopica/', 390);
    expect(await phone.locator('#c-procedimiento-c2').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await phone.context().close();
  });
});

describe('sticky helper (leaving the section, effects offset)', () => {
  const tall = (id: string) => ({
    id,
    type: 'text',
    settings: {
      blocks: Array.from(
        { length: 24 },
        (_, i) => `Párrafo ${i + 1}. ${'Texto de relleno para dar altura. '.repeat(8)}`,
      ),
    },
  });
  const twoColumns = (id: string, sticky: Record<string, unknown>) => ({
    id,
    type: 'section',
    settings: {},
    children: [
      {
        id: `${id}-a`,
        type: 'column',
        settings: { span: { desktop: 4, tablet: 12 }, sticky: 'top', stickyOn: ['desktop', 'laptop'], ...sticky },
        children: [{ id: `${id}-t`, type: 'text', settings: { blocks: ['Pida cita hoy'] } }],
      },
      { id: `${id}-b`, type: 'column', settings: { span: { desktop: 8, tablet: 12 } }, children: [tall(`${id}-t2`)] },
    ],
  });

  beforeAll(async () => {
    await savePage(site.server.db, {
      accountId: 'de30c1e0a1b2c',
      pageId: 9300,
      kind: 'page',
      slug: 'sticky-helper',
      title: 'Sticky',
      excerpt: '',
      featuredImage: null,
      document: {
        schemaVersion: 1,
        root: { settings: {} },
        content: [
          // Stays in its section, raised as a card 40 px past its sticking point.
          twoColumns('pin', { stickyEffectsOffset: 40 }),
          // Leaves its section: stays stuck for the rest of the page.
          twoColumns('free', { stickyParent: false }),
          {
            id: 'end',
            type: 'section',
            settings: {},
            children: [{ id: 'end-c', type: 'column', settings: {}, children: [tall('end-t')] }],
          },
        ],
      },
    });
  });

  const box = (page: Page, selector: string) =>
    page.evaluate((sel) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      if (!r) throw new Error(`no ${sel}`);
      return {
        top: Math.round(r.top),
        bottom: Math.round(r.bottom),
        left: Math.round(r.left),
        right: Math.round(r.right),
      };
    }, selector);
  /** Scrolls so the element's place in the flow (its spacer once stuck) is `top` px below the window's top. */
  const scrollPlaceTo = (page: Page, selector: string, top: number) =>
    page.evaluate(
      ([sel, y]) => {
        const el = document.querySelector(sel) as HTMLElement;
        const place = el.nextElementSibling?.classList.contains('sticky-spacer') ? el.nextElementSibling : el;
        scrollBy(0, place.getBoundingClientRect().top - y);
      },
      [selector, top] as const,
    );
  const classesOf = (page: Page, selector: string) => page.locator(selector).getAttribute('class');

  it('pins to its section’s bottom, shows effects past the offset, leaves its section when told, and stops on a tablet', async () => {
    const page = await open('/sticky-helper/', 1280, 800);
    const html = await page.content();
    expect(html).toContain('islands/sticky.js');
    const beside = await box(page, '#c-pin-b');
    // 72 px header: stuck 10 px past the sticking point, the card look not yet applied…
    await scrollPlaceTo(page, '#c-pin-a', 62);
    await expect.poll(() => classesOf(page, '#c-pin-a')).toBe('column sticky sticky-active');
    expect((await box(page, '#c-pin-a')).top).toBe(72);
    // Its spacer holds its place: the column beside it has not moved.
    expect(await page.locator('.sticky-spacer').count()).toBe(1);
    expect((await box(page, '#c-pin-b')).left).toBe(beside.left);
    // …and 50 px past it, it is (the theme raises it with a shadow).
    await scrollPlaceTo(page, '#c-pin-a', 22);
    await expect.poll(() => classesOf(page, '#c-pin-a')).toContain('sticky-effects');
    expect(await page.locator('#c-pin-a').evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    // Near the end of its section it rides on the section's bottom edge.
    const grid = '#s-pin';
    await page.evaluate(
      (sel) => scrollBy(0, (document.querySelector(sel) as HTMLElement).getBoundingClientRect().bottom - 80),
      grid,
    );
    await expect.poll(async () => (await box(page, '#c-pin-a')).bottom).toBe((await box(page, grid)).bottom);
    expect((await box(page, '#c-pin-a')).top).toBeLessThan(72);
    // The column told to leave its section is still stuck below the header a whole screen past that section.
    await page.evaluate(() =>
      scrollBy(0, (document.querySelector('#s-free') as HTMLElement).getBoundingClientRect().bottom + 800),
    );
    await expect.poll(async () => (await box(page, '#c-free-a')).top).toBe(72);
    expect((await box(page, '#c-pin-a')).bottom).toBeLessThan(0);
    // A tablet is not one of its devices: after the resize settles it is back in the flow.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => classesOf(page, '#c-free-a')).toBe('column');
    expect(await page.locator('#c-free-a').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    expect(await page.locator('.sticky-spacer').count()).toBe(0);
    await site.done(page);
  });

  it('keeps a right-to-left column stuck exactly over its place, against the right side', async () => {
    const page = await open('/sticky-helper/', 1280, 800);
    await page.route('**/sticky-helper/', async (route) => {
      const res = await route.fetch();
      await route.fulfill({
        response: res,
        body: (await res.text()).replace('<html lang="es">', '<html lang="es" dir="rtl">'),
      });
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await scrollPlaceTo(page, '#c-pin-a', 0);
    await expect.poll(() => classesOf(page, '#c-pin-a')).toContain('sticky-active');
    const stuck = await box(page, '#c-pin-a');
    const place = await box(page, '#c-pin-a + .sticky-spacer');
    expect(stuck.top).toBe(72);
    expect([stuck.left, stuck.right]).toEqual([place.left, place.right]);
    expect(stuck.left).toBeGreaterThan(640);
    await site.done(page);
  });
});

describe('social embed', () => {
  it('loads nothing from the network until the visitor consents, then remembers it', async () => {
    const page = await open('/');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    );
    const embed = page.locator('.se');
    await embed.scrollIntoViewIfNeeded();
    expect(await embed.locator('iframe').count()).toBe(0);
    expect(requested.some((u) => u.includes('youtube'))).toBe(false);
    await page.getByRole('button', { name: 'Cargar contenido de YouTube' }).click();
    await expect
      .poll(() => embed.locator('iframe').getAttribute('src'))
      .toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(await page.evaluate(() => localStorage.getItem('site-embed-consent'))).toBe('["youtube"]');
    await page.reload();
    await page.locator('.se').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.se iframe').count()).toBe(1);
    await page.context().close();
  });

  it('shows the whole consent text and both choices on a 390 px phone', async () => {
    const page = await open('/', 390);
    const embed = page.locator('.se');
    await embed.scrollIntoViewIfNeeded();
    const box = await embed.boundingBox();
    if (!box) throw new Error('no embed box');
    for (const control of [
      page.getByRole('button', { name: 'Cargar contenido de YouTube' }),
      page.getByRole('link', { name: 'Ver en YouTube' }),
    ]) {
      const b = await control.boundingBox();
      if (!b) throw new Error('a consent control has no box');
      expect(b.y).toBeGreaterThanOrEqual(box.y);
      expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height);
    }
    expect(await embed.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
    await page.context().close();
  });
});
