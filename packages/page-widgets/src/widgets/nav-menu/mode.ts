/**
 * How a menu opens (§4 Mega menu, §9 menu delays): hover with a 250 ms show
 * and 500 ms hide delay, or click. Click is used in the editor, on touch
 * screens, on mobile and tablet, and in the dropdown layout.
 */
import { MOUSE_STEP_MAX_PX, MOUSE_STEP_WINDOW_MS } from '../../builder-constants.js';
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

/** One pointer move: where (px) and when (ms). */
export interface PointerStep {
  x: number;
  y: number;
  t: number;
}

/**
 * Whether two successive pointer moves come from a real mouse: a move of at most 2 px each way within 300 ms
 * (a touch screen sends one synthetic move per tap, never such small steps).
 */
export function isMouseStep(prev: PointerStep, next: PointerStep): boolean {
  const dx = Math.abs(next.x - prev.x);
  const dy = Math.abs(next.y - prev.y);
  return (
    (dx > 0 || dy > 0) && dx <= MOUSE_STEP_MAX_PX && dy <= MOUSE_STEP_MAX_PX && next.t - prev.t <= MOUSE_STEP_WINDOW_MS
  );
}
