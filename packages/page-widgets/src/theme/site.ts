import type { MiniCartSettings } from '../shop/mini-cart-rules.js';
import type { SiteTheme } from './theme-schema.js';

export type { MenuItem } from './theme-schema.js';

/**
 * What the renderer draws around every page of a site: its theme (name, logo, colours, fonts, menu and
 * footer) and, for a site with a shop, the menu cart dropdown's settings: open on click or hover, and
 * whether it opens after an add-to-cart. A site with them shows the menu cart on its content pages too.
 */
export type SiteInfo = SiteTheme & { miniCart?: MiniCartSettings };
