/**
 * The site's own pop-up widget in Chromium (§3 Popup settings, §4): the home page's "Pide cita" link opens
 * it through a `popup:open` action, focus stays inside and returns to the link, Escape closes it, a
 * scroll-percentage trigger opens another, and axe-core finds nothing with it open on a desktop and a phone;
 * the timing settings (delayed close button, Esc prevented, closing by itself, avoid multiple pop-ups, once per
 * session, do not show again) on a fake clock; the logged_in rule read from the sign-in flag cookie; the
 * scrolling_to, click and inactivity triggers and the url, devices and page_views rules.
 */
import { popupActionHref } from '@beckon/page-widgets';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { savePage } from '../../src/plugins/site/page-repository.js';
import { SITE_ACCOUNT_ID } from '../../src/plugins/site/site-config.js';
import { siteAxeViolations } from '../helpers/site-axe.js';
import { useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const open = (path: string, width = 1280) => site.open(path, width, 900, { reducedMotion: 'reduce' });

const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

describe('the clinic’s "Pide cita" pop-up', () => {
  it('opens from its popup:open link, keeps focus inside, closes on Escape and gives focus back, axe-clean at 1280 and 390 px', async () => {
    const page = await open('/');
    const dialog = page.getByRole('dialog', { name: 'Pida su cita' });
    expect(await dialog.isVisible()).toBe(false);
    const link = page.getByRole('link', { name: 'Pide cita', exact: true });
    await link.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(page.url()).not.toContain('elementor-action');
    await expect.poll(() => focusedText(page)).toBe('Cerrar');
    expect(await siteAxeViolations(page)).toEqual([]);
    // Close button, the online booking link, the phone link; then round again.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Pedir cita en línea');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Llamar al 910 000 000');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Cerrar');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe('Llamar al 910 000 000');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await focusedText(page)).toBe('Pide cita');

    // The same page on a phone: one page load serves both widths.
    await page.setViewportSize({ width: 390, height: 844 });
    await link.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await siteAxeViolations(page)).toEqual([]);
    await site.done(page);
  });
});

type Node = { id: string; type: string; settings: Record<string, unknown>; children?: Node[] };

async function popupPage(pageId: number, slug: string, content: Node[]): Promise<void> {
  await savePage(site.server.db, {
    accountId: SITE_ACCOUNT_ID,
    pageId,
    kind: 'page',
    slug,
    title: slug,
    excerpt: '',
    featuredImage: null,
    document: { schemaVersion: 1, root: { settings: { showHeader: false } }, content },
  });
}

describe('a pop-up with a scroll trigger', () => {
  it('opens once the visitor has scrolled down half the page, and closes by its button', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `Párrafo ${i + 1} sobre el cuidado de la piel.`);
    await popupPage(9600, 'popup-scroll', [
      {
        id: 's',
        type: 'section',
        settings: {},
        children: [
          {
            id: 'c',
            type: 'column',
            settings: {},
            children: [{ id: 't', type: 'text', settings: { blocks: long } }],
          },
        ],
      },
      {
        id: 'news',
        type: 'popup',
        settings: { label: 'Novedades', triggers: { scrolling: { direction: 'down', offset: 50 } } },
        children: [{ id: 'news-h', type: 'heading', settings: { level: 'h2', text: 'Novedades de la clínica' } }],
      },
    ]);
    const page = await open('/popup-scroll/');
    const dialog = page.getByRole('dialog', { name: 'Novedades' });
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.3));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await dialog.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The first trigger removed them all: scrolling again does not reopen it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await dialog.isVisible()).toBe(false);
    await site.done(page);
  });
});

