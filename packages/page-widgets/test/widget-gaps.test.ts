/**
 * The carousel fade effect, the hotspots' trigger per device and the
 * gallery's delayed lightbox group (§3, §9): their pure rules and how their
 * settings reach the rendered page.
 */
import { describe, expect, it } from 'vitest';
import { parseDocument, renderPage, widgets } from '../src/index.js';
import { fadeTarget } from '../src/widgets/carousel/rules.js';
import {
  type GalleryItem,
  groupToOpen,
  LIGHTBOX_GROUP_DELAY_MS,
  lightboxGroup,
} from '../src/widgets/gallery/filter.js';
import { triggerAt } from '../src/widgets/hotspots/trigger.js';
import { band, page, site } from './fixtures.js';

function render(widget: { id: string; type: string; settings: Record<string, unknown> }) {
  const content = band([widget]);
  const doc = parseDocument({ schemaVersion: 1, root: { settings: {} }, content }, widgets);
  const data = { recentPosts: [], totalPosts: 0 };
  return renderPage({ doc, widgets, data, site, page, kind: 'page', assetBase: '/a', endOfBody: '' }).html;
}

const propsOf = (html: string, island: string) => {
  const m = new RegExp(`data-island="${island}" data-props="([^"]*)"`).exec(html);
  if (!m?.[1]) throw new Error(`no ${island} island`);
  return JSON.parse(m[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
};

const images = [
  { src: '/a.svg', alt: 'A' },
  { src: '/b.svg', alt: 'B' },
  { src: '/c.svg', alt: 'C' },
];

describe('carousel fade effect', () => {
  it('steps with wrap-around when looping and stops at the ends otherwise', () => {
    expect(fadeTarget(0, 1, 3, true)).toBe(1);
    expect(fadeTarget(2, 1, 3, true)).toBe(0);
    expect(fadeTarget(0, -1, 3, true)).toBe(2);
    expect(fadeTarget(2, 1, 3, false)).toBe(2);
    expect(fadeTarget(0, -1, 3, false)).toBe(0);
    expect(fadeTarget(0, 5, 3, false)).toBe(2);
    expect(fadeTarget(0, 1, 0, true)).toBe(0);
  });

  it('defaults to slide; fade stacks the slides one per view with the speed as the fade duration', () => {
    const slide = render({ id: 'm', type: 'media-carousel', settings: { slides: images } });
    expect(propsOf(slide, 'carousel').effect).toBe('slide');
    expect(slide).toContain('class="car car--carousel"');

    const fade = render({
      id: 'm',
      type: 'media-carousel',
      settings: { slides: images, effect: 'fade', speed: 800, slidesPerView: 3, spaceBetween: 20 },
    });
    expect(propsOf(fade, 'carousel').effect).toBe('fade');
    expect(fade).toContain('class="car car--carousel car--fade"');
    expect(fade).toContain('#car-m{--per-view:1;--gap:0px;--speed:800ms}');
    expect(fade).not.toContain('--per-view:3');
    // The first slide is the visible one before any script runs.
    expect(fade).toMatch(/class="car-cell is-selected"[^>]*aria-label="1 de 3"/);
  });

  it('maps the slides widget’s transition onto the effect, and rejects an unknown effect', () => {
    const html = render({
      id: 'sl',
      type: 'slides',
      settings: { transition: 'fade', slides: [{ heading: 'Uno' }, { heading: 'Dos' }] },
    });
    expect(propsOf(html, 'carousel').effect).toBe('fade');
    expect(() => render({ id: 'x', type: 'media-carousel', settings: { effect: 'cube' } })).toThrow(/settings\.effect/);
  });
});

describe('hotspots trigger per device', () => {
  it('takes each device’s own value, else the next larger device’s (§3 breakpoints)', () => {
    const t = { desktop: 'hover', tablet: 'click' } as const;
    expect(triggerAt(t, 1920)).toBe('hover');
    expect(triggerAt(t, 1366)).toBe('hover'); // laptop inherits desktop
    expect(triggerAt(t, 1024)).toBe('click');
    expect(triggerAt(t, 767)).toBe('click'); // mobile inherits tablet
    expect(triggerAt({ desktop: 'click', mobile: 'none' }, 320)).toBe('none');
    expect(triggerAt({ desktop: 'click', mobile: 'none' }, 768)).toBe('click');
  });

  it('accepts one trigger for every device or one per device, and names a bad one', () => {
    const one = render({ id: 'h', type: 'hotspots', settings: { trigger: 'hover' } });
    expect(propsOf(one, 'hotspots').trigger).toEqual({ desktop: 'hover' });
    const per = render({ id: 'h', type: 'hotspots', settings: { trigger: { desktop: 'hover', mobile: 'click' } } });
    expect(propsOf(per, 'hotspots').trigger).toEqual({ desktop: 'hover', mobile: 'click' });
    expect(propsOf(render({ id: 'h', type: 'hotspots', settings: {} }), 'hotspots').trigger).toEqual({
      desktop: 'click',
    });
    expect(() =>
      render({ id: 'h', type: 'hotspots', settings: { trigger: { desktop: 'hover', mobile: 'tap' } } }),
    ).toThrow(/settings\.trigger/);
  });
});

describe('gallery lightbox group (§9: set 1000 ms after a filter click)', () => {
  const item = (tags: string[]): GalleryItem => ({ src: `/${tags.join('-')}.svg`, alt: '', width: 1, height: 1, tags });
  const items = [item(['a']), item(['b']), item(['a', 'b']), item(['c'])];

  it('waits 1000 ms', () => {
    expect(LIGHTBOX_GROUP_DELAY_MS).toBe(1000);
  });

  it('opens on the group last set while it holds the image', () => {
    // Filter "b" clicked, the group still "all": an image opened now steps through all four.
    expect(groupToOpen(items, 'all', 'b', 1)).toEqual([0, 1, 2, 3]);
    // After the delay the group is "b".
    expect(groupToOpen(items, 'b', 'b', 1)).toEqual(lightboxGroup(items, 'b'));
  });

  it('falls back to the images shown when the group last set lacks the opened one', () => {
    // "a" then "c" clicked quickly: the group is still "a", which lacks item 3.
    expect(groupToOpen(items, 'a', 'c', 3)).toEqual([3]);
  });
});

describe('the gallery’s lazyload and the table of contents’ min height', () => {
  it('loads the gallery’s images lazily by default and with the page when lazyload is off', () => {
    const lazy = render({ id: 'g', type: 'gallery', settings: { images } });
    const eager = render({ id: 'g', type: 'gallery', settings: { images, lazyload: false } });
    expect(lazy.match(/<img [^>]*loading="lazy"/g)).toHaveLength(images.length);
    expect(eager.match(/<img [^>]*loading="eager"/g)).toHaveLength(images.length);
    expect(eager).not.toContain('loading="lazy"');
  });

  it('gives the table of contents its min height', () => {
    const html = render({ id: 't', type: 'table-of-contents', settings: { minHeight: 240 } });
    expect(html).toMatch(/<nav class="w w-toc"[^>]*style="min-height:240px"/);
    const plain = render({ id: 't', type: 'table-of-contents', settings: {} });
    expect(/<nav class="w w-toc"[^>]*>/.exec(plain)?.[0]).not.toContain('style=');
  });
});
