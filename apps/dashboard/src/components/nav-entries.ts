/**
 * The main navigation: its entries in the groups an owner scans for (Pop-ups, Leads, Website, Shop,
 * Statistics, Settings). The website's screens (its pages, forms, shop, media and settings) are listed only
 * for an account that has a website; an account without one gets a single "Create your website" entry in
 * their place, and while that is not yet known neither shows, so no entry leads nowhere. A group left with
 * no entry is not shown.
 */
import { t } from '../i18n/i18n.js';

interface NavEntry {
  to: string;
  label: string;
  /** Active only on this exact address (the index route). */
  end: boolean;
}

export interface NavGroup {
  label: string;
  entries: NavEntry[];
}

const entry = (to: string, label: string, end = false): NavEntry => ({ to, label, end });

/** `hasSite`: undefined while the site is being read, or when it could not be. Labels in the active language. */
export function navGroups(hasSite: boolean | undefined): NavGroup[] {
  const site = (...entries: NavEntry[]) => (hasSite === true ? entries : []);
  const groups: NavGroup[] = [
    {
      label: t('nav.group.popups'),
      entries: [
        entry('/', t('nav.popups'), true),
        entry('/results', t('nav.results')),
        entry('/install', t('nav.install')),
        entry('/store-catalogue', t('nav.storeCatalogue')),
      ],
    },
    {
      label: t('nav.group.leads'),
      entries: [
        entry('/leads', t('nav.leads')),
        ...site(entry('/forms', t('nav.forms'))),
        entry('/lead-delivery', t('nav.leadDelivery')),
        entry('/store-reports', t('nav.storeReports')),
        entry('/privacy', t('nav.privacy')),
      ],
    },
    {
      label: t('nav.group.website'),
      entries: [
        ...site(
          entry('/pages', t('nav.pages')),
          entry('/website', t('nav.websiteSettings'), true),
          entry('/media', t('nav.media')),
        ),
        ...(hasSite === false ? [entry('/website/new', t('nav.createWebsite'))] : []),
      ],
    },
    {
      label: t('nav.group.shop'),
      entries: site(
        entry('/orders', t('nav.orders')),
        entry('/products', t('nav.products')),
        entry('/coupons', t('nav.coupons')),
        entry('/shipping', t('nav.shipping')),
        entry('/shop-mails', t('nav.shopMails')),
      ),
    },
    { label: t('nav.group.statistics'), entries: [entry('/statistics', t('nav.statistics'))] },
    {
      label: t('nav.group.settings'),
      entries: [entry('/team', t('nav.team')), entry('/mail', t('nav.mail')), entry('/account', t('nav.account'))],
    },
  ];
  return groups.filter((g) => g.entries.length > 0);
}
