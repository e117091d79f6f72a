/** Loop grid and loop carousel (§3): what each setting changes in the server HTML. */
import { describe, expect, it } from 'vitest';
import { parseDocument, renderPage, type SiteData, widgets } from '../src/index.js';
import type { ProductView } from '../src/shop/views.js';
import { currentPage, documentListsProducts, loopItems, nextShown } from '../src/widgets/loop-grid/items.js';
import { band, page, site } from './fixtures.js';

const product = (slug: string, name: string, prices: number[], compareAt: number | null = null): ProductView => ({
  slug,
  name,
  category: 'Hidratación',
  shortDescription: `Descripción de ${name}`,
  description: '',
  variants: prices.map((priceCents, i) => ({
    id: i + 1,
    name: `${i}`,
    priceCents,
    compareAtCents: compareAt,
    stock: 5,
  })),
  images: [{ url: `/site/assets/img/productos/${slug}-1.svg`, alt: `Envase de ${name}`, width: 800, height: 800 }],
  pricesIncludeTax: true,
});

const posts = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  title: `Artículo ${i + 1}`,
  excerpt: `Resumen ${i + 1}`,
  path: `/articulo-${i + 1}/`,
  image: `/site/assets/img/${i + 1}.svg`,
  date: `2026-03-0${i + 1}T10:00:00.000Z`,
  tags: [],
}));
const products = [
  product('crema', 'Crema con ceramidas', [1890]),
  product('serum', 'Sérum de vitamina C', [2950, 2450]),
  product('gel', 'Gel limpiador', [1200], 1500),
];
const full: SiteData = { recentPosts: posts, totalPosts: posts.length, products };
const none: SiteData = { recentPosts: [], totalPosts: 0 };

