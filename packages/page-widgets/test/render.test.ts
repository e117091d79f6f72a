/** The page shell: lang="es", islands only where used, and the editor's live mode. */
import { describe, expect, it } from 'vitest';
import { parseDocument, renderPage, widgets } from '../src/index.js';
import { band, page, renderEditing, site } from './fixtures.js';

const data = { recentPosts: [], totalPosts: 0 };
const SNIPPET = '<script id="beckon-pixel" src="http://h/widget/loader.js?id=de30c1e0a1b2c" async></script>';

function render(content: unknown[], root: Record<string, unknown> = {}) {
  const doc = parseDocument({ schemaVersion: 1, root: { settings: root }, content }, widgets);
  return renderPage({ doc, widgets, data, site, page, kind: 'page', assetBase: '/site/assets', endOfBody: SNIPPET });
}

describe('renderPage', () => {
  it('declares Spanish and holds the content in the HTML', () => {
    const { html } = render(band([{ id: 't', type: 'text', settings: { blocks: ['El **picor** es frecuente.'] } }]));
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<p>El <strong>picor</strong> es frecuente.</p>');
  });

  it('ships no script of ours on a page without islands: only the Beckon snippet', () => {
    const { html, islands } = render(band([{ id: 'h', type: 'heading', settings: { text: 'Hola' } }]), {
      showHeader: false,
    });
    expect(islands).toEqual([]);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(SNIPPET);
  });

  it('loads each island used, once, and nothing else', () => {
    const ba = (id: string) => ({ id, type: 'before-after', settings: {} });
    const { html, islands } = render(band([ba('a'), ba('b')]), { showHeader: false });
    expect(islands).toEqual(['before-after']);
    expect(html.match(/islands\/before-after\.js/g)).toHaveLength(1);
    expect(html.match(/data-island="before-after"/g)).toHaveLength(2);
  });

  it('loads the action-link catcher only on a page with a lightbox action link', () => {
    const button = (href: string) => ({ id: 'b', type: 'button', settings: { label: 'Ver', href } });
    const lightbox = '#elementor-action:action=lightbox&settings=e30=';
    expect(render(band([button(lightbox)]), { showHeader: false }).islands).toEqual(['action-links']);
    expect(render(band([button('#contacto')]), { showHeader: false }).islands).toEqual([]);
  });

  it('adds the theme island for the header menu', () => {
    expect(render(band([])).islands).toEqual(['theme']);
  });

  it('escapes text from the document instead of injecting HTML', () => {
    const { html } = render(band([{ id: 'h', type: 'heading', settings: { text: '<img src=x onerror=alert(1)>' } }]));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('editing mode', () => {
  it('renders widgets live without island markers, so the editor drives them directly', () => {
    const doc = parseDocument(
      { schemaVersion: 1, root: { settings: {} }, content: band([{ id: 'cd', type: 'countdown', settings: {} }]) },
      widgets,
    );
    const { html, collector } = renderEditing(doc, '/site/assets');
    expect(html).toContain('class="cd"');
    expect(html).not.toContain('data-island');
    expect([...collector.islands]).toEqual([]);
  });
});
