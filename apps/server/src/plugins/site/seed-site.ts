/**
 * The demo site's content, seeded on first start: the home page, post 228
 * (atopic dermatitis) and the posts that fill the posts grid. Idempotent:
 * pages already present are left as they are (an editor's changes survive a
 * restart). Every document goes through savePage, so it is validated.
 */
import type { Db } from '@beckon/db';
import { findAccountSite } from '../../sites/index.js';
import { createSite } from './create-site.js';
import { listPageIds, savePage } from './page-repository.js';
import { CLINIC_THEME, DEMO_SITE_LABEL, SITE_ACCOUNT_ID } from './site-config.js';
import type { SiteShop } from './site-shop.js';
import { clinicPages } from './starters/clinic.js';

/**
 * The demo account's site, made from the clinic starter on first start (its pages, theme and own
 * address), then the pages that are missing; returns how many pages it inserted. An editor's changes
 * survive a restart.
 */
export async function seedSite(db: Db, accountId = SITE_ACCOUNT_ID, shop?: SiteShop): Promise<number> {
  const before = new Set(await listPageIds(db, accountId));
  if (!(await findAccountSite(db, accountId))) {
    const label = accountId === SITE_ACCOUNT_ID ? DEMO_SITE_LABEL : undefined;
    // The starter adds the pages that are missing.
    await createSite(db, shop, { accountId, name: CLINIC_THEME.name, starter: 'clinic', label });
  }
  const after = new Set(await listPageIds(db, accountId));
  let inserted = 0;
  for (const page of clinicPages(accountId)) {
    if (before.has(page.pageId)) continue;
    if (!after.has(page.pageId)) await savePage(db, page);
    inserted++;
  }
  return inserted;
}
