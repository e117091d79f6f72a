import { type PopupInput, popupScheduleSchema, trafficTargetingSchema } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { newPopup } from './draft.js';
import { audienceSummary, countries, countryName, DEFAULT_VISIT, explain, type Visit } from './why-shown.js';

type Edit = Partial<Omit<PopupInput, 'targeting' | 'triggers'>> & {
  targeting?: Partial<PopupInput['targeting']>;
  triggers?: Partial<PopupInput['triggers']>;
};

function popup(edit: Edit = {}): PopupInput {
  const base = newPopup();
  return {
    ...base,
    ...edit,
    targeting: { ...base.targeting, ...edit.targeting },
    triggers: { ...base.triggers, ...edit.triggers },
  };
}

const visit = (v: Partial<Visit> = {}): Visit => ({ ...DEFAULT_VISIT, url: 'https://shop.example/', ...v });
const checkOf = async (p: PopupInput, v: Visit, rule: string) =>
  (await explain(p, v)).checks.find((c) => c.rule === rule);

describe('explain', () => {
  it('shows a new pop-up to anyone, after its trigger', async () => {
    const answer = await explain(popup(), visit());
    expect(answer.shows).toBe(true);
    expect(answer.checks.map((c) => [c.rule, c.verdict])).toEqual([
      ['Active', 'pass'],
      ['Devices', 'pass'],
      ['New or returning', 'pass'],
      ['Trigger', 'pass'],
    ]);
    expect(answer.checks.at(-1)?.reason).toBe('Shows at the first of: after 5 s on the page.');
  });

  it('says a switched-off pop-up never shows', async () => {
    const answer = await explain(popup({ is_active: false }), visit());
    expect(answer.shows).toBe(false);
    expect(answer.summary).toBe('Not shown: active. The pop-up is switched off, so it never shows.');
  });

  it('fails a mobile-only pop-up on a computer and passes it on a phone', async () => {
    const p = popup({ targeting: { devices: 'mobile' } });
    expect(await checkOf(p, visit(), 'Devices')).toEqual({
      rule: 'Devices',
      verdict: 'fail',
      reason: 'For mobile visitors only; this one is on a computer.',
    });
    expect((await checkOf(p, visit({ isMobile: true }), 'Devices'))?.verdict).toBe('pass');
  });

  it('names the address rule that matched or the ones none did', async () => {
    const p = popup({ targeting: { url_include: ['/checkout', '/cart'], url_exclude: ['', '/cart/empty'] } });
    expect(await checkOf(p, visit({ url: 'https://shop.example/blog' }), 'Page address includes')).toMatchObject({
      verdict: 'fail',
      reason: 'The address contains none of “/checkout”, “/cart”.',
    });
    expect(await checkOf(p, visit({ url: 'https://shop.example/cart' }), 'Page address includes')).toMatchObject({
      verdict: 'pass',
      reason: 'The address contains “/cart”.',
    });
    expect(await checkOf(p, visit({ url: 'https://shop.example/cart/empty' }), 'Page address excludes')).toMatchObject({
      verdict: 'fail',
      reason: 'The address contains “/cart/empty”.',
    });
  });

  it('checks countries as the display service does, an unknown country matching no include', async () => {
    const include = popup({ targeting: { country_include: ['FR', 'BE'] } });
    expect(await checkOf(include, visit({ country: 'FR' }), 'Countries')).toMatchObject({ verdict: 'pass' });
    expect(await checkOf(include, visit({ country: 'DE' }), 'Countries')).toMatchObject({
      verdict: 'fail',
      reason: 'The visitor is in Germany (DE), not one of the 2 chosen.',
    });
    expect(await checkOf(include, visit({ country: '' }), 'Countries')).toMatchObject({ verdict: 'fail' });
    const exclude = popup({ targeting: { country_exclude: ['GB'] } });
    expect(await checkOf(exclude, visit({ country: 'GB' }), 'Countries')).toMatchObject({
      verdict: 'fail',
      reason: 'The visitor is in United Kingdom (GB), which is excluded.',
    });
    expect(await checkOf(exclude, visit({ country: '' }), 'Countries')).toMatchObject({ verdict: 'pass' });
  });

  it('reads cookie rules against the cookies typed, with or without spaces after the semicolons', async () => {
    const p = popup({
      targeting: { cookie_filter: [{ name: 'exact|:|plan', value: 'equals|:|gold', show: 'show' }] },
    });
    expect(await checkOf(p, visit({ cookies: 'a=1;plan=gold' }), 'Cookie')).toEqual({
      rule: 'Cookie',
      verdict: 'pass',
      reason: 'Show when the cookie “plan” equals “gold”: holds.',
    });
    expect((await checkOf(p, visit({ cookies: 'plan=free' }), 'Cookie'))?.verdict).toBe('fail');
  });

  it('reads page variables from JSON, and cannot tell from text that is not a JSON object', async () => {
    const p = popup({
      targeting: {
        js_filter: {
          display_if_specific_js_active: true,
          display_if_specific_js: [{ name: 'exact|:|shop.tier', value: 'equals|:|vip', show: 'hide' }],
        },
      },
    });
    expect((await checkOf(p, visit({ variables: '{"shop":{"tier":"vip"}}' }), 'Page variable'))?.verdict).toBe('fail');
    expect((await checkOf(p, visit({ variables: '{"shop":{"tier":"new"}}' }), 'Page variable'))?.verdict).toBe('pass');
    const unknown = await explain(p, visit({ variables: '[1]' }));
    expect(unknown.checks.find((c) => c.rule === 'Page variable')?.verdict).toBe('unknown');
    expect(unknown.shows).toBe(true);
  });

  it('checks engagement rules against what the visitor did with the other pop-ups', async () => {
    const p = popup({ targeting: { engagement_with_other_poptin_filter: ['show|converted|not_embedded|any'] } });
    expect(await checkOf(p, visit(), 'Other pop-ups')).toMatchObject({
      verdict: 'fail',
      reason: 'Show when the visitor converted on any other pop-up (not embedded): does not hold.',
    });
    expect((await checkOf(p, visit({ others: 'converted' }), 'Other pop-ups'))?.verdict).toBe('pass');
    const hide = popup({ targeting: { engagement_with_other_poptin_filter: ['hide|seen_poptin|embedded|any'] } });
    expect((await checkOf(hide, visit({ others: 'seen' }), 'Other pop-ups'))?.verdict).toBe('fail');
  });

  it('asks for the page source before judging a page-text rule', async () => {
    const p = popup({
      targeting: {
        source_code_target_active: true,
        source_code_target_html: 'id="pricing"',
        source_code_target_role: 'show',
      },
    });
    expect((await checkOf(p, visit(), 'Page text'))?.verdict).toBe('unknown');
    expect((await checkOf(p, visit({ pageSource: '<div id="pricing">' }), 'Page text'))?.verdict).toBe('pass');
    expect((await checkOf(p, visit({ pageSource: '<div id="blog">' }), 'Page text'))?.verdict).toBe('fail');
  });

  it('checks the schedule at the moment given, on the schedule’s clock', async () => {
    const p = popup({
      targeting: { schedule: popupScheduleSchema.parse({ active: true, days: ['mon'], from: '09:00', to: '17:00' }) },
    });
    // Monday 7 December 2026, 10:00 and 18:00 in Madrid (UTC+1).
    const inside = await checkOf(p, visit({ at: Date.parse('2026-12-07T09:00Z') }), 'Schedule');
    expect(inside).toMatchObject({ verdict: 'pass' });
    expect(inside?.reason).toBe('Monday, 7 Dec 2026, 10:00 (Europe/Madrid) is within its schedule.');
    const after = await checkOf(p, visit({ at: Date.parse('2026-12-07T17:00Z') }), 'Schedule');
    expect(after).toMatchObject({ verdict: 'fail' });
    expect(await checkOf(popup(), visit(), 'Schedule')).toBeUndefined();
  });

  it('checks the traffic source from the referrer and the address’s UTM values', async () => {
    const p = popup({
      targeting: { traffic_source: trafficTargetingSchema.parse({ active: true, sources: ['search'] }) },
    });
    const google = await checkOf(p, visit({ referrer: 'https://www.google.es/' }), 'Traffic source');
    expect(google).toMatchObject({
      verdict: 'pass',
      reason: 'The visit comes from a search engine (google.es), which it targets.',
    });
    const mail = await checkOf(
      p,
      visit({ url: 'https://shop.example/?utm_medium=email&utm_campaign=sale' }),
      'Traffic source',
    );
    expect(mail).toMatchObject({
      verdict: 'fail',
      reason: 'The visit comes from an email, campaign “sale”, which it does not target.',
    });
  });

  it('checks membership and the ad-blocker condition', async () => {
    const p = popup({
      display_if_adblock_active: 'yes',
      targeting: { member_filter: { active: true, url: '/me', show: 'non_members' } },
    });
    const answer = await explain(p, visit({ member: true, adBlocker: false }));
    expect(answer.checks.filter((c) => c.verdict === 'fail').map((c) => c.rule)).toEqual(['Membership', 'Ad blocker']);
    expect((await explain(p, visit({ member: false, adBlocker: true }))).shows).toBe(true);
  });

  it('applies the frequency rule audience: new visitors only', async () => {
    const p = popup({ d_f_r: 'new@display_once' });
    expect(await checkOf(p, visit({ returning: true }), 'New or returning')).toMatchObject({
      verdict: 'fail',
      reason: 'For new visitors only; this one is returning.',
    });
    expect((await checkOf(p, visit(), 'New or returning'))?.verdict).toBe('pass');
  });

  it('waits for the pages-visited trigger when it is the only one, and not when another can fire', async () => {
    const only = popup({ triggers: { display_after_sec_active: null, display_after_visit_page_active: 3 } });
    expect(await checkOf(only, visit({ pagesThisVisit: 2 }), 'Trigger')).toMatchObject({
      verdict: 'fail',
      reason: 'Waits for page 3 of the visit; this is page 2.',
    });
    expect((await checkOf(only, visit({ pagesThisVisit: 3 }), 'Trigger'))?.verdict).toBe('pass');
    const both = popup({ triggers: { display_after_visit_page_active: 3, display_after_exit_website_active: true } });
    expect(await checkOf(both, visit({ pagesThisVisit: 1 }), 'Trigger')).toMatchObject({
      verdict: 'pass',
      reason: 'Shows at the first of: after 5 s on the page; when the mouse leaves the page.',
    });
  });

  it('says a cart-triggered pop-up waits for its cart event, not that it shows on arrival', async () => {
    const added = popup({
      triggers: {
        display_after_sec_active: null,
        shopify_cart_trigger_active: true,
        shopify_cart_trigger_products: '7001, 7002',
      },
    });
    expect((await checkOf(added, visit({}), 'Trigger'))?.reason).toBe(
      "Shows at the first of: when one of 7001, 7002 is added to the cart, on a Shopify store or this site's shop.",
    );
    const value = popup({
      triggers: {
        display_after_sec_active: null,
        wix_cart_trigger_active: true,
        shopify_cart_trigger_action: 'cart_value',
        shopify_cart_trigger_cart_spec_filter: 'greater_than',
        shopify_cart_trigger_cart_spec_value: 50,
      },
    });
    expect((await checkOf(value, visit({}), 'Trigger'))?.reason).toBe(
      "Shows at the first of: when the cart holds more than 50 in the store's currency, on a Wix site.",
    );
  });
});

