import { describe, expect, it } from 'vitest';
import { parseDocument, renderPage, widgets } from '../src/index.js';
import { sticky } from '../src/sticky/sticky-helper.js';
import { type Box, type StickyOptions, stickyState } from '../src/sticky/sticky-state.js';
import { needsStickyHelper, stickyData, stickyHelperCss } from '../src/sticky.js';
import { DEFAULT_LOOK } from '../src/theme/theme-variables.js';
import { column } from '../src/widgets/column/index.js';

const TOP: StickyOptions = {
  to: 'top',
  offset: 72,
  effectsOffset: 0,
  parent: false,
  isRTL: false,
  handleScrollbarWidth: true,
};
// A 1280 × 800 window with a 15 px scrollbar; a 300 × 200 element 100 px from the left.
const viewport = { width: 1280, height: 800, clientWidth: 1265 };
const at = (top: number): Box => ({ top, bottom: top + 200, left: 100, right: 400 });
const parentEndingAt = (bottom: number): Box => ({ top: bottom - 2000, bottom, left: 80, right: 1180 });

describe('the sticky state', () => {
  it('stays normal while the element is below its sticking point', () => {
    expect(stickyState({ natural: at(73), viewport }, TOP)).toMatchObject({ mode: 'normal', effects: false });
  });

  it('sticks, fixed at the offset with its own left and width, once it reaches the point', () => {
    expect(stickyState({ natural: at(72), viewport }, TOP)).toEqual({
      mode: 'stuck',
      effects: true,
      style: { position: 'fixed', top: '72px', bottom: '', left: '100px', right: '', width: '300px' },
    });
  });

  it('stays stuck however far the page scrolls when it need not stay in its parent', () => {
    const state = stickyState({ natural: at(-5000), parent: parentEndingAt(-3000), viewport }, TOP);
    expect(state.mode).toBe('stuck');
  });

  it('rides on the bottom of its parent once the parent ends above the stuck element’s bottom', () => {
    const o = { ...TOP, parent: true };
    // Stuck from 72 to 272: a parent ending at 273 still holds it, one ending at 272 no longer.
    expect(stickyState({ natural: at(-500), parent: parentEndingAt(273), viewport }, o).mode).toBe('stuck');
    expect(stickyState({ natural: at(-500), parent: parentEndingAt(272), viewport }, o)).toEqual({
      mode: 'pinned',
      effects: true,
      style: { position: 'absolute', top: '', bottom: '0px', left: '20px', right: '', width: '300px' },
    });
  });

  it('returns from pinned to stuck and to normal as the page scrolls back up', () => {
    const o = { ...TOP, parent: true };
    expect(stickyState({ natural: at(-500), parent: parentEndingAt(100), viewport }, o).mode).toBe('pinned');
    expect(stickyState({ natural: at(0), parent: parentEndingAt(900), viewport }, o).mode).toBe('stuck');
    expect(stickyState({ natural: at(300), parent: parentEndingAt(1200), viewport }, o).mode).toBe('normal');
  });

  it('applies effects only past the effects offset', () => {
    const o = { ...TOP, effectsOffset: 50 };
    expect(stickyState({ natural: at(23), viewport }, o)).toMatchObject({ mode: 'stuck', effects: false });
    expect(stickyState({ natural: at(22), viewport }, o)).toMatchObject({ mode: 'stuck', effects: true });
    expect(stickyState({ natural: at(200), viewport }, o).effects).toBe(false);
  });

  it('sticks to the bottom edge while its place is below the window, and rides on the parent’s top', () => {
    const o: StickyOptions = { ...TOP, to: 'bottom', offset: 10, parent: true };
    const parent = { top: 300, bottom: 3000, left: 80, right: 1180 };
    // Its bottom at 790 is exactly the window's bottom less the offset.
    expect(stickyState({ natural: at(589), parent, viewport }, o).mode).toBe('normal');
    expect(stickyState({ natural: at(1500), parent, viewport }, o)).toEqual({
      mode: 'stuck',
      effects: true,
      style: { position: 'fixed', top: '', bottom: '10px', left: '100px', right: '', width: '300px' },
    });
    // Scrolled up so the parent's top is at 590 (= 800 − 10 − 200): it rides on that top.
    expect(stickyState({ natural: at(2000), parent: { ...parent, top: 590 }, viewport }, o)).toMatchObject({
      mode: 'pinned',
      style: { top: '0px', bottom: '' },
    });
  });

  it('places a right-to-left element from the right of the layout viewport, short of the scrollbar', () => {
    const o = { ...TOP, isRTL: true };
    const natural = { top: 0, bottom: 200, left: 865, right: 1165 };
    expect(stickyState({ natural, viewport }, o).style).toMatchObject({ left: '', right: '100px' });
    // Measured from the window instead, it lands one scrollbar width too far left.
    expect(stickyState({ natural, viewport }, { ...o, handleScrollbarWidth: false }).style.right).toBe('115px');
    const pinned = stickyState({ natural, parent: parentEndingAt(100), viewport }, { ...o, parent: true });
    expect(pinned.style).toMatchObject({ left: '', right: '15px' });
  });
});

