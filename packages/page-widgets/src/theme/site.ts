import type { MiniCartSettings } from '../shop/mini-cart-rules.js';

/** The theme's site-wide data: name, menu and footer (one per site, shared by every page). */
export interface MenuItem {
  label: string;
  href: string;
  children?: MenuItem[];
}

export interface SiteInfo {
  name: string;
  tagline: string;
  menu: MenuItem[];
  footer: { address: string; phone: string; hours: string; note: string };
  /**
   * The shop's menu cart dropdown: open on click or hover, and whether it opens after an add-to-cart. A site
   * with it shows the menu cart on its content pages too.
   */
  miniCart?: MiniCartSettings;
}