describe('countries', () => {
  it('lists countries by name from Intl, leaving out groupings such as the European Union', () => {
    const codes = countries().map((c) => c.code);
    expect(codes).toContain('FR');
    expect(codes).toContain('JP');
    expect(codes).not.toContain('EU');
    expect(codes).not.toContain('UN');
    expect(countries().find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(codes.length).toBeGreaterThan(240);
    expect(countryName('GB')).toBe('United Kingdom');
  });
});

describe('audienceSummary', () => {
  it('puts a schedule and traffic-source targeting in words', () => {
    const p = popup({
      targeting: {
        schedule: popupScheduleSchema.parse({
          active: true,
          end: '2026-12-24T00:00',
          days: ['sat', 'sun'],
          from: '22:00',
          to: '02:00',
        }),
        traffic_source: trafficTargetingSchema.parse({
          active: true,
          sources: ['social'],
          referrer_domains: ['partner.example'],
          utm_campaign: ['sale'],
        }),
      },
    });
    expect(audienceSummary(p)).toEqual(
      expect.arrayContaining([
        'Only until 2026-12-24 00:00, on Sat, Sun, between 22:00 and 02:00 (Europe/Madrid time).',
        'Only to visits from a social network or partner.example with UTM campaign “sale”.',
      ]),
    );
  });

  it('says everyone for a pop-up without rules', () => {
    expect(audienceSummary(popup({ stop_showing_to_converted_users: false }))).toEqual([
      'Every visitor, on every page and device.',
    ]);
  });

  it('puts every rule in words', () => {
    const p = popup({
      d_f_r: 'returning@display_once',
      display_if_adblock_active: 'yes',
      targeting: {
        devices: 'mobile',
        url_include: ['/shop', ''],
        country_include: ['FR'],
        country_exclude: ['MC'],
        cookie_filter: [{ name: 'contains|:|utm', value: 'exists', show: 'show' }],
        engagement_with_other_poptin_filter: ['hide|converted|not_embedded|abcdefabcdef1'],
        member_filter: { active: true, url: '/api/me', show: 'members' },
      },
    });
    expect(audienceSummary(p, (id) => (id === 'abcdefabcdef1' ? 'Spring sale' : undefined))).toEqual([
      'Returning visitors only.',
      'On phones and tablets only.',
      'Only on pages whose address contains “/shop”.',
      'Only to visitors in France.',
      'Not to visitors in Monaco.',
      'Show when a cookie whose name contains “utm” exists.',
      'Hide when the visitor converted on “Spring sale”.',
      'Only to signed-in members (checked at /api/me).',
      'Only to visitors who block ads.',
      'Not to visitors who already converted on it.',
    ]);
  });
});
