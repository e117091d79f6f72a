import './test-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieJar, record, serveDocumentCookie } from './fixtures';
import { forgetIds } from './forget-ids';
import { markShown } from './frequency-state';
import { privateValue, refusesTracking } from './privacy';
import { sendConversion } from './report';
import { privacy } from './storage';
import { trackAccountTime } from './triggers/timer';
import { checkVisitCount } from './triggers/visit-count';
import { displayRequest, pageContext } from './visitor-context';
import { recordVisit } from './visits';

describe('refusesTracking', () => {
  it('says nothing without any signal', () => {
    expect(refusesTracking({}, {})).toBe(false);
    expect(refusesTracking({}, { doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(refusesTracking({}, { doNotTrack: null })).toBe(false);
  });

  it('refuses on Global Privacy Control and on Do Not Track', () => {
    expect(refusesTracking({}, { globalPrivacyControl: true })).toBe(true);
    expect(refusesTracking({}, { doNotTrack: '1' })).toBe(true);
  });

  it('refuses when the beckonConsent hook says false, as a value or a function', () => {
    expect(refusesTracking({ beckonConsent: false }, {})).toBe(true);
    expect(refusesTracking({ beckonConsent: () => false }, {})).toBe(true);
    expect(refusesTracking({ beckonConsent: () => true }, {})).toBe(false);
    expect(refusesTracking({ beckonConsent: true }, {})).toBe(false);
  });

  it('lets consent given in the hook not override GPC', () => {
    expect(refusesTracking({ beckonConsent: true }, { globalPrivacyControl: true })).toBe(true);
  });

  it('counts a throwing hook as a refusal', () => {
    const hook = () => {
      throw new Error('consent manager not ready');
    };
    expect(refusesTracking({ beckonConsent: hook }, {})).toBe(true);
  });

  it('follows the store consent API when present', () => {
    expect(refusesTracking({ Shopify: { customerPrivacy: { userCanBeTracked: () => false } } }, {})).toBe(true);
    expect(refusesTracking({ Shopify: { customerPrivacy: { userCanBeTracked: () => true } } }, {})).toBe(false);
    expect(refusesTracking({ Shopify: { customerPrivacy: {} } }, {})).toBe(false);
  });
});

describe('privateValue', () => {
  const ID = '0123456789abc';
  it.each([
    [`poptin_c_p_o_x_c_${ID}`, ID],
    [`poptin_d_a_x_v_${ID}`, 1],
    [`poptin_o_p_v_${ID}`, 1],
    [`poptin_e_e_p_${ID}`, 3],
    [`poptin_e_n_d_${ID}`, 1700000000000],
    [`poptin_e_n_v_${ID}`, 2],
    [`poptin_session_account_time_${ID}`, '{"set_at":1}'],
    [`apt_${ID}`, '1'],
    ['poptin_session_pages', '4'],
    ['poptin_visit_count', 2],
  ])('keeps %s as it is', (name, value) => {
    expect(privateValue(name, value)).toBe(value);
  });

  it.each([
    [`poptin_o_a_d_${ID}`, 'f00dfeedbeef1f00'],
    [`poptin_conversion_${ID}`, 'c_123'],
    ['poptin_session', '0a1b2c3d4e5f6'],
  ])('keeps %s with 1 instead of the id it would hold', (name, value) => {
    expect(privateValue(name, value)).toBe(1);
  });

  it.each([
    'poptin_user_id',
    'poptin_last_visit',
    'poptin_old_user',
    'poptin_referrer',
    'poptin_previous_url',
    'poptin_converted_email',
    'poptin_previous_visited_pages',
    'poptin_origin_landing_page',
    'poptin_session_x',
    'poptin_visit_count_2',
    'other_site_cookie',
  ])('drops %s', (name) => {
    expect(privateValue(name, 'x')).toBeUndefined();
  });
});

describe('what a page run stores in each mode', () => {
  let jar = cookieJar();
  beforeEach(() => {
    jar = cookieJar();
    serveDocumentCookie(jar);
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    privacy.on = false;
    Reflect.deleteProperty(document, 'cookie');
    vi.unstubAllGlobals();
  });

  /** One page view: visit, a show under each frequency rule, the page-visit trigger, the website timer and a lead. */
  async function aPageView(): Promise<{ keys: string[]; sent: string[] }> {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push(`${url} ${String(init.body)}`);
        return new Response(JSON.stringify({ success: true, conversion_id: 'c_123' }));
      }),
    );
    const visit = recordVisit(1_700_000_000_000);
    const ctx = pageContext(visit);
    sent.push(JSON.stringify(displayRequest(ctx, null, [])));
    const rules = ['display_once', 'display_once_a_day', 'display_once_per_visit', 'display_every_2_visits'];
    rules.forEach((rule, i) => {
      markShown(record({ poptin_id: `000000000000${i}`, d_f_r: `all@${rule}` }), visit, 1);
    });
    markShown(record({ poptin_id: '0000000000009', d_f_r: 'all@display_every_3_days' }), visit, 1);
    markShown(record({ poptin_id: '000000000000a', d_f_r: 'all@display_everytime_everypage_5' }), visit, 1);
    checkVisitCount('000000000000b', 1, visit.sessionPages, false, () => {});
    trackAccountTime('abcdef0123456').off();
    const reporter = { origin: 'https://beckon.example', clientId: 'abcdef0123456', ctx };
    const values = { standard: { email: 'a@b.co' }, extra: [], checkboxChecked: false };
    await sendConversion(reporter, { record: record(), values, trigger: 'timer', view: '', coupon: '', key: 'k' });
    const keys = [...jar.values.keys(), ...Object.keys(localStorage), ...Object.keys(sessionStorage)];
    return { keys: keys.map((k) => k.replace(/[0-9a-f]{13}$/, '{id}')).sort(), sent };
  }

  it('keeps identifiers, lists and the email with tracking allowed', async () => {
    const { keys } = await aPageView();
    expect(keys).toEqual(
      expect.arrayContaining([
        'poptin_user_id',
        'poptin_last_visit',
        'poptin_previous_url',
        'poptin_previous_visited_pages',
        'poptin_origin_landing_page',
        'poptin_converted_email',
      ]),
    );
  });

  it('keeps only the per-pop-up marks, the visit count and session keys in private mode', async () => {
    privacy.on = true;
    const { keys } = await aPageView();
    expect([...new Set(keys)]).toEqual([
      'apt_{id}',
      'poptin_conversion_{id}',
      'poptin_d_a_x_v_{id}',
      'poptin_e_e_p_{id}',
      'poptin_e_n_d_{id}',
      'poptin_e_n_v_{id}',
      'poptin_o_a_d_{id}',
      'poptin_o_p_v_{id}',
      'poptin_session',
      'poptin_session_account_time_{id}',
      'poptin_session_pages',
      'poptin_visit_count',
    ]);
    expect(jar.values.get('poptin_session')).toBe('1');
    expect(jar.values.get('poptin_conversion_0123456789abc')).toBe('1');
  });

  it('sends no stored identifier, page list or email in private mode', async () => {
    jar.values.set('poptin_user_id', 'feedfeedfeed1');
    localStorage.setItem('poptin_previous_visited_pages', '/secret-page@1');
    localStorage.setItem('poptin_converted_email', 'old@b.co');
    privacy.on = true;
    const { sent } = await aPageView();
    const all = sent.join('\n');
    expect(all).not.toContain('feedfeedfeed1');
    expect(all).not.toContain('secret-page');
    expect(all).not.toContain('old@b.co');
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ viewer_id: null, converted_email: '' });
  });

  it('deletes the identifiers and lists an earlier consenting visit stored once tracking is refused', async () => {
    await aPageView();
    jar.values.set('poptin_old_user', '1');
    jar.values.set('poptin_referrer', 'https://news.example/');
    privacy.on = true;
    Object.defineProperty(document, 'referrer', { configurable: true, get: () => 'https://news.example/' });
    try {
      recordVisit(1_700_000_100_000);
    } finally {
      Reflect.deleteProperty(document, 'referrer');
    }
    const names = [...jar.values.keys(), ...Object.keys(localStorage)];
    for (const gone of [
      'poptin_user_id',
      'poptin_last_visit',
      'poptin_old_user',
      'poptin_referrer',
      'poptin_previous_url',
      'poptin_previous_visited_pages',
      'poptin_converted_email',
    ])
      expect(names).not.toContain(gone);
    // What keeps pop-ups from showing too often stays.
    expect(names).toContain('poptin_visit_count');
    expect(names.some((n) => n.startsWith('poptin_o_a_d_'))).toBe(true);
  });

  it('turns the view and conversion ids an earlier consenting visit stored into plain marks', () => {
    const before = {
      poptin_o_a_d_0123456789abc: 'f00dfeedbeef1f00',
      poptin_conversion_0123456789abc: 'c_123',
      poptin_o_a_d_0000000000001: '1',
      poptin_d_a_x_v_0123456789abc: '1',
      poptin_e_n_d_0123456789abc: '1700000000000',
      other_site_session: 'abc123',
    };
    for (const [k, v] of Object.entries(before)) jar.values.set(k, v);
    forgetIds();
    // Still seen and converted, so the pop-ups stay away, but the ids are gone.
    expect(jar.values.get('poptin_o_a_d_0123456789abc')).toBe('1');
    expect(jar.values.get('poptin_conversion_0123456789abc')).toBe('1');
    // Marks without an id, and the host's own cookies, are not rewritten (their lifetimes stay).
    expect(jar.writes.map((w) => w.slice(0, w.indexOf('=')))).toEqual([
      'poptin_o_a_d_0123456789abc',
      'poptin_conversion_0123456789abc',
    ]);
    expect(jar.writes[0]).toContain(`max-age=${365 * 86_400}`);
    expect(jar.values.get('other_site_session')).toBe('abc123');
  });

  it('uses a new viewer id on every page in private mode', () => {
    privacy.on = true;
    expect(recordVisit(1).viewerId).not.toBe(recordVisit(2).viewerId);
  });
});
