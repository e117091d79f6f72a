/**
 * Scroll-percent trigger (spec §3 display_after_scroll_active, §9 300 ms debounce). The decision is the
 * one the site's pop-ups use (popup-schema trigger-decisions); this file keeps only the DOM wiring.
 */
import { reached, scrollPercent } from '@beckon/popup-schema/trigger-decisions';
import { type Fire, type Off, on } from './types';

export function wireScroll(threshold: number, fire: Fire): Off {
  let t: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const d = document.documentElement;
    if (reached(scrollPercent(window.scrollY, window.innerHeight, d.scrollHeight), threshold)) fire('scroll');
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
