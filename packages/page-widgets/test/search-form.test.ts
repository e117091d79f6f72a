/**
 * The search form widget (§2 search form skins): the full-screen dialog's
 * Tab wrap rule, and what each skin renders on the server (the shop's GET
 * search, the island only where a script is needed).
 */
import { describe, expect, it } from 'vitest';
import { wrapTarget } from '../src/focus-trap.js';
import { parseDocument, renderPage, widgets } from '../src/index.js';
import { band, page, site } from './fixtures.js';

function render(settings: Record<string, unknown>) {
  const widget = { id: 'buscar', type: 'search-form', settings };
  const content = band([widget]);
  const doc = parseDocument({ schemaVersion: 1, root: { settings: {} }, content }, widgets);
  return renderPage({
    doc,
    widgets,
    data: { recentPosts: [], totalPosts: 0 },
    site,
    page,
    kind: 'page',
    assetBase: '/a',
    endOfBody: '',
  }).html;
}

describe('the full-screen search keeps Tab inside its dialog', () => {
  it('goes from the last control to the first and, backwards, from the first to the last', () => {
    expect(wrapTarget(3, 2, false)).toBe(0);
    expect(wrapTarget(3, 0, true)).toBe(2);
  });

  it('leaves moves between inner controls to the browser', () => {
    expect(wrapTarget(3, 0, false)).toBeNull();
    expect(wrapTarget(3, 2, true)).toBeNull();
    expect(wrapTarget(3, 1, true)).toBeNull();
  });

  it('enters at the first or last control when the dialog itself has focus, and does nothing with no control', () => {
    expect(wrapTarget(3, -1, false)).toBe(0);
    expect(wrapTarget(3, -1, true)).toBe(2);
    expect(wrapTarget(0, -1, false)).toBeNull();
  });
});

describe('the search form widget on the server', () => {
  it('renders the classic skin as a GET form to the shop search with a labelled input and its button, no script', () => {
    const html = render({ placeholder: 'Busque un producto', buttonText: 'Ir' });
    expect(html).toContain('<search><form class="search-form" action="/tienda/" method="get">');
    expect(html).toMatch(/<label class="sr-only" for="buscar-q">Buscar productos<\/label>/);
    expect(html).toMatch(/<input id="buscar-q"[^>]*maxLength="100" placeholder="Busque un producto"[^>]*name="s"/);
    expect(html).toContain('<button type="submit" class="search-submit">Ir</button>');
    expect(html).not.toContain('data-island="search-form"');
  });

  it('renders the minimal skin with its icon as the input’s label and no button', () => {
    const html = render({ skin: 'minimal' });
    expect(html).toMatch(/<label class="search-label-icon" for="buscar-q"><svg/);
    expect(html).not.toContain('class="search-submit"');
    expect(html).not.toContain('data-island="search-form"');
  });

  it('renders the full-screen skin as an island: a toggle and a closed dialog holding the form', () => {
    const html = render({ skin: 'full_screen', buttonText: 'Buscar ya' });
    expect(html).toContain('data-island="search-form"');
    expect(html).toMatch(/<button type="button" class="search-toggle" aria-haspopup="dialog"/);
    expect(html).toMatch(/<dialog id="buscar-dialog" class="search-fs" aria-label="Buscar productos">/);
    expect(html).toContain('>Buscar ya</button>');
  });

  it('refuses an unknown skin', () => {
    expect(() => render({ skin: 'dropdown' })).toThrow();
  });
});
