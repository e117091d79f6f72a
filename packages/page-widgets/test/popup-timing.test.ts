/** The site pop-up's timing rules (§3, §5; research/site.md §1.3), each with its edge cases. */
import { wallTimeToEpoch } from '@beckon/popup-schema/wall-clock';
import { describe, expect, it } from 'vitest';
import type { Device } from '../src/responsive.js';
import { deviceWidths } from '../src/widgets/popup/settings.js';
import {
  browserOf,
  browsersRule,
  countSince,
  countTimes,
  devicesRule,
  loggedInRule,
  rolesFromCookies,
  scheduleRule,
  sourcesRule,
  timesRule,
  urlRule,
} from '../src/widgets/popup/timing.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const EDGE = `${CHROME} Edg/131.0`;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1';

describe('page_views and sessions', () => {
  it('count from the first page where the pop-up was evaluated, storing that total as the baseline', () => {
    expect(countSince(5, null, 3)).toEqual({ passes: false, initial: 5 });
    expect(countSince(7, 5, 3)).toEqual({ passes: false, initial: 5 });
    expect(countSince(8, 5, 3)).toEqual({ passes: true, initial: 5 });
  });

  it('treat a stored 0 as no baseline, as the builder does', () => {
    expect(countSince(4, 0, 1)).toEqual({ passes: false, initial: 4 });
  });
});

describe('url', () => {
  it('shows when the referrer contains the text, or hides then with the hide action', () => {
    expect(urlRule('https://google.es/search?q=piel', 'google', 'show')).toBe(true);
    expect(urlRule('https://bing.com/', 'google', 'show')).toBe(false);
    expect(urlRule('https://google.es/', 'google', 'hide')).toBe(false);
    expect(urlRule('https://bing.com/', 'google', 'hide')).toBe(true);
  });

  it('matches a regex, and an invalid regex means do not show', () => {
    expect(urlRule('https://news.example/a/123', '/a/\\d+$', 'regex')).toBe(true);
    expect(urlRule('https://news.example/a/x', '/a/\\d+$', 'regex')).toBe(false);
    expect(urlRule('https://news.example/', '([', 'regex')).toBe(false);
  });
});

describe('sources', () => {
  it('always passes with all three sources', () => {
    expect(sourcesRule('', 'clinica.es', ['search', 'external', 'internal'])).toBe(true);
  });

  it('tells an internal visit by the host without www', () => {
    expect(sourcesRule('https://www.clinica.es/blog/', 'clinica.es', ['internal'])).toBe(true);
    expect(sourcesRule('https://clinica.es/', 'www.clinica.es', ['external'])).toBe(false);
  });

  it('counts a direct visit and any other site as external', () => {
    expect(sourcesRule('', 'clinica.es', ['external'])).toBe(true);
    expect(sourcesRule('https://foro.example/', 'clinica.es', ['external'])).toBe(true);
  });

  it('recognises the search engines the Beckon pop-ups count, the privacy ones included, and no other site', () => {
    for (const engine of [
      'www.google.com',
      'www.yahoo.co.jp',
      'search.yahoo.com',
      'www.bing.com',
      'yandex.ru',
      'www.baidu.com',
      'duckduckgo.com',
      'www.ecosia.org',
      'www.startpage.com',
      'search.brave.com',
      'www.qwant.com',
    ]) {
      expect(sourcesRule(`https://${engine}/`, 'clinica.es', ['search']), engine).toBe(true);
    }
    expect(sourcesRule('https://foro.example/?q=google.com', 'clinica.es', ['search'])).toBe(false);
    expect(sourcesRule('https://mail.google.com/', 'clinica.es', ['search'])).toBe(false);
    expect(sourcesRule('', 'clinica.es', ['search'])).toBe(false);
  });
});

