/** Nav menu widget (§3): items with sub-menus, horizontal or dropdown layout, hover or click. */

import { safeLink } from '@beckon/popup-schema/safe-link';
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { Island } from '../../render/island.js';
import { NavMenu } from './component.js';
import { menuLookSettings } from './menu-settings.js';
import { NAV_MENU_CSS } from './styles.js';

const link = z.object({ label: z.string().min(1).max(80), href: safeLink(300).min(1) }).strict();

const settings = z
  .object({
    label: z.string().min(1).max(80).default('Menú'),
    items: z
      .array(
        z
          .object({
            label: z.string().min(1).max(80),
            href: safeLink(300).optional(),
            links: z.array(link).max(20).optional(),
          })
          .strict(),
      )
      .max(12)
      .default([]),
    openOn: z.enum(['hover', 'click']).default('hover'),
    layout: z.enum(['horizontal', 'dropdown']).default('horizontal'),
    ...menuLookSettings,
    /** The folded list (dropdown layout, or below the breakpoint) spans the whole width of the window. */
    fullWidth: z.boolean().default(false),
    /** The mark beside an item that opens a sub-menu. */
    submenuIcon: z.enum(['chevron', 'caret', 'plus', 'none']).default('chevron'),
  })
  .strict();

export const navMenu = defineWidget({
  type: 'nav-menu',
  label: 'Menú de navegación',
  settings,
  render: function NavMenuWidget({ id, settings: s }) {
    return (
      <div className="w w-nav-menu">
        <Island
          name="nav-menu"
          component={NavMenu}
          props={{
            id,
            label: s.label,
            items: s.items,
            openOn: s.openOn,
            layout: s.layout,
            mega: false,
            contentWidth: 'fit_to_content',
            position: 'left',
            breakpoint: s.breakpoint,
            openAnimation: s.openAnimation,
            fullWidth: s.fullWidth,
            submenuIcon: s.submenuIcon,
          }}
        />
      </div>
    );
  },
  css: NAV_MENU_CSS,
});