describe('pop-ups on a page-load trigger', () => {
  it('honour the close delay, Esc prevented, closing by itself, avoid multiple, once per session and do not show again', async () => {
    const heading = (id: string, text: string): Node => ({ id, type: 'heading', settings: { level: 'h2', text } });
    await popupPage(9601, 'popup-timing', [
      {
        id: 's',
        type: 'section',
        settings: {},
        children: [{ id: 'c', type: 'column', settings: {}, children: [heading('t', 'Página de prueba')] }],
      },
      {
        id: 'first',
        type: 'popup',
        settings: {
          label: 'Primera',
          triggers: { pageLoad: { delay: 0 } },
          timing: { times: { times: 1, period: 'session' } },
          closeButtonDelay: 2,
          preventCloseOnEsc: true,
          closeAutomatically: 5,
        },
        children: [heading('first-h', 'Primera ventana')],
      },
      {
        id: 'second',
        type: 'popup',
        settings: { label: 'Segunda', triggers: { pageLoad: { delay: 1 } }, avoidMultiplePopups: true },
        children: [
          heading('second-h', 'Segunda ventana'),
          {
            id: 'second-b',
            type: 'button',
            settings: { label: 'No volver a mostrar', href: popupActionHref('close', { do_not_show_again: 'yes' }) },
          },
        ],
      },
    ]);
    const page = await site.open('/popup-timing/', 1280, 900, { reducedMotion: 'reduce', fakeClock: true });
    const first = page.getByRole('dialog', { name: 'Primera' });
    const second = page.getByRole('dialog', { name: 'Segunda' });
    const closeFirst = first.getByRole('button', { name: 'Cerrar' });
    await page.clock.runFor(10);
    await expect.poll(() => first.isVisible()).toBe(true);
    expect(await closeFirst.isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    expect(await first.isVisible()).toBe(true);
    // The second one's trigger fires at 1 s while the first is open: avoid multiple keeps it closed.
    await page.clock.runFor(1000);
    expect(await second.isVisible()).toBe(false);
    await page.clock.runFor(1000);
    await expect.poll(() => closeFirst.isVisible()).toBe(true);
    await page.clock.runFor(3000);
    await expect.poll(() => first.isVisible()).toBe(false);

    // Same session: the first has had its one impression; the second now opens and is dismissed for good.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(1100);
    await expect.poll(() => second.isVisible()).toBe(true);
    expect(await first.isVisible()).toBe(false);
    await second.getByRole('link', { name: 'No volver a mostrar' }).click();
    await expect.poll(() => second.isVisible()).toBe(false);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('site-popups') ?? '{}').popup_second_disable),
    ).toBe(true);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(2000);
    expect(await page.evaluate(() => document.querySelectorAll('[data-site-popup]:not([hidden])').length)).toBe(0);
    await site.done(page);
  });
});

describe('site forms’ pop-up actions after submit', () => {
  it('open a pop-up without taking focus when accessible navigation is off, and close the form’s own pop-up 1 s after its success', async () => {
    const email = { id: 'email', type: 'email', label: 'Correo', required: true };
    await popupPage(9602, 'popup-forms', [
      {
        id: 's',
        type: 'section',
        settings: {},
        children: [
          {
            id: 'c',
            type: 'column',
            settings: {},
            children: [
              {
                id: 'alta',
                type: 'form',
                settings: {
                  formName: 'Alta',
                  captcha: 'none',
                  fields: [email],
                  popup: { action: 'open', id: 'gracias' },
                },
              },
            ],
          },
        ],
      },
      {
        id: 'gracias',
        type: 'popup',
        settings: { label: 'Gracias', a11yNavigation: false },
        children: [
          {
            id: 'opinion',
            type: 'form',
            settings: {
              formName: 'Opinión',
              captcha: 'none',
              fields: [{ id: 'nota', type: 'text', label: 'Su opinión', required: true }],
              popup: { action: 'close' },
            },
          },
        ],
      },
    ]);
    const page = await site.open('/popup-forms/', 1280, 900, { reducedMotion: 'reduce', fakeClock: true });
    const dialog = page.getByRole('dialog', { name: 'Gracias' });
    const alta = page.getByRole('form', { name: 'Alta' });
    await alta.getByLabel('Correo').fill('ana@example.com');
    await alta.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    // Accessible navigation off: focus is not moved in and the dialog does not claim to be modal.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    expect(await dialog.getAttribute('aria-modal')).toBeNull();

    await dialog.getByLabel('Su opinión').fill('Muy amables');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 10_000 }).toContain('Gracias');
    await page.clock.runFor(990);
    expect(await dialog.isVisible()).toBe(true);
    await page.clock.runFor(20);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Focus was in the pop-up's form (then on the body, its button disabled while sending), not elsewhere on
    // the page: it goes back to the button whose form opened the pop-up.
    expect(await page.evaluate(() => document.activeElement?.closest('form')?.getAttribute('aria-label'))).toBe('Alta');
    await site.done(page);
  });
});

