/** The page builder's §9 figures (builder-constants.ts) and the settings that rest on them. */
import { describe, expect, it } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  DRAG_THRESHOLD_PX,
  GRID_BREAKPOINTS,
  HIGHLIGHT_DURATION_MS,
  HIGHLIGHT_ITERATION_DELAY_MS,
  MENU_FADE_MS,
  MOTION_RESIZE_MS,
  MOUSE_STEP_MAX_PX,
  MOUSE_STEP_WINDOW_MS,
  SCROLL_DEBOUNCE_MS,
  SMALLEST_DEVICE_PX,
  XS_MAX,
} from '../src/builder-constants.js';
import { mediaSrcset, mediaWidths } from '../src/media-urls.js';
import { BREAKPOINTS } from '../src/responsive.js';
import { MENU_CART_CSS } from '../src/shop/css.js';
import { THEME_CSS } from '../src/theme/css.js';
import { HIGHLIGHT_CSS } from '../src/widgets/animated-headline/highlight.js';
import { EMBLA_BASE } from '../src/widgets/carousel/rules.js';
import { isMouseStep } from '../src/widgets/nav-menu/mode.js';
import { NAV_MENU_CSS } from '../src/widgets/nav-menu/styles.js';
import { popupSettings } from '../src/widgets/popup/settings.js';

describe('the page builder’s fixed figures', () => {
  it('starts a drag after 8 px on every carousel engine, Embla’s tracks included', () => {
    expect(DRAG_THRESHOLD_PX).toBe(8);
    expect(EMBLA_BASE.dragThreshold).toBe(8);
  });

  it('reads the scroll 250 ms after it stops', () => {
    expect(SCROLL_DEBOUNCE_MS).toBe(250);
  });

  it('counts an island’s script as failed after 120 s', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('fades a sub-menu in over 200 ms', () => {
    expect(MENU_FADE_MS).toBe(200);
    expect(NAV_MENU_CSS).toContain(':is(.nm-panel:not([hidden]),.nm-list.is-open){animation:nm-fade 200ms');
  });
});

describe('the page builder’s breakpoints, motion, mouse and highlight figures', () => {
  it('has the grid breakpoints xs 0 to xxl 1600, and mobile and tablet end just below md and lg', () => {
    expect(GRID_BREAKPOINTS).toEqual({ xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 });
    expect(BREAKPOINTS).toEqual({ mobile: 767, tablet: 1024, laptop: 1366 });
  });

  it('turns the header and its menu cart compact below sm, on the narrow phones of xs', () => {
    expect(XS_MAX).toBe(479);
    expect(THEME_CSS).toContain('@media (max-width:479px){.header-row');
    expect(MENU_CART_CSS).toContain('@media (max-width:479px){.menu-cart');
    expect(`${THEME_CSS}${MENU_CART_CSS}`).not.toContain('max-width:480px');
  });

  it('generates and serves images from sm wide up to xxl, never wider', () => {
    expect(mediaWidths(4000)).toEqual([480, 960, 1600]);
    expect(mediaWidths(700)).toEqual([480, 700]);
    expect(mediaWidths(300)).toEqual([300]);
    const src = `/site/media/0123456789abc/${'a'.repeat(32)}-1600.webp`;
    expect(
      mediaSrcset(src)
        ?.split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['480w', '960w', '1600w']);
  });

  it('lays pages out for 320 px at the narrowest', () => {
    expect(SMALLEST_DEVICE_PX).toBe(320);
    expect(THEME_CSS).toContain('min-width:320px');
  });

  it('decides per-device behaviour again 200 ms after a resize', () => {
    expect(MOTION_RESIZE_MS).toBe(200);
  });

  it('takes moves of at most 2 px within 300 ms for a real mouse', () => {
    expect([MOUSE_STEP_MAX_PX, MOUSE_STEP_WINDOW_MS]).toEqual([2, 300]);
    const at = (x: number, y: number, t: number) => ({ x, y, t });
    expect(isMouseStep(at(10, 10, 0), at(12, 9, 16))).toBe(true);
    expect(isMouseStep(at(10, 10, 0), at(12, 10, 300))).toBe(true);
    expect(isMouseStep(at(10, 10, 0), at(13, 10, 16)), 'a jump of 3 px, as a tap makes').toBe(false);
    expect(isMouseStep(at(10, 10, 0), at(11, 10, 301)), 'too long after').toBe(false);
    expect(isMouseStep(at(10, 10, 0), at(10, 10, 16)), 'no move at all').toBe(false);
  });

  it('draws a highlight in 1200 ms and again 8000 ms later', () => {
    expect([HIGHLIGHT_DURATION_MS, HIGHLIGHT_ITERATION_DELAY_MS]).toEqual([1200, 8000]);
    expect(HIGHLIGHT_CSS).toContain('animation:ah-draw 1200ms');
    expect(HIGHLIGHT_CSS).toContain('animation:ah-draw-loop 9200ms ease-in-out infinite');
    expect(HIGHLIGHT_CSS).toContain('@keyframes ah-draw-loop{13.04%,100%{stroke-dashoffset:0}}');
  });
});

describe('the pop-up’s classes setting', () => {
  it('takes space-separated class names', () => {
    expect(popupSettings.parse({ classes: 'promo-verano destacada' }).classes).toBe('promo-verano destacada');
  });

  it.each(['"><script>', 'a  b', ' a', 'a.b', '1abc', 'x'.repeat(201), 'a\u0000b'])('refuses %j', (bad) => {
    expect(popupSettings.safeParse({ classes: bad }).success).toBe(false);
  });
});
