/** Pure logic of the later widgets: sticky CSS, headline rotation, menu modes, consent, Lottie, gallery, paging. */
import { describe, expect, it } from 'vitest';
import { stickyCss } from '../src/sticky.js';
import { hasNext, wordAt } from '../src/widgets/animated-headline/rotation.js';
import { counterText, lightboxGroup, step } from '../src/widgets/gallery/filter.js';
import { frameAt, frameRange, loopsDone, pageProgress, viewportProgress } from '../src/widgets/lottie/playback.js';
import { MENU_HIDE_DELAY_MS, MENU_SHOW_DELAY_MS, nextOpen, opensOnClick } from '../src/widgets/nav-menu/mode.js';
import { maxPage, nextPageUrl } from '../src/widgets/posts/pages.js';
import { CONSENT_KEY, embedUrl, giveConsent, hasConsent } from '../src/widgets/social-embed/consent.js';

describe('stickyCss', () => {
  it('makes an element sticky only inside each chosen device’s width range', () => {
    expect(stickyCss('#c', 'top', ['laptop', 'mobile'], 16, 72)).toBe(
      '@media (min-width:1025px) and (max-width:1366px){#c{position:sticky;top:88px;align-self:start;z-index:5}}' +
        '@media (max-width:767px){#c{position:sticky;top:88px;align-self:start;z-index:5}}',
    );
  });

  it('writes nothing when the element is not sticky', () => {
    expect(stickyCss('#c', 'none', ['desktop'], 0)).toBe('');
  });
});

describe('headline rotation', () => {
  const words = ['uno', 'dos', 'tres'];
  it('cycles the words when looping and stops at the last one otherwise', () => {
    expect([0, 1, 2, 3, 4].map((s) => wordAt(words, s, true))).toEqual(['uno', 'dos', 'tres', 'uno', 'dos']);
    expect(wordAt(words, 7, false)).toBe('tres');
    expect(hasNext(words, 2, false)).toBe(false);
    expect(hasNext(words, 2, true)).toBe(true);
    expect(hasNext(['solo'], 0, true)).toBe(false);
  });
});

describe('menu modes', () => {
  const base = {
    openOn: 'hover' as const,
    layout: 'horizontal' as const,
    device: 'desktop' as const,
    touch: false,
    editing: false,
  };
  it('opens on hover on a desktop with a mouse, with the §9 delays', () => {
    expect(opensOnClick(base)).toBe(false);
    expect([MENU_SHOW_DELAY_MS, MENU_HIDE_DELAY_MS]).toEqual([250, 500]);
  });

  it('uses click in the editor, on touch, on mobile and tablet, and in the dropdown layout', () => {
    expect(opensOnClick({ ...base, editing: true })).toBe(true);
    expect(opensOnClick({ ...base, touch: true })).toBe(true);
    expect(opensOnClick({ ...base, device: 'tablet' })).toBe(true);
    expect(opensOnClick({ ...base, device: 'laptop' })).toBe(false);
    expect(opensOnClick({ ...base, layout: 'dropdown' })).toBe(true);
  });

  it('keeps one tab open at a time and closes the open one on a second click', () => {
    expect(nextOpen(null, 1)).toBe(1);
    expect(nextOpen(1, 2)).toBe(2);
    expect(nextOpen(2, 2)).toBeNull();
  });
});

describe('embed consent', () => {
  const store = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
  };
  it('is absent until given, remembered per network, and survives a corrupt stored value', () => {
    const s = store();
    expect(hasConsent(s, 'youtube')).toBe(false);
    giveConsent(s, 'youtube');
    expect(hasConsent(s, 'youtube')).toBe(true);
    expect(hasConsent(s, 'vimeo')).toBe(false);
    s.setItem(CONSENT_KEY, '{not json');
    expect(hasConsent(s, 'youtube')).toBe(false);
    giveConsent(s, 'vimeo');
    expect(s.m.get(CONSENT_KEY)).toBe('["vimeo"]');
  });

  it('embeds YouTube through its no-cookie domain', () => {
    expect(embedUrl('youtube', 'M7lc1UVf-VE')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
  });
});

describe('Lottie playback', () => {
  it('turns start and end points into a frame range, in either order', () => {
    expect(frameRange(90, 10, 50)).toEqual({ first: 9, last: 45 });
    expect(frameRange(90, 50, 10)).toEqual({ first: 9, last: 45 });
  });

  it('maps the element’s way through the viewport to 0–1 between the start and end points', () => {
    // 800 px viewport, 200 px element: travel is 1000 px.
    expect(viewportProgress(800, 200, 800, 0, 100)).toBe(0);
    expect(viewportProgress(300, 200, 800, 0, 100)).toBe(0.5);
    expect(viewportProgress(-200, 200, 800, 0, 100)).toBe(1);
    expect(viewportProgress(300, 200, 800, 50, 100)).toBe(0);
    expect(viewportProgress(-1000, 200, 800, 0, 100)).toBe(1);
  });

  it('maps page scroll to 0–1 and progress to a frame', () => {
    expect(pageProgress(500, 2000, 1000)).toBe(0.5);
    expect(pageProgress(0, 500, 1000)).toBe(0);
    expect(frameAt({ first: 10, last: 50 }, 0.5)).toBe(30);
  });

  it('stops a loop after number_of_times completions, and never with 0', () => {
    expect(loopsDone(2, 3)).toBe(false);
    expect(loopsDone(3, 3)).toBe(true);
    expect(loopsDone(100, 0)).toBe(false);
  });
});

describe('gallery lightbox group', () => {
  const item = (tags: string[]) => ({ src: '/x', alt: '', width: 1, height: 1, tags });
  const items = [item(['a']), item(['b']), item(['a', 'b']), item([])];
  it('holds the visible items only and steps through them with wrap-around', () => {
    expect(lightboxGroup(items, 'all')).toEqual([0, 1, 2, 3]);
    const g = lightboxGroup(items, 'b');
    expect(g).toEqual([1, 2]);
    expect(counterText(g, 2)).toBe('2 / 2');
    expect(step(g, 2, 1)).toBe(1);
    expect(step(g, 1, -1)).toBe(2);
  });
});

describe('posts paging', () => {
  it('counts pages and gives the next page’s address until the last page', () => {
    expect(maxPage(7, 3)).toBe(3);
    expect(maxPage(0, 3)).toBe(1);
    expect(nextPageUrl(1, 3, 3)).toBe('/site/api/posts?page=2&per_page=3');
    expect(nextPageUrl(3, 3, 3)).toBeNull();
  });
});
