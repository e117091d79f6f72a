/** The site pop-up's stored counters, timing evaluation and action links (§3, §4, §5; research/site.md §1.3). */
import { describe, expect, it } from 'vitest';
import {
  actionHref,
  countImpressionAt,
  countVisit,
  disable,
  formAnswerAction,
  isDisabled,
  type PageEnv,
  parseAction,
  returnsFocus,
  type Stores,
  timingPasses,
} from '../src/widgets/popup/logic.js';
import { clientTiming, popupSettings } from '../src/widgets/popup/settings.js';

const DAY = 86_400_000;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const env = (over: Partial<PageEnv> = {}): PageEnv => ({
  now: Date.UTC(2026, 6, 1, 10),
  width: 1440,
  referrer: '',
  host: 'clinica.es',
  userAgent: CHROME,
  roles: [],
  ...over,
});
const fresh = (): Stores => ({ local: {}, session: {} });
const timing = (t: Record<string, unknown>) => clientTiming(popupSettings.parse({ timing: t }).timing);
const times = (t: Record<string, unknown>) => popupSettings.parse({ timing: { times: t } }).timing.times;

describe('page views and sessions', () => {
  it('count every page and a session once per tab session', () => {
    const stores = fresh();
    countVisit(stores);
    countVisit(stores);
    expect(stores.local).toEqual({ pageViews: 2, sessions: 1 });
    expect(stores.session).toEqual({ activeSession: true });
    stores.session = {};
    countVisit(stores);
    expect(stores.local.sessions).toBe(2);
  });

  it('pass page_views only after N more pages than where the pop-up was first evaluated', () => {
    const stores = fresh();
    const rules = timing({ pageViews: { views: 2 } });
    countVisit(stores);
    expect(timingPasses('p', rules, env(), stores, 'Europe/Madrid')).toBe(false);
    expect(stores.local.popup_p_page_views_initialPageViews).toBe(1);
    countVisit(stores);
    expect(timingPasses('p', rules, env(), stores, 'Europe/Madrid')).toBe(false);
    countVisit(stores);
    expect(timingPasses('p', rules, env(), stores, 'Europe/Madrid')).toBe(true);
  });

  it('pass sessions after N more sessions', () => {
    const stores = fresh();
    const rules = timing({ sessions: { sessions: 1 } });
    countVisit(stores);
    expect(timingPasses('p', rules, env(), stores, 'Europe/Madrid')).toBe(false);
    stores.session = {};
    countVisit(stores);
    expect(timingPasses('p', rules, env(), stores, 'Europe/Madrid')).toBe(true);
  });
});