describe('devices and browsers', () => {
  it('uses the site breakpoints: mobile to 767 px, tablet to 1024 px, laptop to 1366 px', () => {
    const on = (width: number, device: Device) => devicesRule(width, deviceWidths([device]));
    expect([on(767, 'mobile'), on(768, 'mobile'), on(768, 'tablet'), on(1024, 'tablet')]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect([on(1366, 'laptop'), on(1367, 'laptop'), on(1367, 'desktop'), on(5000, 'desktop')]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(devicesRule(390, deviceWidths(['desktop', 'tablet']))).toBe(false);
    expect(devicesRule(390, deviceWidths(['tablet', 'mobile']))).toBe(true);
  });

  it('tells Edge from Chrome and Chrome from Safari', () => {
    expect([browserOf(EDGE), browserOf(CHROME), browserOf(FIREFOX), browserOf(SAFARI)]).toEqual([
      'edge',
      'chrome',
      'firefox',
      'safari',
    ]);
    expect(browsersRule(EDGE, ['chrome'])).toBe(false);
    expect(browsersRule('curl/8', 'all')).toBe(true);
    expect(browsersRule('curl/8', ['chrome', 'safari'])).toBe(false);
  });
});

describe('schedule', () => {
  it('passes within the bounds and leaves a missing bound open', () => {
    expect(scheduleRule(50, 10, 100)).toBe(true);
    expect(scheduleRule(5, 10, 100)).toBe(false);
    expect(scheduleRule(101, 10, 100)).toBe(false);
    expect(scheduleRule(5, null, 100)).toBe(true);
    expect(scheduleRule(1e12, 10, null)).toBe(true);
  });

  it('reads the bounds as the clinic’s wall time in its zone, summer and winter', () => {
    expect(wallTimeToEpoch('2026-07-01T09:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 6, 1, 7, 0));
    expect(wallTimeToEpoch('2026-12-01T09:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 11, 1, 8, 0));
  });

  it('settles the offset on the day the clocks change', () => {
    // 29 March 2026: Madrid moves from +01:00 to +02:00 at 02:00 UTC+1.
    expect(wallTimeToEpoch('2026-03-29T12:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 2, 29, 10, 0));
    expect(wallTimeToEpoch('2026-03-29T01:00', 'Europe/Madrid')).toBe(Date.UTC(2026, 2, 29, 0, 0));
  });

  it('reads the bounds on the visitor’s own clock when the timezone is the visitor’s', () => {
    expect(wallTimeToEpoch('2026-07-01T09:00', null)).toBe(new Date(2026, 6, 1, 9, 0).getTime());
  });
});

describe('times', () => {
  it('allows up to the limit within a window fixed from the first impression', () => {
    let stored = countTimes(null, 0, 'day');
    stored = countTimes(stored, 1000, 'day');
    expect(timesRule(stored, 2000, 3)).toBe(true);
    stored = countTimes(stored, 3000, 'day');
    expect(timesRule(stored, 4000, 3)).toBe(false);
    expect(timesRule(stored, 86_400_000, 3)).toBe(true);
  });

  it('never resets a persisting counter', () => {
    const stored = countTimes(countTimes(null, 0, null), 1, null);
    expect(timesRule(stored, 10 * 86_400_000 * 365, 2)).toBe(false);
  });
});

describe('logged_in', () => {
  it('lets an anonymous visitor through whatever the users setting says', () => {
    expect(loggedInRule([], 'all', [])).toBe(true);
    expect(loggedInRule([], 'custom', ['customer'])).toBe(true);
  });

  it('hides from every signed-in visitor when users is all', () => {
    expect(loggedInRule(['customer'], 'all', [])).toBe(false);
    expect(loggedInRule(['owner'], 'all', [])).toBe(false);
  });

  it('hides with custom users only from a visitor holding a listed role', () => {
    expect(loggedInRule(['customer'], 'custom', ['owner'])).toBe(true);
    expect(loggedInRule(['owner'], 'custom', ['owner'])).toBe(false);
    expect(loggedInRule(['customer', 'owner'], 'custom', ['customer'])).toBe(false);
  });

  it('reads the roles from the flag cookies the sign-in routes set, ignoring other cookies and cleared flags', () => {
    expect(rolesFromCookies('')).toEqual([]);
    expect(rolesFromCookies('bk_cart=abc; bk_logged_in_customer=1')).toEqual(['customer']);
    expect(rolesFromCookies('bk_logged_in_owner=1;bk_logged_in_customer=1')).toEqual(['customer', 'owner']);
    expect(rolesFromCookies('bk_logged_in_owner=; xbk_logged_in_customer=1')).toEqual([]);
  });
});