describe('the sticky helper’s methods', () => {
  const el = {} as HTMLElement;

  it('refuses a method on an element it was never started on', () => {
    expect(() => sticky(el, 'refresh')).toThrow('Sticky: tried to call `refresh` prior to initialisation');
    expect(() => sticky(el, 'destroy')).toThrow(/prior to initialisation/);
  });

  it('reports an unknown method as not found', () => {
    expect(() => sticky(el, 'explode')).toThrow(ReferenceError);
    expect(() => sticky(el, 'toString')).toThrow('Sticky: method `toString` not found');
  });
});

describe('choosing CSS or the sticky helper', () => {
  const settingsOf = (s: object) => column.settings.parse(s) as Parameters<typeof needsStickyHelper>[0];

  it('keeps plain CSS for an element that stays in its parent without effects', () => {
    expect(needsStickyHelper(settingsOf({ sticky: 'top' }))).toBe(false);
    expect(needsStickyHelper(settingsOf({ sticky: 'none', stickyParent: false }))).toBe(false);
  });

  it('needs the helper to leave the parent or to show effects', () => {
    expect(needsStickyHelper(settingsOf({ sticky: 'top', stickyParent: false }))).toBe(true);
    expect(needsStickyHelper(settingsOf({ sticky: 'bottom', stickyEffectsOffset: 0 }))).toBe(true);
  });

  it('passes the header offset, effects offset and parent to the helper', () => {
    const s = settingsOf({ sticky: 'top', stickyOffset: 16, stickyEffectsOffset: 40, stickyOn: ['desktop'] });
    expect(stickyData(s)).toEqual({
      on: ['desktop'],
      options: { to: 'top', offset: 88, effectsOffset: 40, parent: true },
    });
  });

  it('raises the element as a card in the effects state only when an effects offset is set', () => {
    const base = settingsOf({ sticky: 'top', stickyParent: false, stickyOn: ['desktop'] });
    expect(stickyHelperCss('#c', base)).not.toContain('sticky-effects');
    expect(stickyHelperCss('#c', { ...base, stickyEffectsOffset: 10 })).toContain('#c.sticky-effects{background:#fff');
    expect(stickyHelperCss('#c', base)).toContain('{#c{align-self:start}}');
  });
});

describe('a page with sticky columns', () => {
  const render = (column: Record<string, unknown>) => {
    const content = [
      { id: 's', type: 'section', settings: {}, children: [{ id: 'c', type: 'column', settings: column }] },
    ];
    const doc = parseDocument({ schemaVersion: 1, root: { settings: { showHeader: false } }, content }, widgets);
    const page = { id: 1, title: 'T', excerpt: '', path: '/x/', url: 'http://h/x/', featuredImage: null };
    const site = {
      name: 'C',
      tagline: '',
      logo: null,
      ...DEFAULT_LOOK,
      menu: [],
      footer: { address: '', phone: '', hours: '', note: '' },
    };
    const data = { recentPosts: [], totalPosts: 0 };
    return renderPage({ doc, widgets, data, site, page, kind: 'page', assetBase: '/a', endOfBody: '' });
  };

  it('ships no sticky script when CSS position: sticky does the job', () => {
    const { html, islands } = render({ sticky: 'top', stickyOffset: 16 });
    expect(islands).toEqual([]);
    expect(html).toContain('#c-c{position:sticky;top:88px');
    expect(html).not.toContain('data-sticky');
  });

  it('loads the sticky island, with the options on the column, when it leaves its section or has effects', () => {
    const { html, islands } = render({ sticky: 'top', stickyEffectsOffset: 30, stickyOn: ['desktop'] });
    expect(islands).toEqual(['sticky']);
    expect(html).not.toContain('#c-c{position:sticky');
    expect(html).toContain(
      `data-sticky="${JSON.stringify({ on: ['desktop'], options: { to: 'top', offset: 72, effectsOffset: 30, parent: true } }).replaceAll('"', '&quot;')}"`,
    );
  });
});
