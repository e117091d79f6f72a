/** The account's site theme as stored (validated again on read: a row that no longer parses is our fault). */
import type { Queryable } from '@beckon/db';
import { type SiteTheme, siteThemeSchema } from '@beckon/page-widgets/theme/theme-schema.js';
import { errors } from '../../errors.js';
import { findAccountSite } from '../../sites/index.js';

export async function loadSiteTheme(db: Queryable, accountId: string): Promise<SiteTheme> {
  const site = await findAccountSite(db, accountId);
  if (!site) throw errors.noWebsite();
  return siteThemeSchema.parse(site.theme);
}

/** The labels of the theme's own menu entries; none for an account without a site. */
export async function themeMenuLabels(db: Queryable, accountId: string): Promise<string[]> {
  const site = await findAccountSite(db, accountId);
  return site ? siteThemeSchema.parse(site.theme).menu.map((item) => item.label) : [];
}
