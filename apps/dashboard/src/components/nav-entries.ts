/**
 * The main navigation: its entries in the groups an owner scans for (Pop-ups, Leads, Website, Shop,
 * Statistics, Settings). The website's screens (its pages, forms, shop, media and settings) are listed only
 * for an account that has a website; an account without one gets a single "Create your website" entry in
 * their place, and while that is not yet known neither shows, so no entry leads nowhere. A group left with
 * no entry is not shown.
 */
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

/** `hasSite`: undefined while the site is being read, or when it could not be. */
export function navGroups(hasSite: boolean | undefined): NavGroup[] {
  const site = (...entries: NavEntry[]) => (hasSite === true ? entries : []);
  const groups: NavGroup[] = [
    {
      label: 'Pop-ups',
      entries: [entry('/', 'Pop-ups', true), entry('/results', 'Results'), entry('/install', 'Install')],
    },
    {
      label: 'Leads',
      entries: [
        entry('/leads', 'Leads'),
        ...site(entry('/forms', 'Form submissions')),
        entry('/lead-delivery', 'Lead delivery'),
        entry('/privacy', 'Privacy'),
      ],
    },
    {
      label: 'Website',
      entries: [
        ...site(entry('/pages', 'Site pages'), entry('/website', 'Website settings', true), entry('/media', 'Media')),
        ...(hasSite === false ? [entry('/website/new', 'Create your website')] : []),
      ],
    },
    {
      label: 'Shop',
      entries: site(
        entry('/orders', 'Orders'),
        entry('/products', 'Products'),
        entry('/coupons', 'Coupons'),
        entry('/shop-mails', 'Shop mails'),
      ),
    },
    { label: 'Statistics', entries: [entry('/statistics', 'Statistics')] },
    { label: 'Settings', entries: [entry('/team', 'Team'), entry('/mail', 'Mail'), entry('/account', 'Account')] },
  ];
  return groups.filter((g) => g.entries.length > 0);
}
