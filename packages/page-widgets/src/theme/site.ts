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
}
