import { describe, expect, it } from 'vitest';
import { navGroups } from './nav-entries.js';

const shape = (hasSite: boolean | undefined) =>
  navGroups(hasSite).map((g) => `${g.label}: ${g.entries.map((e) => e.label).join(', ')}`);

describe('the main navigation', () => {
  it('groups an account with a website into pop-ups, leads (store reports among them), website, shop, statistics and settings', () => {
    expect(shape(true)).toEqual([
      'Pop-ups: Pop-ups, Results, Install, Store catalogue',
      'Leads: Leads, Form submissions, Lead delivery, Store reports, Privacy',
      'Website: Site pages, Website settings, Media',
      'Shop: Orders, Products, Coupons, Shipping, Shop mails',
      'Statistics: Statistics',
      'Settings: Team, Mail, Account',
    ]);
  });

  it('offers an account without a website only the way to create one, and no shop', () => {
    expect(shape(false)).toEqual([
      'Pop-ups: Pop-ups, Results, Install, Store catalogue',
      'Leads: Leads, Lead delivery, Store reports, Privacy',
      'Website: Create your website',
      'Statistics: Statistics',
      'Settings: Team, Mail, Account',
    ]);
  });

  it('lists no website entry while it is not known whether there is a website', () => {
    expect(shape(undefined).some((g) => g.startsWith('Website') || g.startsWith('Shop'))).toBe(false);
  });

  it('lists every address once', () => {
    const all = navGroups(true).flatMap((g) => g.entries.map((e) => e.to));
    expect(new Set(all).size).toBe(all.length);
  });
});