describe('a pop-up with the logged_in rule', () => {
  it('shows to an anonymous visitor and not once the sign-in flag cookie says a listed role is signed in', async () => {
    await popupPage(9603, 'popup-logged-in', [
      {
        id: 's',
        type: 'section',
        settings: {},
        children: [{ id: 'c', type: 'column', settings: {}, children: [] }],
      },
      {
        id: 'guests',
        type: 'popup',
        settings: {
          label: 'Solo invitados',
          triggers: { pageLoad: { delay: 0 } },
          timing: { loggedIn: { users: 'custom', roles: ['customer'] } },
        },
        children: [{ id: 'g-h', type: 'heading', settings: { level: 'h2', text: 'Bienvenida' } }],
      },
    ]);
    const page = await site.open('/popup-logged-in/', 1280, 900, { reducedMotion: 'reduce', fakeClock: true });
    const dialog = page.getByRole('dialog', { name: 'Solo invitados' });
    await page.clock.runFor(10);
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // The flag shop sign-in sets beside its HttpOnly session (apps/server/src/http/signed-in-flag.ts).
    await page.context().addCookies([{ name: 'bk_logged_in_customer', value: '1', url: site.server.origin }]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(1000);
    expect(await page.locator('[data-site-popup="guests"][data-ready]').count()).toBe(1);
    expect(await dialog.isVisible()).toBe(false);
    await site.done(page);
  });
});

describe('pop-ups by each remaining trigger and rule', () => {
  it('open by scrolling to a selector, by the third click and after 5 s idle; the address, device, page-view and bad-regex rules hold', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `Párrafo ${i + 1} sobre el cuidado de la piel.`);
    const popup = (id: string, label: string, settings: Record<string, unknown>): Node => ({
      id,
      type: 'popup',
      settings: { label, ...settings },
      children: [{ id: `${id}-h`, type: 'heading', settings: { level: 'h2', text: label } }],
    });
    const onLoad = { pageLoad: { delay: 0 } };
    await popupPage(9604, 'popup-triggers', [
      {
        id: 's',
        type: 'section',
        settings: {},
        children: [
          { id: 'c', type: 'column', settings: {}, children: [{ id: 't', type: 'text', settings: { blocks: long } }] },
        ],
      },
      {
        id: 'fin',
        type: 'section',
        settings: { anchor: 'fin' },
        children: [
          {
            id: 'fc',
            type: 'column',
            settings: {},
            children: [{ id: 'fh', type: 'heading', settings: { level: 'h2', text: 'Fin' } }],
          },
        ],
      },
      popup('to-end', 'Al final', { triggers: { scrollingTo: { selector: '#fin' } } }),
      popup('clicks', 'Tres clics', { triggers: { click: { times: 3 } } }),
      popup('idle', 'Inactivo', { triggers: { inactivity: { time: 5 } } }),
      popup('phones', 'Solo móviles', { triggers: onLoad, timing: { devices: { devices: ['mobile'] } } }),
      popup('from-search', 'Desde el buscador', {
        triggers: onLoad,
        timing: { url: { url: 'buscador.example', action: 'show' } },
      }),
      popup('bad-regex', 'Regex rota', { triggers: onLoad, timing: { url: { url: '(', action: 'regex' } } }),
      popup('second-view', 'Segunda visita', { triggers: onLoad, timing: { pageViews: { views: 1 } } }),
    ]);
    const page = await site.open('/popup-triggers/', 1280, 900, { reducedMotion: 'reduce', fakeClock: true });
    const dialog = (name: string) => page.getByRole('dialog', { name });
    const shown = async () => {
      const names = [
        'Al final',
        'Tres clics',
        'Inactivo',
        'Solo móviles',
        'Desde el buscador',
        'Regex rota',
        'Segunda visita',
      ];
      const visible = await Promise.all(names.map((n) => dialog(n).isVisible()));
      return names.filter((_, i) => visible[i]);
    };
    await page.clock.runFor(10);
    expect(await page.locator('[data-site-popup][data-ready]').count()).toBe(7);
    expect(await shown()).toEqual([]);

    // Inactivity: nothing at 4.9 s, the pop-up at 5 s.
    await page.clock.runFor(4_890);
    expect(await shown()).toEqual([]);
    await page.clock.runFor(200);
    await expect.poll(shown).toEqual(['Inactivo']);
    await page.keyboard.press('Escape');
    await expect.poll(shown).toEqual([]);

    // Clicks anywhere count: the third opens it.
    for (let i = 0; i < 2; i++) await page.mouse.click(640, 120);
    expect(await shown()).toEqual([]);
    await page.mouse.click(640, 120);
    await expect.poll(shown).toEqual(['Tres clics']);
    await page.keyboard.press('Escape');
    await expect.poll(shown).toEqual([]);

    // Scrolling the #fin section into view.
    await page.evaluate(() => document.querySelector('#fin')?.scrollIntoView());
    await expect.poll(shown).toEqual(['Al final']);
    await page.keyboard.press('Escape');
    await site.done(page);

    // Second page view, arriving from the search engine: the address and page-view rules now pass; the
    // broken regex never shows, and the phones-only pop-up stays off a 1280 px screen.
    const again = await site.open('/popup-triggers/', 1280, 900, { reducedMotion: 'reduce', fakeClock: true });
    await again.goto(`${site.server.origin}/popup-triggers/`, { referer: 'https://buscador.example/?q=acne' });
    await again.clock.runFor(10);
    const againShown = async () =>
      (
        await Promise.all(
          ['Solo móviles', 'Desde el buscador', 'Regex rota', 'Segunda visita'].map(async (n) =>
            (await again.getByRole('dialog', { name: n }).isVisible()) ? n : '',
          ),
        )
      ).filter(Boolean);
    await expect.poll(againShown).toEqual(['Desde el buscador', 'Segunda visita']);
    await site.done(again);

    const phone = await site.open('/popup-triggers/', 390, 844, { reducedMotion: 'reduce', fakeClock: true });
    await phone.clock.runFor(10);
    await expect.poll(() => phone.getByRole('dialog', { name: 'Solo móviles' }).isVisible()).toBe(true);
    expect(await phone.getByRole('dialog', { name: 'Segunda visita' }).isVisible()).toBe(false);
    await site.done(phone);
  });
});

