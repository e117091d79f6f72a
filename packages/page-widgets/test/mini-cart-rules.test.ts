import { describe, expect, it } from 'vitest';
import { type MiniCartSettings, nextOpen, panelMaxHeight } from '../src/shop/mini-cart-rules.js';

const click: MiniCartSettings = { openOn: 'click', autoOpen: false };
const hover: MiniCartSettings = { openOn: 'hover', autoOpen: false };

describe('the menu cart dropdown', () => {
  it('opens and closes on its toggle in either mode', () => {
    expect(nextOpen(false, 'toggle', click)).toBe(true);
    expect(nextOpen(true, 'toggle', click)).toBe(false);
    expect(nextOpen(false, 'toggle', hover)).toBe(true);
  });

  it('opens on hover and closes when the mouse leaves only in hover mode', () => {
    expect(nextOpen(false, 'enter', hover)).toBe(true);
    expect(nextOpen(true, 'leave', hover)).toBe(false);
    expect(nextOpen(false, 'enter', click)).toBe(false);
    expect(nextOpen(true, 'leave', click)).toBe(true);
  });

  it.each(['outside', 'escape', 'close'] as const)('closes on %s in either mode', (event) => {
    expect(nextOpen(true, event, click)).toBe(false);
    expect(nextOpen(true, event, hover)).toBe(false);
  });

  it('opens after an add-to-cart only when automatic opening is set', () => {
    expect(nextOpen(false, 'added', { openOn: 'click', autoOpen: true })).toBe(true);
    expect(nextOpen(false, 'added', click)).toBe(false);
    expect(nextOpen(true, 'added', click)).toBe(true);
  });

  it('fits the viewport below its top with a 30 px margin, never under 120 px', () => {
    expect(panelMaxHeight(900, 70)).toBe(800);
    expect(panelMaxHeight(200, 70)).toBe(120);
    expect(panelMaxHeight(220.5, 70)).toBe(120);
    expect(panelMaxHeight(300, 70)).toBe(200);
  });
});
