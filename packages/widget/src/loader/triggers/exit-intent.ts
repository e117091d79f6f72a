/**
 * Exit-intent trigger (spec §3 display_after_exit_website_active, §4): on desktop
 * the pointer leaving through the top edge; on mobile the back button, caught by
 * pushing a guard history entry and listening for popstate.
 */
import { isExitIntent } from '@beckon/popup-schema/trigger-decisions';
import { type Fire, type Off, on } from './types';

export function wireExitIntent(isMobile: boolean, fire: Fire): Off {
  if (!isMobile) {
    // Not over the page's own open modal (the clinic site's pop-ups): the trigger stays armed for a later exit.
    return on(document, 'mouseout', (e) => {
      if (isExitIntent(e) && !document.querySelector('[aria-modal="true"]')) fire('exit');
    });
  }
  // One guard entry per page, at the same URL so single-page mode sees no navigation.
  if (!(history.state as { beckonGuard?: 1 } | null)?.beckonGuard)
    history.pushState({ beckonGuard: 1 }, '', location.href);
  return on(window, 'popstate', () => fire('exit'));
}
