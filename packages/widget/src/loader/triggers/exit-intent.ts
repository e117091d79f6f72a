/**
 * Exit-intent trigger (spec §3 display_after_exit_website_active, §4): on desktop
 * the pointer leaving through the top edge; on mobile the back button, caught by
 * pushing a guard history entry and listening for popstate.
 */
import { type Fire, type Off, on } from './types';

/** Leaving the window (no element entered) at or above its top edge. */
export const isExitIntent = (e: { clientY: number; relatedTarget: EventTarget | null }): boolean =>
  e.relatedTarget === null && e.clientY <= 0;

export function wireExitIntent(isMobile: boolean, fire: Fire): Off {
  if (!isMobile) {
    return on(document, 'mouseout', (e) => {
      if (isExitIntent(e)) fire('exit');
    });
  }
  // One guard entry per page, at the same URL so single-page mode sees no navigation.
  if (!(history.state as { beckonGuard?: 1 } | null)?.beckonGuard)
    history.pushState({ beckonGuard: 1 }, '', location.href);
  return on(window, 'popstate', () => fire('exit'));
}
