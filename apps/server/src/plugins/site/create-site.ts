/**
 * Creating an account's website from a starter, in one transaction: the site
 * row with its theme, its own address, the starter's pages and, for a starter
 * that brings one, the shop's sample catalogue. A failure anywhere leaves
 * nothing behind. Idempotent for the pages and catalogue that already exist,
 * so the demo account's site can be created over pages seeded before sites were.
 */
import type { Db, Queryable } from '@beckon/db';
import { RESERVED_SITE_LABELS, type SiteStarterId, siteLabelFrom } from '@beckon/owner-api';
import { siteThemeSchema } from '@beckon/page-widgets/theme/theme-schema.js';
import { randomId13 } from '../../random-ids.js';
import { findAccountSite, insertAddress, insertSite, lockAccount } from '../../sites/index.js';
import { listPageIds, savePage } from './page-repository.js';
import type { SiteShop } from './site-shop.js';
import { STARTERS } from './starters/index.js';

export interface SiteToCreate {
  accountId: string;
  name: string;
  starter: SiteStarterId;
  /** The label the owner asked for; derived from the name when absent. */
  label?: string | undefined;
}

export type CreateOutcome =
  | { created: true; siteId: string; label: string }
  | { created: false; reason: 'exists' }
  | { created: false; reason: 'label-taken'; label: string };

/** A derived label is tried with -2, -3 … when taken; an asked-for one is not changed. */
const DERIVED_TRIES = 20;

class LabelTaken extends Error {}

export async function createSite(db: Db, shop: SiteShop | undefined, input: SiteToCreate): Promise<CreateOutcome> {
  const starter = STARTERS[input.starter];
  const theme = siteThemeSchema.parse(starter.theme(input.name));
  // A name with no letter or digit still gets an address.
  const base = input.label ?? (siteLabelFrom(input.name) || 'sitio');
  try {
    return await db.transaction(async (tx): Promise<CreateOutcome> => {
      // One creation at a time per account, so two tabs cannot make two sites.
      await lockAccount(tx, input.accountId);
      if (await findAccountSite(tx, input.accountId)) return { created: false, reason: 'exists' };
      const siteId = randomId13();
      await insertSite(tx, { accountId: input.accountId, siteId, name: input.name, starter: starter.id, theme });
      const label = await claimLabel(tx, input.accountId, siteId, base, input.label !== undefined);
      const present = new Set(await listPageIds(tx, input.accountId));
      for (const page of starter.pages(input.accountId, input.name))
        if (!present.has(page.pageId)) await savePage(tx, page);
      if (starter.catalogue && shop) await shop.addStarterCatalogue(tx, input.accountId);
      return { created: true, siteId, label };
    });
  } catch (err) {
    if (err instanceof LabelTaken) return { created: false, reason: 'label-taken', label: err.message };
    throw err;
  }
}

async function claimLabel(
  tx: Queryable,
  accountId: string,
  siteId: string,
  base: string,
  asked: boolean,
): Promise<string> {
  for (let n = 1; n <= (asked ? 1 : DERIVED_TRIES); n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const label = `${base.slice(0, 63 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (RESERVED_SITE_LABELS.has(label)) continue;
    if (await insertAddress(tx, { address: label, kind: 'subdomain', accountId, siteId, token: null })) return label;
  }
  throw new LabelTaken(base);
}