describe('timing rules together', () => {
  it('pass with no rule enabled', () => {
    expect(timingPasses('p', timing({}), env(), fresh(), 'Europe/Madrid')).toBe(true);
  });

  it('all must pass: one failing rule stops the triggers', () => {
    const rules = timing({ devices: { devices: ['desktop'] }, url: { url: '([', action: 'regex' } });
    expect(timingPasses('p', rules, env(), fresh(), 'Europe/Madrid')).toBe(false);
    expect(timingPasses('p', timing({ devices: { devices: ['desktop'] } }), env(), fresh(), 'Europe/Madrid')).toBe(
      true,
    );
    expect(timingPasses('p', timing({ devices: { devices: ['mobile'] } }), env(), fresh(), 'Europe/Madrid')).toBe(
      false,
    );
  });

  it('read a schedule on the site’s clock or on the visitor’s', () => {
    // 10:00 UTC on 1 July is 12:00 in Madrid.
    const rules = timing({ schedule: { timezone: 'site', start: '2026-07-01T11:30', end: '2026-07-01T12:30' } });
    expect(timingPasses('p', rules, env(), fresh(), 'Europe/Madrid')).toBe(true);
    expect(timingPasses('p', rules, env(), fresh(), 'America/New_York')).toBe(false);
    const open = timing({ schedule: { start: '2026-06-01T00:00' } });
    expect(timingPasses('p', open, env(), fresh(), 'Europe/Madrid')).toBe(true);
  });

  it('pass sources and browsers as configured', () => {
    expect(
      timingPasses(
        'p',
        timing({ sources: { sources: ['search'] } }),
        env({ referrer: 'https://www.google.es/' }),
        fresh(),
        'UTC',
      ),
    ).toBe(true);
    expect(timingPasses('p', timing({ browsers: { browsers: ['firefox'] } }), env(), fresh(), 'UTC')).toBe(false);
  });

  it('hide a logged_in pop-up from a signed-in visitor, all users or the listed roles only', () => {
    const all = timing({ loggedIn: {} });
    expect(timingPasses('p', all, env(), fresh(), 'UTC')).toBe(true);
    expect(timingPasses('p', all, env({ roles: ['customer'] }), fresh(), 'UTC')).toBe(false);
    const owners = timing({ loggedIn: { users: 'custom', roles: ['owner'] } });
    expect(timingPasses('p', owners, env({ roles: ['customer'] }), fresh(), 'UTC')).toBe(true);
    expect(timingPasses('p', owners, env({ roles: ['owner'] }), fresh(), 'UTC')).toBe(false);
  });

  it('refuse custom logged_in users without a role, which would hide from nobody', () => {
    expect(popupSettings.safeParse({ timing: { loggedIn: { users: 'custom' } } }).success).toBe(false);
  });
});

describe('times', () => {
  it('counts on open by default, and closing does not count', () => {
    const stores = fresh();
    const rule = times({ times: 1 });
    countImpressionAt('p', rule, 'close', stores, 0);
    expect(stores.local).toEqual({});
    countImpressionAt('p', rule, 'open', stores, 0);
    expect(stores.local.popup_p_times).toEqual({ count: 1, expiresAt: null });
    expect(timingPasses('p', timing({ times: { times: 1 } }), env(), stores, 'UTC')).toBe(false);
  });

  it('counts on close when set, so a pop-up opened but never closed may show again', () => {
    const stores = fresh();
    const rule = times({ times: 1, count: 'close' });
    countImpressionAt('p', rule, 'open', stores, 0);
    expect(timingPasses('p', timing({ times: { times: 1, count: 'close' } }), env(), stores, 'UTC')).toBe(true);
    countImpressionAt('p', rule, 'close', stores, 0);
    expect(timingPasses('p', timing({ times: { times: 1, count: 'close' } }), env(), stores, 'UTC')).toBe(false);
  });

  it('never counts another pop-up’s close for this one', () => {
    const stores = fresh();
    countImpressionAt('other', times({ count: 'close' }), 'close', stores, 0);
    expect(stores.local.popup_p_times).toBeUndefined();
  });

  it('keeps a session period in session storage', () => {
    const stores = fresh();
    countImpressionAt('p', times({ period: 'session' }), 'open', stores, 0);
    expect(stores.session.popup_p_impressions).toEqual({ count: 1, expiresAt: null });
    expect(stores.local).toEqual({});
  });

  it('fixes a day window from the first impression and opens a new one after it', () => {
    const stores = fresh();
    const rule = times({ times: 2, period: 'day' });
    const rules = timing({ times: { times: 2, period: 'day' } });
    const start = env().now;
    countImpressionAt('p', rule, 'open', stores, start);
    countImpressionAt('p', rule, 'open', stores, start + DAY - 60_000);
    expect(stores.local.popup_p_impressions).toEqual({ count: 2, expiresAt: start + DAY });
    expect(timingPasses('p', rules, env({ now: start + DAY - 1 }), stores, 'UTC')).toBe(false);
    expect(timingPasses('p', rules, env({ now: start + DAY }), stores, 'UTC')).toBe(true);
    expect(stores.local.popup_p_impressions).toBeUndefined();
  });

  it('uses a week and a 2628288-second month', () => {
    const stores = fresh();
    countImpressionAt('w', times({ period: 'week' }), 'open', stores, 0);
    countImpressionAt('m', times({ period: 'month' }), 'open', stores, 0);
    expect(stores.local.popup_w_impressions).toEqual({ count: 1, expiresAt: 7 * DAY });
    expect(stores.local.popup_m_impressions).toEqual({ count: 1, expiresAt: 2_628_288_000 });
  });
});

