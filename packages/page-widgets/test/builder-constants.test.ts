/** The page builder's §9 figures (builder-constants.ts) and the settings that rest on them. */
import { describe, expect, it } from 'vitest';
import { CHUNK_TIMEOUT_MS, DRAG_THRESHOLD_PX, MENU_FADE_MS, SCROLL_DEBOUNCE_MS } from '../src/builder-constants.js';
import { EMBLA_BASE } from '../src/widgets/carousel/rules.js';
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
    expect(NAV_MENU_CSS).toContain('.nm-panel:not([hidden]){animation:nm-fade 200ms');
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
