import type { Targeting } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { record } from './fixtures';
import { matchesTargeting, needsRules } from './targeting-rules';

const t = (o: Partial<Targeting> = {}): Targeting => record({ targeting: o }).targeting;
const page = { isMobile: false, url: 'https://shop.example/products/shoe?ref=x' };

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
});

describe('needsRules', () => {
  it('leaves pop-ups with only device and URL rules to the loader', () => {
    expect(needsRules(record({ targeting: { devices: 'mobile', url_include: ['/x'] } }))).toBe(false);
  });

  it('sends every other rule to the targeting chunk', () => {
    const pair = { name: 'exact|:|plan', value: 'exists', show: 'show' };
    expect(needsRules(record({ targeting: { cookie_filter: [pair] } }))).toBe(true);
    expect(needsRules(record({ targeting: { engagement_with_other_poptin_filter: ['show|seen_poptin||any'] } }))).toBe(
      true,
    );
    expect(
      needsRules(
        record({ targeting: { js_filter: { display_if_specific_js_active: true, display_if_specific_js: [] } } }),
      ),
    ).toBe(true);
    expect(needsRules(record({ targeting: { source_code_target_active: true } }))).toBe(true);
    expect(needsRules(record({ targeting: { member_filter: { active: true, url: '/me', show: 'members' } } }))).toBe(
      true,
    );
    expect(needsRules(record({ display_if_adblock_active: 'yes' }))).toBe(true);
  });
});