function render(type: string, settings: Record<string, unknown>, data: SiteData = full) {
  const content = band([{ id: 'l', type, settings }]);
  const doc = parseDocument({ schemaVersion: 1, root: { settings: { showHeader: false } }, content }, widgets);
  return renderPage({ doc, widgets, data, site, page, kind: 'page', assetBase: '/site/assets', endOfBody: '' });
}
const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;
/** Visible text: tags and React's text separators dropped, spaces (non-breaking too) made plain. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the loop grid', () => {
  it('sets its columns per device: desktop, and tablet and mobile below their breakpoints', () => {
    const { html } = render('loop-grid', { columns: { desktop: 4, tablet: 2, mobile: 1 } });
    expect(html).toContain('#loop-l{--cols:4}');
    expect(html).toContain('@media (max-width:1024px){#loop-l{--cols:2}}');
    expect(html).toContain('@media (max-width:767px){#loop-l{--cols:1}}');
    expect(html).toContain('.loop-grid{display:grid;grid-template-columns:repeat(var(--cols)');
  });

  it('lists the newest posts with image, date, linked title and excerpt when the source is posts', () => {
    const { html } = render('loop-grid', { source: 'posts', perPage: 2 });
    expect(count(html, /class="loop-item loop-item--post"/g)).toBe(2);
    expect(html).toContain('<a href="/articulo-1/">Artículo 1</a>');
    expect(html).toContain('<time dateTime="2026-03-01T10:00:00.000Z">1 de marzo de 2026</time>');
    expect(html).toContain('Resumen 2');
    expect(html).toContain('src="/site/assets/img/1.svg"');
    expect(html).not.toContain('Artículo 3');
  });

  it('lists products with category, linked name, euro price ("Desde" for varied prices, the old price struck)', () => {
    const { html } = render('loop-grid', { source: 'products' });
    expect(count(html, /class="loop-item loop-item--product"/g)).toBe(3);
    expect(html).toContain('<a href="/producto/crema/">Crema con ceramidas</a>');
    const prices = [...html.matchAll(/<p class="loop-item-price">(.*?)<\/p>/g)].map((m) => textOf(m[1] ?? ''));
    expect(prices).toEqual([
      '18,90 €',
      'Desde 24,50 €',
      'El precio original era: 15,00 € El precio actual es: 12,00 €',
    ]);
    expect(html).toContain('<del><span class="sr-only">El precio original era: </span>15,00');
    expect(html).toContain('Hidratación');
    expect(html).toContain('Descripción de Gel limpiador');
    expect(html).not.toContain('loop-item--post');
  });

  it('shows each product’s first picture with its alt text and size', () => {
    const { html } = render('loop-grid', { source: 'products' });
    expect(html).toContain(
      '<img class="loop-item-img loop-item-img--product" src="/site/assets/img/productos/crema-1.svg" alt="Envase de Crema con ceramidas" width="800" height="800"',
    );
  });

  it('shows its empty message, and no list, when the source has nothing', () => {
    const { html, islands } = render(
      'loop-grid',
      { source: 'products', emptyMessage: 'Pronto habrá productos.' },
      none,
    );
    expect(html).toContain('<p class="loop-empty">Pronto habrá productos.</p>');
    expect(html).not.toContain('class="loop-grid"');
    expect(islands).not.toContain('loop-grid');
  });

  it('without pagination shows one page of items as plain HTML, with no script', () => {
    const { html, islands } = render('loop-grid', { perPage: 3, pagination: 'none' });
    expect(count(html, /loop-item--post/g)).toBe(3);
    expect(islands).not.toContain('loop-grid');
    expect(html).not.toContain('Cargar más');
  });

  it('with load-more pagination shows the first page and a labelled button, the rest in the island', () => {
    const { html, islands } = render('loop-grid', {
      perPage: 3,
      pagination: 'load_more_on_click',
      loadMoreLabel: 'Ver más',
    });
    expect(islands).toContain('loop-grid');
    expect(count(html, /class="loop-item loop-item--post"/g)).toBe(3);
    expect(html).toContain('>Ver más</button>');
    const props = JSON.parse(
      (html.match(/data-island="loop-grid" data-props="([^"]*)"/)?.[1] ?? '{}').replaceAll('&quot;', '"'),
    ) as { items: unknown[]; perPage: number };
    expect(props.items).toHaveLength(8);
    expect(props.perPage).toBe(3);
  });

  it('needs no island when one page holds every item', () => {
    const { html, islands } = render('loop-grid', { source: 'products', perPage: 6, pagination: 'load_more_on_click' });
    expect(islands).not.toContain('loop-grid');
    expect(count(html, /loop-item--product/g)).toBe(3);
    expect(html).not.toContain('Cargar más');
  });
});

describe('the loop carousel', () => {
  it('shows `count` items of its source as slides of the carousel island, with per-device slides per view', () => {
    const { html, islands } = render('loop-carousel', {
      source: 'posts',
      count: 4,
      slidesPerView: { desktop: 2, mobile: 1 },
      showArrows: true,
    });
    expect(islands).toContain('carousel');
    expect(count(html, /class="loop-item loop-item--post"/g)).toBe(4);
    expect(html).toContain('#car-l{--per-view:2;');
    expect(html).toContain('@media (max-width:767px){#car-l{--per-view:1}}');
    expect(html).toContain('aria-label="Diapositiva siguiente"');
  });

  it('shows products when the source is products, and no arrows when they are off', () => {
    const { html } = render('loop-carousel', { source: 'products', showArrows: false });
    expect(count(html, /class="loop-item loop-item--product"/g)).toBe(3);
    expect(html).not.toContain('Diapositiva siguiente');
  });

  it('shows its empty message and starts no carousel when the source has nothing', () => {
    const { html, islands } = render('loop-carousel', { source: 'posts', emptyMessage: 'Sin artículos.' }, none);
    expect(html).toContain('<p class="loop-empty">Sin artículos.</p>');
    expect(islands).not.toContain('carousel');
  });
});

describe('the loop button of a product', () => {
  it('adds a product’s only variant, asks to choose among several, and reads more when sold out', () => {
    const soldOut: ProductView = {
      ...product('ojos', 'Contorno de ojos', [2100]),
      variants: [{ id: 9, name: '', priceCents: 2100, compareAtCents: null, stock: 0 }],
    };
    const buttons = loopItems({ ...full, products: [...products, soldOut] }, 'products').map((item) =>
      item.kind === 'product' ? item.button : null,
    );
    expect(buttons).toEqual([
      { kind: 'add', variantId: 1 },
      { kind: 'choose' },
      { kind: 'add', variantId: 1 },
      { kind: 'read-more' },
    ]);
  });

  it('loads the add-to-cart island where a grid or carousel of products can add, never for posts', () => {
    expect(render('loop-grid', { source: 'products' }).islands).toContain('loop-add-to-cart');
    expect(render('loop-carousel', { source: 'products' }).islands).toContain('loop-add-to-cart');
    expect(render('loop-grid', { source: 'posts' }).islands).not.toContain('loop-add-to-cart');
  });
});

describe('documentListsProducts', () => {
  const doc = (settings: unknown) => ({
    content: [{ type: 'section', children: [{ type: 'column', children: [{ type: 'loop-carousel', settings }] }] }],
  });

  it('finds a loop widget over products at any depth, so the server loads the catalogue only then', () => {
    expect(documentListsProducts(doc({ source: 'products' }))).toBe(true);
    expect(documentListsProducts(doc({ source: 'posts' }))).toBe(false);
    expect(documentListsProducts(doc({}))).toBe(false);
    expect(documentListsProducts({ content: [{ type: 'heading', settings: { source: 'products' } }] })).toBe(false);
    expect(documentListsProducts(null)).toBe(false);
  });
});

describe('nextShown', () => {
  it('reveals one page more on "load more", and never more items than there are', () => {
    expect(nextShown(3, 3, 8)).toBe(6);
    expect(nextShown(6, 3, 8)).toBe(8);
    expect(nextShown(8, 3, 8)).toBe(8);
  });
});

describe('the loop grid with numbered pagination', () => {
  const titles = (html: string) =>
    [...html.matchAll(/<h3 class="loop-item-title"><a [^>]*>([^<]*)</g)].map((m) => m[1]);
  const nav = (html: string) => html.match(/<nav class="loop-pages"[^>]*>(.*?)<\/nav>/)?.[1] ?? '';

  it('shows the first page as plain HTML with links to every page, the first marked current, and no script', () => {
    const { html, islands } = render('loop-grid', { perPage: 3, pagination: 'numbers' });
    expect(titles(html)).toEqual(['Artículo 1', 'Artículo 2', 'Artículo 3']);
    expect(islands).not.toContain('loop-grid');
    expect(html).toContain('<nav class="loop-pages" aria-label="Paginación">');
    expect(nav(html)).toContain('<span aria-current="page"><span class="sr-only">Página </span>1</span>');
    expect(nav(html)).toContain('<a href="/x/?page=2"><span class="sr-only">Página </span>2</a>');
    expect(nav(html)).toContain('<a href="/x/?page=3"><span class="sr-only">Página </span>3</a>');
    expect(nav(html)).toContain('<a href="/x/?page=2" rel="next">Página siguiente');
    expect(nav(html)).not.toContain('Página anterior');
  });

  it('shows the page the visit asks for, with a previous link, and the last page without a next link', () => {
    const second = render('loop-grid', { perPage: 3, pagination: 'numbers' }, { ...full, pageNumber: 2 }).html;
    expect(titles(second)).toEqual(['Artículo 4', 'Artículo 5', 'Artículo 6']);
    expect(nav(second)).toContain('<a href="/x/" rel="prev"><span aria-hidden="true">« </span>Página anterior</a>');
    expect(nav(second)).toContain('<a href="/x/"><span class="sr-only">Página </span>1</a>');
    expect(nav(second)).toContain('<span aria-current="page"><span class="sr-only">Página </span>2</span>');
    const last = render('loop-grid', { perPage: 3, pagination: 'numbers' }, { ...full, pageNumber: 3 }).html;
    expect(titles(last)).toEqual(['Artículo 7', 'Artículo 8']);
    expect(nav(last)).not.toContain('Página siguiente');
  });

  it('pages products too, and shows no page links when everything fits on one page', () => {
    const products = render('loop-grid', { source: 'products', perPage: 2, pagination: 'numbers' }, full).html;
    expect(count(products, /loop-item--product/g)).toBe(2);
    expect(nav(products)).toContain('href="/x/?page=2"');
    const one = render('loop-grid', { perPage: 12, pagination: 'numbers' }).html;
    expect(count(one, /loop-item--post/g)).toBe(8);
    expect(one).not.toContain('<nav class="loop-pages"');
  });

  it('keeps a requested page between the first and the last', () => {
    expect(currentPage(9, 8, 3)).toEqual({ current: 3, last: 3 });
    expect(currentPage(0, 8, 3)).toEqual({ current: 1, last: 3 });
    expect(currentPage(2, 8, 3)).toEqual({ current: 2, last: 3 });
    expect(currentPage(5, 0, 3)).toEqual({ current: 1, last: 1 });
  });
});

describe('the archive posts widget', () => {
  const items = (html: string) => [...html.matchAll(/<li data-template-id="(\d+)">/g)].map((m) => m[1]);

  it('lists the newest published posts, each item marked with its post id for ?theme_template_id', () => {
    const { html, islands } = render('archive-posts', { perPage: 4 });
    expect(items(html)).toEqual(['1', '2', '3', '4']);
    expect(html).toContain('<a href="/articulo-1/">Artículo 1</a>');
    expect(html).toContain('<time dateTime="2026-03-01T10:00:00.000Z">1 de marzo de 2026</time>');
    expect(html).toContain('<p class="loop-item-text">Resumen 1</p>');
    expect(islands).toContain('archive-posts');
    expect(html).toContain('.loop-grid{display:grid');
  });

  it('sets its columns per device', () => {
    const { html } = render('archive-posts', { columns: { desktop: 2, tablet: 2, mobile: 1 } });
    expect(html).toContain('#archive-l{--cols:2}');
    expect(html).toContain('@media (max-width:767px){#archive-l{--cols:1}}');
  });

  it('hides the excerpt and the date when they are turned off', () => {
    const { html } = render('archive-posts', { showExcerpt: false, showDate: false });
    expect(html).toContain('Artículo 1');
    expect(html).not.toContain('Resumen 1');
    expect(html).not.toContain('<time');
  });

  it('shows its Spanish empty message, and loads no script, when nothing is published', () => {
    const byDefault = render('archive-posts', {}, none);
    expect(byDefault.html).toContain('<p class="loop-empty">Todavía no hay entradas publicadas.</p>');
    expect(byDefault.islands).not.toContain('archive-posts');
    expect(render('archive-posts', { emptyMessage: 'Nada aún.' }, none).html).toContain('Nada aún.');
  });
});

describe('the product image carousel widget', () => {
  const withPictures = (n: number): SiteData => ({
    ...none,
    products: [
      {
        ...product('serum', 'Sérum de vitamina C', [2950]),
        images: Array.from({ length: n }, (_, i) => ({
          url: `/site/assets/img/productos/serum-${i + 1}.svg`,
          alt: `Imagen ${i + 1} del sérum`,
          width: 800,
          height: 800,
        })),
      },
    ],
  });

  it('shows the named product’s pictures in a carousel that starts with two or more', () => {
    const { html, islands } = render('product-images', { product: 'serum' }, withPictures(2));
    expect(islands).toContain('carousel');
    expect(html).toContain('aria-label="Imágenes de «Sérum de vitamina C»"');
    expect(html).toContain('data-started="true"');
    expect(html).toContain('alt="Imagen 2 del sérum"');
    // One per view on every device, however many pictures.
    expect(html).toContain('#car-l{--per-view:1;');
  });

  it('shows thumbnails under the picture instead of dots, as a shop’s product gallery does', () => {
    const { html } = render('product-images', { product: 'serum' }, withPictures(2));
    expect(html).toContain('aria-label="Mostrar imagen 2 de 2"');
    expect(html).not.toContain('Ir a la diapositiva');
    // Five thumbnails per view, never more than there are pictures.
    expect(html).toContain('--thumbs:2;');
  });

  it('starts no slider for a single picture, and says what is missing for an unknown product', () => {
    const single = render('product-images', { product: 'serum' }, withPictures(1)).html;
    expect(single).toContain('data-started="false"');
    expect(single).not.toContain('class="car-thumbs"');
    expect(render('product-images', { product: 'serum' }, withPictures(0)).html).toContain(
      '<p class="loop-empty">Elija un producto con imágenes.</p>',
    );
    expect(render('product-images', { product: 'otro' }, withPictures(2)).html).not.toContain('data-island');
  });

  it('makes the server load the catalogue for a page holding it', () => {
    expect(documentListsProducts({ content: [{ type: 'product-images', settings: { product: 'serum' } }] })).toBe(true);
  });
});
