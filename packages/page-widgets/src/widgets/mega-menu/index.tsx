/**
 * Mega menu widget (§3): tabs whose panels hold a heading, text and links;
 * open on hover or click, content width and horizontal position, horizontal
 * or dropdown layout. Shares the nav menu's island.
 */

import { safeLink } from '@beckon/popup-schema/safe-link';
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { Island } from '../../render/island.js';
import { NavMenu } from '../nav-menu/component.js';
import { menuLookSettings } from '../nav-menu/menu-settings.js';
import { NAV_MENU_CSS } from '../nav-menu/styles.js';

const link = z.object({ label: z.string().min(1).max(80), href: safeLink(300).min(1) }).strict();

const settings = z
  .object({
    label: z.string().min(1).max(80).default('Menú'),
    tabs: z
      .array(
        z
          .object({
            title: z.string().min(1).max(60),
            heading: z.string().max(120).optional(),
            text: z.string().max(600).optional(),
            links: z.array(link).max(20).default([]),
          })
          .strict(),
      )
      .max(10)
      .default([]),
    openOn: z.enum(['hover', 'click']).default('hover'),
    itemLayout: z.enum(['horizontal', 'dropdown']).default('horizontal'),
    contentWidth: z.enum(['fit_to_content', 'full']).default('fit_to_content'),
    contentHorizontalPosition: z.enum(['left', 'right', 'centered']).default('left'),
    ...menuLookSettings,
  })
  .strict();

export const megaMenu = defineWidget({
  type: 'mega-menu',
  label: 'Mega menú',
  settings,
  render: function MegaMenuWidget({ id, settings: s }) {
    const items = s.tabs.map((t) => ({ label: t.title, heading: t.heading, text: t.text, links: t.links }));
    return (
      <div className="w w-mega-menu">
        <Island
          name="nav-menu"
          component={NavMenu}
          props={{
            id,
            label: s.label,
            items,
            openOn: s.openOn,
            layout: s.itemLayout,
            mega: true,
            contentWidth: s.contentWidth,
            position: s.contentHorizontalPosition,
            breakpoint: s.breakpoint,
            openAnimation: s.openAnimation,
            fullWidth: false,
            submenuIcon: 'chevron',
          }}
        />
      </div>
    );
  },
  css: NAV_MENU_CSS,
});
