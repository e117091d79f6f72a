/** Scroll-percent trigger (spec §3 display_after_scroll_active, §9 300 ms debounce). */
import { type Fire, type Off, on } from './types';

/** How far down the page the visitor is, 0–100; a page that cannot scroll counts as 100. */
export function scrollPercent(scrollY: number, viewHeight: number, docHeight: number): number {
  const room = docHeight - viewHeight;
  return room <= 0 ? 100 : Math.min(100, Math.round((scrollY / room) * 100));
}

export const scrollReached = (percent: number, threshold: number): boolean => percent >= threshold;

export function wireScroll(threshold: number, fire: Fire): Off {
  let t: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const d = document.documentElement;
    if (scrollReached(scrollPercent(window.scrollY, window.innerHeight, d.scrollHeight), threshold)) fire('scroll');
  };
  const off = on(window, 'scroll', () => {
    clearTimeout(t);
    t = setTimeout(check, 300);
  });
  return () => {
    clearTimeout(t);
    off();
  };
}