describe('the pop-up’s dialog settings', () => {
  const popup = (id: string, label: string, settings: Record<string, unknown>): Node => ({
    id,
    type: 'popup',
    settings: { label, ...settings },
    children: [{ id: `${id}-h`, type: 'heading', settings: { level: 'h2', text: label } }],
  });
  const long = Array.from({ length: 60 }, (_, i) => `Párrafo ${i + 1} sobre el cuidado de la piel.`);
  const body = (extra: Node[]): Node => ({
    id: 's',
    type: 'section',
    settings: {},
    children: [
      {
        id: 'c',
        type: 'column',
        settings: {},
        children: [{ id: 't', type: 'text', settings: { blocks: long } }, ...extra],
      },
    ],
  });

  it('open from their selector with the site’s classes, stop the page scrolling, put the close button outside and close on a background click unless prevented', async () => {
    await popupPage(9605, 'popup-dialog', [
      body([
        { id: 'b1', type: 'button', settings: { label: 'Ver la promoción', href: '#promo' } },
        { id: 'b2', type: 'button', settings: { label: 'Ver el aviso', href: '#aviso' } },
      ]),
      popup('promo', 'Promoción', {
        openSelector: 'a[href="#promo"]',
        classes: 'promo-verano destacada',
        preventScroll: true,
        closeButtonPosition: 'outside',
      }),
      popup('aviso', 'Aviso', { openSelector: 'a[href="#aviso"]', preventCloseOnBackgroundClick: true }),
    ]);
    const page = await open('/popup-dialog/');
    const promo = page.getByRole('dialog', { name: 'Promoción' });
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await overflow()).not.toBe('hidden');
    await page.getByRole('link', { name: 'Ver la promoción' }).click();
    await expect.poll(() => promo.isVisible()).toBe(true);
    expect(page.url()).not.toContain('#promo');
    expect(await promo.getAttribute('class')).toContain('promo-verano destacada');
    expect(await overflow()).toBe('hidden');
    // Outside: the close button is not in the box but at the viewport's top right corner.
    const close = promo.getByRole('button', { name: 'Cerrar' });
    expect(await close.evaluate((b) => b.closest('.sp-box') === null)).toBe(true);
    const at = await close.boundingBox();
    expect(at && at.x + at.width > 1280 - 80 && at.y < 80).toBe(true);
    await page.mouse.click(10, 450); // the dimmed background, beside the box
    await expect.poll(() => promo.isVisible()).toBe(false);
    expect(await overflow()).not.toBe('hidden');

    const aviso = page.getByRole('dialog', { name: 'Aviso' });
    await page.getByRole('link', { name: 'Ver el aviso' }).click();
    await expect.poll(() => aviso.isVisible()).toBe(true);
    expect(await aviso.getAttribute('class')).toContain('sp-close-inside');
    await page.mouse.click(10, 450);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await aviso.isVisible()).toBe(true);
    await site.done(page);
  });

  it('read the scroll 250 ms after it stops, and the first trigger to fire removes the others', async () => {
    await popupPage(9606, 'popup-first-trigger', [
      body([]),
      popup('scroll', 'Al bajar', { triggers: { scrolling: { direction: 'down', offset: 50 } } }),
      popup('first', 'Primera señal', { triggers: { click: { times: 1 }, pageLoad: { delay: 30 } } }),
    ]);
    const page = await site.open('/popup-first-trigger/', 1280, 900, { reducedMotion: 'reduce', fakeClock: true });
    const scroll = page.getByRole('dialog', { name: 'Al bajar' });
    const first = page.getByRole('dialog', { name: 'Primera señal' });
    // The page's timers are fake: the scroll event is awaited from here, then the clock moved by hand.
    const scrolled = () => page.evaluate(() => (window as unknown as { scrolled?: boolean }).scrolled === true);
    await page.evaluate(() => {
      window.addEventListener('scroll', () => Object.assign(window, { scrolled: true }), { once: true });
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect.poll(scrolled).toBe(true);
    await page.clock.runFor(200);
    expect(await scroll.isVisible()).toBe(false);
    await page.clock.runFor(100);
    await expect.poll(() => scroll.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => scroll.isVisible()).toBe(false);

    // A click fires the first pop-up's click trigger; its 30 s page-load trigger is gone with it.
    await page.mouse.click(640, 300);
    await expect.poll(() => first.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => first.isVisible()).toBe(false);
    await page.clock.runFor(31_000);
    expect(await first.isVisible()).toBe(false);
    await site.done(page);
  });
});
