/** Settings the nav menu and the mega menu share: where the menu collapses behind its toggle, and how a panel opens. */
import * as z from 'zod';

export const menuLookSettings = {
  /** Below this device the items fold behind a toggle button, as the dropdown layout shows them. */
  breakpoint: z.enum(['none', 'mobile', 'tablet']).default('none'),
  /** How a sub-menu or panel (and the folded list) comes in: a fade, a short slide down, or at once. */
  openAnimation: z.enum(['fade', 'slide', 'none']).default('fade'),
};
