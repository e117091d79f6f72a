/**
 * Page-visit-count trigger (spec §3 display_after_visit_page_active, §4): fires
 * from the Nth page of the tab session. Once fired, `apt_{id}` in
 * sessionStorage disables it for the session, unless the pop-up's rule is
 * display_everytime_everypage.
 */
import { getItem, SESSION, setItem } from '../storage';
import type { Fire } from './types';

export const visitCountFires = (sessionPages: number, n: number, firedBefore: boolean, everyPage: boolean): boolean =>
  sessionPages >= n && (everyPage || !firedBefore);

export function checkVisitCount(id: string, n: number, sessionPages: number, everyPage: boolean, fire: Fire): void {
  const key = `apt_${id}`;
  if (!visitCountFires(sessionPages, n, !!getItem(SESSION, key), everyPage)) return;
  setItem(SESSION, key, '1');
  fire('visit_count');
}
