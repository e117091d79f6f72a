import type { Targeting } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { record } from './fixtures';
import { cookieRuleHolds, matchesTargeting } from './targeting-rules';

const t = (o: Partial<Targeting> = {}): Targeting => record({ targeting: o }).targeting;
const page = { isMobile: false, url: 'https://shop.example/products/shoe?ref=x', cookies: {} };

describe('matchesTargeting', () => {
  it('shows an all-devices pop-up everywhere', () => {
    expect(matchesTargeting(t(), page)).toBe(true);
    expect(matchesTargeting(t(), { ...page, isMobile: true })).toBe(true);
  });

  it('keeps a mobile pop-up off desktops and a desktop pop-up off phones', () => {
    expect(matchesTargeting(t({ devices: 'mobile' }), page)).toBe(false);
    expect(matchesTargeting(t({ devices: 'desktop' }), { ...page, isMobile: true })).toBe(false);
  });

  it('needs one include rule to match when any are given', () => {
    expect(matchesTargeting(t({ url_include: ['/cart', '/products/'] }), page)).toBe(true);
    expect(matchesTargeting(t({ url_include: ['/cart'] }), page)).toBe(false);
  });

  it('hides the pop-up where an exclude rule matches', () => {
    expect(matchesTargeting(t({ url_exclude: ['ref=x'] }), page)).toBe(false);
    expect(matchesTargeting(t({ url_exclude: ['/checkout'] }), page)).toBe(true);
  });

  it('applies cookie filters against the page cookies', () => {
    const rule = { name: 'exact|:|plan', value: 'equals|:|gold', show: 'show' };
    expect(matchesTargeting(t({ cookie_filter: [rule] }), { ...page, cookies: { plan: 'gold' } })).toBe(true);
    expect(matchesTargeting(t({ cookie_filter: [rule] }), { ...page, cookies: { plan: 'free' } })).toBe(false);
  });
});

describe('cookieRuleHolds', () => {
  const holds = (name: string, value: string, show: string, cookies: Record<string, string>) =>
    cookieRuleHolds({ name, value, show }, cookies);

  it('matches a value containing a substring', () => {
    expect(holds('exact|:|plan', 'contains|:|old', 'show', { plan: 'gold' })).toBe(true);
    expect(holds('exact|:|plan', 'contains|:|zzz', 'show', { plan: 'gold' })).toBe(false);
  });

  it('negates with not_ roles, a missing cookie satisfying them', () => {
    expect(holds('exact|:|plan', 'not_equals|:|gold', 'show', { plan: 'free' })).toBe(true);
    expect(holds('exact|:|plan', 'not_contains|:|gold', 'show', {})).toBe(true);
    expect(holds('exact|:|plan', 'not_equals|:|gold', 'show', { plan: 'gold' })).toBe(false);
  });

  it('checks presence with exists and not_exists', () => {
    expect(holds('exact|:|seen', 'exists', 'show', { seen: '' })).toBe(true);
    expect(holds('exact|:|seen', 'exists', 'show', {})).toBe(false);
    expect(holds('exact|:|seen', 'not_exists', 'show', {})).toBe(true);
  });

  it('matches cookie names by substring with the contains name role', () => {
    expect(holds('contains|:|_ga', 'exists', 'show', { _ga_XYZ: '1' })).toBe(true);
  });

  it('inverts the outcome for hide rules', () => {
    expect(holds('exact|:|plan', 'equals|:|gold', 'hide', { plan: 'gold' })).toBe(false);
    expect(holds('exact|:|plan', 'equals|:|gold', 'hide', { plan: 'free' })).toBe(true);
  });
});
