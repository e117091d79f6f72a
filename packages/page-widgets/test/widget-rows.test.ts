/**
 * The last rows of the builder's widgets as a visitor's page carries them: entrance animations on every
 * widget, the gallery's layouts and captions, the nav menu's fold, animation and icon, the headline's
 * highlight, the table of contents' icon and the posts' full content, masonry and spinner. Layouts and
 * motion themselves are checked in Chromium (apps/server/test/browser/site-widget-rows.test.ts).
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type PostCard, parseDocument, postContent, renderPage, widgets } from '../src/index.js';
import { captionOf, ratioStyle } from '../src/widgets/gallery/layout.js';
import { band, page, renderEditing, site } from './fixtures.js';

function render(
  widget: { id: string; type: string; settings: Record<string, unknown> },
  opts: { posts?: PostCard[]; editing?: boolean } = {},
) {
  const content = band([widget]);
  const doc = parseDocument({ schemaVersion: 1, root: { settings: {} }, content }, widgets);
  const data = { recentPosts: opts.posts ?? [], totalPosts: opts.posts?.length ?? 0 };
  return renderPage({ doc, widgets, data, site, page, kind: 'page', assetBase: '/a', endOfBody: '' }).html;
}

describe('entrance animations on every widget', () => {
  it('wraps an animated heading in the element that plays it and loads the entrance island', () => {
    const html = render({
      id: 'h',
      type: 'heading',
      settings: { text: 'Hola', entranceAnimation: 'zoomIn', entranceDuration: 'slow', entranceDelay: 500 },
    });
    expect(html).toMatch(/<div class="ent ent-zoomIn" style="--ent-dur:2s;--ent-delay:0.5s"><h2/);
    expect(html).toContain('islands/entrance.js');
  });

  it('leaves a widget without one as it was, with no entrance island', () => {
    const html = render({ id: 'h', type: 'heading', settings: { text: 'Hola' } });
    expect(html).not.toContain('class="ent');
    expect(html).not.toContain('islands/entrance.js');
  });

  it('offers the setting on every widget that holds no others, but the pop-up', () => {
    for (const [type, w] of widgets) {
      const offered = w.settings instanceof z.ZodObject && 'entranceDelay' in w.settings.shape;
      // Sections and columns have theirs under `animation`; a pop-up has its own entrance and exit.
      expect(offered, type).toBe(!['popup', 'section', 'column'].includes(type));
    }
  });
});

describe('scrolling motion effects on every widget', () => {
  it('wraps a moving heading in the element the view timeline drives, with its speed', () => {
    const html = render({
      id: 'h',
      type: 'heading',
      settings: { text: 'Hola', motionEffect: 'vertical', motionSpeed: 6 },
    });
    expect(html).toMatch(/<div class="mfx mfx-vertical" style="--mfx-speed:6"><h2/);
    expect(html).toContain('@keyframes mfx-vertical{');
    expect(html).toMatch(
      /@supports \(animation-timeline:view\(\)\)\{@media \(prefers-reduced-motion:no-preference\)\{/,
    );
    expect(html).toContain('animation-timeline:view()');
  });

  it('moves nothing in the editor, nor a widget without an effect', () => {
    const content = band([{ id: 'h', type: 'heading', settings: { text: 'Hola', motionEffect: 'scale' } }]);
    const doc = parseDocument({ schemaVersion: 1, root: { settings: {} }, content }, widgets);
    const { html, collector } = renderEditing(doc, '/a');
    expect(html).toContain('Hola');
    expect(html).not.toContain('mfx');
    expect(collector.css.join('')).not.toContain('mfx');
    expect(render({ id: 'h', type: 'heading', settings: { text: 'Hola' } })).not.toContain('mfx');
  });

  it('offers the setting on every widget that holds no others, but the pop-up', () => {
    for (const [type, w] of widgets) {
      const offered = w.settings instanceof z.ZodObject && 'motionEffect' in w.settings.shape;
      expect(offered, type).toBe(!['popup', 'section', 'column'].includes(type));
    }
  });
});

describe('the gallery', () => {
  const images = [
    { src: '/i/a.jpg', alt: 'Consulta', width: 1200, height: 800, caption: 'La consulta' },
    { src: '/i/b.jpg', alt: 'Recepción', width: 600, height: 900 },
  ];

  it('takes each caption from the chosen source, and shows none when that source is empty', () => {
    expect(captionOf(images[0] as never, 'caption')).toBe('La consulta');
    expect(captionOf(images[0] as never, 'alt')).toBe('Consulta');
    expect(captionOf(images[0] as never, 'none')).toBeUndefined();
    expect(captionOf(images[1] as never, 'caption')).toBeUndefined();
    expect(captionOf({ alt: '  ', caption: undefined }, 'alt')).toBeUndefined();
  });

  it('gives each justified image its own ratio', () => {
    expect(ratioStyle({ width: 1200, height: 800 })).toEqual({ '--ar': '1.5000' });
    expect(ratioStyle({ width: 600, height: 900 })).toEqual({ '--ar': '0.6667' });
  });

  it('renders the layout, hover and caption classes, the row height and the caption duration', () => {
    const html = render({
      id: 'g',
      type: 'gallery',
      settings: {
        images,
        layout: 'justified',
        idealRowHeight: { desktop: 240, mobile: 120 },
        captionSource: 'caption',
        hoverAnimation: 'rotate',
        contentAnimation: 'slide-up',
        contentAnimationDuration: 400,
      },
    });
    expect(html).toContain('class="gal gal--justified gal--hover-rotate gal--content-slide-up"');
    expect(html).toContain('--row-h:240px');
    expect(html).toMatch(/@media \(max-width:767px\){#gal-g{[^}]*--row-h:120px}/);
    expect(html).toContain('--cap-dur:400ms');
    expect(html).toContain('<span class="gal-cap">La consulta</span>');
    expect(html).toContain('style="--ar:1.5000"');
  });
});

describe('the nav menu', () => {
  const items = [{ label: 'Tratamientos', links: [{ label: 'Acné', href: '/acne/' }] }];

  it('folds behind its toggle below the chosen breakpoint, with the chosen animation', () => {
    const html = render({
      id: 'n',
      type: 'nav-menu',
      settings: { items, breakpoint: 'tablet', openAnimation: 'slide' },
    });
    expect(html).toContain('class="nm nm--horizontal nm--anim-slide nm--bp-tablet"');
    expect(html).toContain('class="nm-toggle"');
    expect(html).toContain(
      '@media (max-width:1024px) and (scripting:enabled){.nm--bp-tablet .nm-list:not(.is-open){display:none}}',
    );
  });

  it('draws the chosen sub-menu icon, or none', () => {
    expect(render({ id: 'n', type: 'nav-menu', settings: { items, submenuIcon: 'plus' } })).toContain(
      'nm-icon nm-icon--plus',
    );
    expect(render({ id: 'n', type: 'nav-menu', settings: { items, submenuIcon: 'none' } })).not.toContain(
      'class="nm-icon',
    );
  });

  it('marks a full-width menu', () => {
    const html = render({ id: 'n', type: 'nav-menu', settings: { items, layout: 'dropdown', fullWidth: true } });
    expect(html).toContain('nm--dropdown nm--anim-fade nm--full-width');
  });
});

describe('the animated headline’s highlight', () => {
  it('draws the mark over the phrase without any island when it is drawn once', () => {
    const html = render({
      id: 'a',
      type: 'animated-headline',
      settings: { headlineStyle: 'highlight', highlightedText: 'piel sana', markerShape: 'x', loop: false },
    });
    expect(html).toMatch(/<span class="ah-hl">piel sana<svg class="ah-mark"/);
    expect(html.match(/<path /g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).not.toContain('data-island="animated-headline"');
    expect(html).not.toContain('class="ah-pause"');
  });

  it('loops through the island, with a pause button', () => {
    const html = render({ id: 'a', type: 'animated-headline', settings: { headlineStyle: 'highlight', loop: true } });
    expect(html).toContain('data-island="animated-headline"');
    expect(html).toContain('class="ah-hl ah-hl--loop"');
    expect(html).toContain('Pausar animación');
  });

  it('moves each letter in turn for the letter effects', () => {
    const html = render({ id: 'a', type: 'animated-headline', settings: { animationType: 'wave' } });
    expect(html).toContain('ah-word ah-word--wave');
    expect(html).toContain('<span class="ah-letter" style="--i:1">o</span>');
  });
});

describe('the table of contents’ icon', () => {
  it('marks the bullets with the chosen icon, and not the numbers', () => {
    expect(
      render({ id: 't', type: 'table-of-contents', settings: { markerView: 'bullets', icon: 'check' } }),
    ).toContain('data-icon="check"');
    expect(render({ id: 't', type: 'table-of-contents', settings: { icon: 'check' } })).not.toMatch(
      /<nav[^>]*data-icon/,
    );
  });
});

describe('the posts grid', () => {
  const document = {
    schemaVersion: 1,
    content: band([
      { id: 'h', type: 'heading', settings: { text: 'Qué es' } },
      { id: 't', type: 'text', settings: { blocks: ['Una **piel** sana.', { list: ['Uno', 'Dos'] }] } },
      { id: 'i', type: 'image', settings: { src: '/x.jpg' } },
    ]),
  };
  const post: PostCard = {
    id: 1,
    title: 'Acné',
    excerpt: 'Resumen corto',
    path: '/acne/',
    image: null,
    date: '2026-01-01T00:00:00.000Z',
    tags: [],
    content: postContent(document),
  };

  it('reads a post’s headings, paragraphs and lists in order, and nothing from a malformed document', () => {
    expect(postContent(document)).toEqual([
      { heading: 'Qué es' },
      { paragraph: 'Una piel sana.' },
      { list: ['Uno', 'Dos'], ordered: false },
    ]);
    expect(postContent(null)).toEqual([]);
    expect(postContent({ content: [{ type: 'text', settings: { blocks: [7, { list: 'x' }] } }] })).toEqual([]);
  });

  it('shows the whole post, not the excerpt, with the full-content skin', () => {
    const html = render({ id: 'p', type: 'posts', settings: { skin: 'full_content' } }, { posts: [post] });
    expect(html).toContain('<h4>Qué es</h4><p>Una piel sana.</p><ul><li>Uno</li><li>Dos</li></ul>');
    expect(html).not.toContain('<p>Resumen corto</p>');
  });

  it('ships no post text with the other skins', () => {
    const html = render({ id: 'p', type: 'posts', settings: { skin: 'cards' } }, { posts: [post] });
    expect(html).toContain('<p>Resumen corto</p>');
    expect(html).not.toContain('Qué es');
  });

  it('lays cards out in columns with masonry', () => {
    const html = render({ id: 'p', type: 'posts', settings: { masonry: true } }, { posts: [post] });
    expect(html).toContain('class="posts-grid posts-grid--masonry"');
  });
});
