/**
 * The rarer triggers' chunk (built to dist/triggers.js): scroll, click count, inactivity and exit intent,
 * imported by the loader (page.ts `arm`) only when a pop-up on the page uses one of them, which keeps
 * their listeners' code out of the loader's byte budget. The timer and page-visit-count triggers stay in
 * the loader: most pop-ups use the timer, and the visit count writes the loader's own storage. It also
 * fetches a click-launched pop-up's record when the page's display answer lacks it (click-record.ts).
 */
import type { TriggerSettings } from '@beckon/popup-schema';
import { wireClickCount } from './click-count';
import { wireExitIntent } from './exit-intent';
import { wireInactivity } from './inactivity';
import { wireScroll } from './scroll';
import type { Fire, Off } from './types';

export { clickRecord } from './click-record';

/** Wires each of the four that the pop-up's triggers set; returns their removers. */
export function wireRare(t: TriggerSettings, isMobile: boolean, fire: Fire): Off[] {
  const offs: Off[] = [];
  const s = t.display_after_scroll_active;
  const c = t.display_after_page_click_number_active;
  const i = t.display_after_inactive_seconds_active;
  if (s) offs.push(wireScroll(s, fire));
  if (c) offs.push(wireClickCount(c, fire));
  if (i) offs.push(wireInactivity(i, fire));
  if (t.display_after_exit_website_active) offs.push(wireExitIntent(isMobile, fire));
  return offs;
}
