/**
 * The clinic site's screenshot gallery: the builder's newer layouts (the gallery's justified and masonry
 * layouts, the folding nav menu, the headline's highlight, posts in full and in masonry, the table of contents'
 * icon, the slideshow's thumbnails, an entrance animation, the site pop-up with its close button outside) and
 * the fixed header, shop and form pages, each at 1280, 390 and 320 px. Every scene must fit the window's width
 * (nothing scrolls sideways) and draw something; the shots go to `site-gallery/` at the repository root
 * (gitignored; open site-gallery/index.html), apart from the pop-up gallery's `gallery/`, which that test
 * empties as it starts.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSectionPage, siteImage, useSiteBrowser } from '../helpers/site-browser.js';

const site = useSiteBrowser();
const GALLERY = new URL('../../../../site-gallery/', import.meta.url);
const WIDTHS = [1280, 390, 320] as const;
const HEIGHT = 800;

interface Widget {
  id: string;
  type: string;
  settings: Record<string, unknown>;
  children?: Widget[];
}

interface Scene {
  name: string;
  path: string;
  /** The page's widgets, saved at `path` with the site's header; none for the site's own pages. */
  widgets?: Widget[];
  /** Other top-level nodes (a pop-up sits beside the sections). */
  extra?: Widget[];
  /** What the visitor does before the shot; `wide` says whether the window is a desktop's. */
  act?: (page: Page, wide: boolean) => Promise<void>;
}

const images = [
  siteImage('consulta', 1200, 800, 'La consulta'),
  siteImage('clinica', 600, 900, 'Recepción'),
  siteImage('hidratacion', 1600, 900),
  siteImage('acne', 800, 800),
  siteImage('rosacea', 900, 1200),
  siteImage('hero', 1200, 700),
];
const menuItems = [
  { label: 'Inicio', href: '/' },
  { label: 'Tratamientos', links: [{ label: 'Acné', href: '/acne/' }] },
  { label: 'Contacto', href: '/contacto/' },
];

const SCENES: Scene[] = [
  { name: 'Home page: header with the clinic’s name and cart', path: '/' },
  { name: 'Shop: header cart icon', path: '/tienda/' },
  { name: 'Booking form', path: '/cita/' },
  {
    name: 'Gallery: justified rows',
    path: '/galeria-justificada-vista/',
    widgets: [
      {
        id: 'gj',
        type: 'gallery',
        settings: { images, layout: 'justified', idealRowHeight: { desktop: 220, mobile: 120 }, gap: 8 },
      },
    ],
  },
  {
    name: 'Gallery: masonry with captions on hover',
    path: '/galeria-mosaico-vista/',
    widgets: [
      {
        id: 'gm',
        type: 'gallery',
        settings: { images, layout: 'masonry', gap: 10, captionSource: 'caption', hoverAnimation: 'grow' },
      },
    ],
    act: async (page) => {
      await page.locator('#gal-gm .gal-item').first().hover();
    },
  },
  {
    name: 'Nav menu: folded below tablet, opened full width with plus icons',
    path: '/menu-plegable-vista/',
    widgets: [
      {
        id: 'nm',
        type: 'nav-menu',
        settings: {
          items: menuItems,
          breakpoint: 'tablet',
          openAnimation: 'slide',
          fullWidth: true,
          submenuIcon: 'plus',
        },
      },
    ],
    act: async (page, wide) => {
      if (wide) return;
      await page.locator('.nm-toggle').click();
      // The full-width list is placed against the window's edge once measured open.
      await page.waitForFunction(() =>
        document.querySelector<HTMLElement>('.nm-list')?.style.getPropertyValue('--nm-width'),
      );
    },
  },
  {
    name: 'Headline: highlight drawn over the phrase',
    path: '/titular-resaltado-vista/',
    widgets: [
      {
        id: 'hl',
        type: 'animated-headline',
        settings: { headlineStyle: 'highlight', beforeText: 'Cuidamos su', highlightedText: 'piel', loop: true },
      },
    ],
  },
  {
    name: 'Posts: full content in masonry columns, dots spinner',
    path: '/entradas-completas-vista/',
    widgets: [
      {
        id: 'pc',
        type: 'posts',
        settings: { skin: 'full_content', masonry: true, perPage: 3, columns: { desktop: 3 }, loadMoreSpinner: 'dots' },
      },
    ],
  },
  {
    name: 'Table of contents: check icons and a minimum height',
    path: '/indice-vista/',
    widgets: [
      {
        id: 'toc',
        type: 'table-of-contents',
        settings: { markerView: 'bullets', icon: 'check', container: 'main', minHeight: 200 },
      },
      { id: 'h1', type: 'heading', settings: { text: 'Qué es la dermatitis', level: 'h2' } },
      { id: 'h2', type: 'heading', settings: { text: 'Cómo se trata', level: 'h2' } },
    ],
  },
  {
    name: 'Slideshow with its thumbnail strip',
    path: '/pase-vista/',
    widgets: [
      {
        id: 'pase',
        type: 'media-carousel',
        settings: { label: 'Pase', skin: 'slideshow', autoplay: false, loop: false, slides: images },
      },
    ],
  },
  {
    name: 'Entrance animation on a button (played)',
    path: '/boton-animado-vista/',
    widgets: [
      {
        id: 'bt',
        type: 'button',
        settings: { label: 'Pida cita', href: '/contacto/', entranceAnimation: 'fadeInLeft', entranceDuration: 'fast' },
      },
    ],
  },
  {
    name: 'Site pop-up: site classes, close button outside',
    path: '/popup-vista/',
    widgets: [{ id: 'b1', type: 'button', settings: { label: 'Ver la promoción', href: '#promo' } }],
    extra: [
      {
        id: 'promo',
        type: 'popup',
        settings: {
          label: 'Promoción',
          openSelector: 'a[href="#promo"]',
          classes: 'promo-verano',
          preventScroll: true,
          closeButtonPosition: 'outside',
        },
        children: [
          { id: 'promo-h', type: 'heading', settings: { level: 'h2', text: 'Promoción de verano' } },
          { id: 'promo-t', type: 'text', settings: { blocks: ['Un 10 % en su primera consulta de dermatología.'] } },
        ],
      },
    ],
    act: async (page) => {
      await page.getByRole('link', { name: 'Ver la promoción' }).click();
      await page.getByRole('dialog', { name: 'Promoción' }).waitFor();
    },
  },
];