describe('do not show again', () => {
  it('stores popup_<id>_disable', () => {
    const stores = fresh();
    expect(isDisabled('p', stores)).toBe(false);
    disable('p', stores);
    expect(stores.local).toEqual({ popup_p_disable: true });
    expect(isDisabled('p', stores)).toBe(true);
  });
});

describe('action links', () => {
  it('reads popup:open with its id and toggle, encoded as the builder writes it', () => {
    const href = actionHref('open', { id: 'cita', toggle: false });
    expect(href.startsWith('#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D')).toBe(true);
    expect(parseAction(href)).toEqual({ action: 'open', id: 'cita', toggle: false, doNotShowAgain: false });
    expect(parseAction(actionHref('open', { id: 228, toggle: true }))?.toggle).toBe(true);
  });

  it('reads popup:close with do_not_show_again, and a close with no settings', () => {
    expect(parseAction(actionHref('close', { do_not_show_again: 'yes' }))).toEqual({
      action: 'close',
      id: null,
      toggle: false,
      doNotShowAgain: true,
    });
    expect(parseAction('#elementor-action:action=popup:close')?.action).toBe('close');
  });

  it('ignores other actions, plain anchors and damaged settings', () => {
    expect(parseAction('#elementor-action:action=lightbox&settings=e30=')).toBeNull();
    expect(parseAction('#contacto')).toBeNull();
    expect(parseAction('#elementor-action:action=popup:open&settings=bm90IGpzb24=')).toBeNull();
    expect(parseAction('#%E0%A4%A')).toBeNull();
  });
});

describe('a form answer’s pop-up action', () => {
  it('reads open with its id, and close with do_not_show_again and no id (the form’s own pop-up)', () => {
    expect(formAnswerAction({ message: 'Gracias', popup: { action: 'open', id: 'cita' } })).toEqual({
      action: 'open',
      id: 'cita',
      toggle: false,
      doNotShowAgain: false,
    });
    expect(formAnswerAction({ popup: { action: 'close', do_not_show_again: true } })).toEqual({
      action: 'close',
      id: null,
      toggle: false,
      doNotShowAgain: true,
    });
    expect(formAnswerAction({ popup: { action: 'open', id: 228, toggle: 'yes' } })).toMatchObject({
      id: '228',
      toggle: true,
    });
  });

  it('is none without a popup, with an unknown action, or an open with no id to open', () => {
    expect(formAnswerAction({ message: 'Gracias', errors: {} })).toBeNull();
    expect(formAnswerAction(null)).toBeNull();
    expect(formAnswerAction({ popup: 'close' })).toBeNull();
    expect(formAnswerAction({ popup: { action: 'toggle', id: 'cita' } })).toBeNull();
    expect(formAnswerAction({ popup: { action: 'open' } })).toBeNull();
  });
});

describe('accessible navigation', () => {
  it('is on unless the pop-up’s settings turn it off', () => {
    expect(popupSettings.parse({}).a11yNavigation).toBe(true);
    expect(popupSettings.parse({ a11yNavigation: false }).a11yNavigation).toBe(false);
  });

  it('gives focus back on close when on, and when off only if focus is not on something else of the page', () => {
    expect(returnsFocus(true, true)).toBe(true);
    expect(returnsFocus(false, false)).toBe(true);
    expect(returnsFocus(false, true)).toBe(false);
  });
});

describe('settings', () => {
  it('refuse an unknown time zone and a malformed schedule', () => {
    expect(popupSettings.safeParse({ timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(popupSettings.safeParse({ timing: { schedule: { start: '1 de julio' } } }).success).toBe(false);
  });
});
