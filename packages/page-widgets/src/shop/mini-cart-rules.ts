/**
 * The menu cart's dropdown rules (Elementor's menu cart): pure, so
 * the island only wires events to them. It opens from its toggle, or on
 * hover when set, or after an add-to-cart when set; it closes from its close
 * button, an outside click, Escape, or (hover mode) the mouse leaving.
 */

export type MiniCartOpenOn = 'click' | 'hover';

export interface MiniCartSettings {
  openOn: MiniCartOpenOn;
  autoOpen: boolean;
}

export type MiniCartEvent = 'toggle' | 'enter' | 'leave' | 'outside' | 'escape' | 'close' | 'added';

/** Whether the dropdown is open after `event`, given whether it was open before. */
export function nextOpen(open: boolean, event: MiniCartEvent, settings: MiniCartSettings): boolean {
  switch (event) {
    case 'toggle':
      return !open;
    case 'enter':
      return settings.openOn === 'hover' ? true : open;
    case 'leave':
      return settings.openOn === 'hover' ? false : open;
    case 'added':
      return settings.autoOpen ? true : open;
    case 'outside':
    case 'escape':
    case 'close':
      return false;
  }
}

/** Elementor's cap: the dropdown fits the viewport below its top with a 30 px margin, but never under 120 px. */
const MINI_CART_MIN_HEIGHT = 120;
const MINI_CART_MARGIN = 30;

export function panelMaxHeight(viewportHeight: number, panelTop: number): number {
  return Math.max(MINI_CART_MIN_HEIGHT, Math.floor(viewportHeight - panelTop - MINI_CART_MARGIN));
}