const figures: string[] = [];

beforeAll(async () => {
  await rm(GALLERY, { recursive: true, force: true });
  await mkdir(GALLERY, { recursive: true });
  let pageId = 9800;
  for (const scene of SCENES) {
    if (!scene.widgets) continue;
    await saveSectionPage(site.server.db, {
      pageId: pageId++,
      slug: scene.path.slice(1, -1),
      title: scene.name,
      widgets: scene.widgets,
      extra: scene.extra ?? [],
    });
  }
});

afterAll(async () => {
  await writeFile(
    new URL('index.html', GALLERY),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Clinic site gallery</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px}div{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
figure{margin:0}img{display:block;height:auto;border:1px solid #d0d7de}</style></head><body>
<h1>The clinic site’s layouts at 1280, 390 and 320 px</h1>
<p>Written by apps/server/test/browser/site-gallery.test.ts (npm test) from the built site.</p>
<div>${figures.join('\n')}</div></body></html>
`,
  );
});

describe.each(WIDTHS)('the clinic site at %i px', (width) => {
  it.each(SCENES.map((s, i) => [s.name, i] as const))('draws “%s” within the window’s width', async (_, i) => {
    const scene = SCENES[i] as Scene;
    const page = await site.open(scene.path, width, HEIGHT, { reducedMotion: 'reduce' });
    await scene.act?.(page, width >= 1025);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${scene.path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    const shot = await page.screenshot({ type: 'jpeg', quality: 60, scale: 'css' });
    // Something drawn: a plain white capture of this size is a few KB.
    expect(shot.length).toBeGreaterThan(6_000);
    const file = `${scene.path.replaceAll('/', '') || 'inicio'}-${width}.jpg`;
    await writeFile(new URL(file, GALLERY), shot);
    figures.push(
      `<figure><a href="${file}"><img src="${file}" alt="" loading="lazy" width="${Math.min(width, 640) / 2}"></a>` +
        `<figcaption>${scene.name} · ${width} px</figcaption></figure>`,
    );
    await site.done(page);
  });
});
