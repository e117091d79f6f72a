/**
 * A starter is data a new website is made from: its theme, its pages and
 * whether it brings the sample catalogue. Everything in it goes through the
 * schemas any owner's edit goes through (the theme schema, the page
 * document), so a starter cannot hold what an owner could not save.
 */
import type { SiteStarterId } from '@beckon/owner-api';
import type { SiteTheme } from '@beckon/page-widgets/theme/theme-schema.js';
import type { PageInput } from '../page-repository.js';

export interface SiteStarter {
  id: SiteStarterId;
  /** The name and description the dashboard shows, in the dashboard's language (the pages are in the site's). */
  name: string;
  description: string;
  /** The theme, with the name the owner gave the site. */
  theme(siteName: string): SiteTheme;
  pages(accountId: string, siteName: string): PageInput[];
  /** Sample products and coupons the shop adds (the shop's own starter catalogue of this id). */
  catalogue: boolean;
}
