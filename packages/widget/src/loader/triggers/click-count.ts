/** Page-click-count trigger (spec §3 display_after_page_click_number_active): the Nth click on the page. */
import { reached } from '@beckon/popup-schema/trigger-decisions';
import { type Fire, type Off, on } from './types';

export function wireClickCount(n: number, fire: Fire): Off {
  let clicks = 0;
  return on(
    document,
    'click',
    () => {
      if (reached(++clicks, n)) fire('click_count');
    },
    true,
  );
}
