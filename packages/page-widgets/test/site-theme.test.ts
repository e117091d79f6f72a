/** The theme drawn from the site's data: its colours, logo and footer, and stylesheets free of any one site's. */
import { describe, expect, it } from 'vitest';
import { parseDocument, renderPage, type SiteInfo, widgets } from '../src/index.js';
import { MENU_CART_CSS, SHOP_CSS } from '../src/shop/css.js';
import { renderShopPage } from '../src/shop/render-shop-page.js';
import { THEME_CSS } from '../src/theme/css.js';
import { DEFAULT_LOOK, themeVariables } from '../src/theme/theme-variables.js';
import { CAROUSEL_CSS } from '../src/widgets/carousel/settings.js';
import { LIGHTBOX_CSS } from '../src/widgets/gallery/lightbox-css.js';

const BAKERY: SiteInfo = {
  name: 'Panadería Trigo',
  tagline: 'Pan de masa madre',
  logo: '/site/media/logo-trigo.png',
  colours: { primary: '#7a4a21', accent: '#a0522d', text: '#2b2118', headings: '#3d2614' },
  fonts: { headings: 'serif', body: 'humanist' },
  menu: [{ label: 'Inicio', href: '/' }],
  footer: { address: 'Calle Mayor 1', phone: '', hours: '', note: '' },
};
const page = { id: 1, title: 'Inicio', excerpt: '', path: '/', url: 'http://h/', featuredImage: null };

function render(site: SiteInfo) {
  const doc = parseDocument({ schemaVersion: 1, root: { settings: {} }, content: [] }, widgets);
  const data = { recentPosts: [], totalPosts: 0 };
  return renderPage({ doc, widgets, data, site, page, kind: 'page', assetBase: '/a', endOfBody: '' }).html;
}

function shopPage(site: SiteInfo) {
  return renderShopPage({
    title: 'Aviso',
    description: '',
    path: '/tienda/aviso/',
    origin: 'http://h',
    site,
    assetBase: '/a',
    body: { page: 'message', props: { title: 'Aviso', text: 'Texto' } },
  });
}

describe('the site’s colours and fonts', () => {
  it('open the styles of a content page and of a shop page', () => {
    for (const html of [render(BAKERY), shopPage(BAKERY)]) {
      expect(html).toContain(`<style>${themeVariables(BAKERY)}`);
      expect(html).toContain('--primary:#7a4a21;');
    }
  });

  it('are the only colours of the theme in the stylesheets: none hard-codes a site’s', () => {
    const clinic = ['#0b5f5f', '#073f3f', '#0b4f52', '#094c4c', '#b3541e', '#10232f', '#1f2933', '#e8f1f1'];
    const sheets = [THEME_CSS, SHOP_CSS, MENU_CART_CSS, CAROUSEL_CSS, LIGHTBOX_CSS];
    for (const widget of widgets.values()) if (widget.css) sheets.push(widget.css);
    for (const css of sheets) for (const hex of clinic) expect(css.toLowerCase()).not.toContain(hex);
    expect(THEME_CSS).not.toContain('system-ui');
  });

  it('read only custom properties a page defines', () => {
    const defined = new Set(themeVariables(DEFAULT_LOOK).match(/--[\w-]+(?=:)/g) ?? []);
    const sheets = [THEME_CSS, SHOP_CSS, ...[...widgets.values()].map((w) => w.css ?? '')].join('');
    const read = new Set([...sheets.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1] ?? ''));
    // Widgets' own properties (--gap, --span…) are set inline or by their per-page rules: only the theme's families.
    const theme = [...read].filter((name) => /^--(primary|accent|text|headings|footer|font)/.test(name));
    expect(theme.length).toBeGreaterThan(10);
    expect(theme.filter((name) => !defined.has(name))).toEqual([]);
  });
});

describe('the header', () => {
  it('shows the logo beside the name as a decorative square mark, in a box set before it loads', () => {
    const html = render(BAKERY);
    expect(html).toContain(
      '<a class="site-name" href="/"><img class="site-logo" src="/site/media/logo-trigo.png" alt="" width="32" height="32"/><span>Panadería Trigo</span></a>',
    );
    expect(THEME_CSS).toMatch(/\.site-logo\{[^}]*width:2rem;height:2rem[^}]*\}/);
  });

  it('draws the name’s initial on the theme colour when the site has no logo', () => {
    const html = render({ ...BAKERY, logo: null });
    expect(html).toMatch(
      /<svg class="site-monogram" aria-hidden="true"[^>]*>.*>P<\/text><\/svg><span>Panadería Trigo<\/span><\/a>/,
    );
    expect(html).not.toContain('site-logo"');
  });
});

describe('the footer', () => {
  it('leaves out the lines the site left empty', () => {
    const html = render(BAKERY);
    expect(html).toContain('<p>Calle Mayor 1</p>');
    expect(html).not.toContain('Teléfono');
    expect(html).not.toContain('class="footer-note"');
  });

  it('leaves out the contact column when the site has no contact line, and an empty tagline', () => {
    const html = render({ ...BAKERY, tagline: ' ', footer: { address: '', phone: '', hours: '', note: '' } });
    expect(html).not.toContain('Contacto');
    expect(html).toMatch(/<p class="footer-title">Panadería Trigo<\/p><\/div>/);
  });

  it('prints every line the site gave', () => {
    const footer = { address: 'Calle Mayor 1', phone: '910 000 000', hours: 'De 8 a 14', note: 'Nota' };
    const html = render({ ...BAKERY, footer });
    for (const line of ['Calle Mayor 1', 'Teléfono: 910 000 000', 'De 8 a 14'])
      expect(html).toContain(`<p>${line}</p>`);
    expect(html).toContain('<p class="footer-note">Nota</p>');
  });
});
