/**
 * How a menu opens (§4 Mega menu, §9 menu delays): hover with a 250 ms show
 * and 500 ms hide delay, or click. Click is used in the editor, on touch
 * screens, on mobile and tablet, and in the dropdown layout.
 */
import type { Device } from '../../responsive.js';

export const MENU_SHOW_DELAY_MS = 250;
export const MENU_HIDE_DELAY_MS = 500;

export function opensOnClick(opts: {
  openOn: 'hover' | 'click';
  layout: 'horizontal' | 'dropdown';
  device: Device;
  touch: boolean;
  editing: boolean;
}): boolean {
  if (opts.openOn === 'click' || opts.layout === 'dropdown' || opts.editing || opts.touch) return true;
  return opts.device === 'mobile' || opts.device === 'tablet';
}

/** The tab to show after a click on `clicked`: a click on the open one closes it (one open at a time). */
export function nextOpen(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}
