/**
 * The main navigation's entries. The website's screens (its pages, forms, shop, media and settings) are
 * listed only for an account that has a website; an account without one gets a single "Create your
 * website" entry in their place, and while that is not yet known neither shows, so no entry leads nowhere.
 */
export interface NavEntry {
  to: string;
  label: string;
  /** Active only on this exact address (the index route). */
  end: boolean;
}

const entry = (to: string, label: string, end = false): NavEntry => ({ to, label, end });

/** `hasSite`: undefined while the site is being read, or when it could not be. */
export function navEntries(hasSite: boolean | undefined): NavEntry[] {
  const site = (...entries: NavEntry[]) => (hasSite === true ? entries : []);
  return [
    entry('/', 'Pop-ups', true),
    entry('/leads', 'Leads'),
    ...site(entry('/forms', 'Form submissions')),
    entry('/lead-delivery', 'Lead delivery'),
    entry('/mail', 'Mail'),
    ...site(entry('/pages', 'Site pages'), entry('/website', 'Website settings', true)),
    ...(hasSite === false ? [entry('/website/new', 'Create your website')] : []),
    entry('/results', 'Results'),
    entry('/statistics', 'Statistics'),
    ...site(entry('/orders', 'Orders'), entry('/products', 'Products'), entry('/coupons', 'Coupons')),
    ...site(entry('/media', 'Media')),
    entry('/install', 'Install'),
    entry('/team', 'Team'),
    entry('/privacy', 'Privacy'),
    entry('/account', 'Account'),
  ];
}
