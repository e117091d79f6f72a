import { describe, expect, it } from 'vitest';
import { record } from './fixtures';
import { type FrequencyState, parseRule, shouldDisplay } from './frequency-rules';

const NOW = Date.UTC(2025, 0, 10, 12);
const DAY = 86_400_000;

const fresh: FrequencyState = {
  seen: false,
  closedX: false,
  converted: false,
  shownToday: false,
  shownThisVisit: false,
  shows: 0,
  lastVisit: 0,
  lastAt: 0,
  visit: 1,
  returning: false,
};
const state = (o: Partial<FrequencyState>): FrequencyState => ({ ...fresh, ...o });
const rule = (d_f_r: string, o: Parameters<typeof record>[0] = {}) => record({ d_f_r, ...o });

describe('parseRule', () => {
  it('reads the kind and N of each rule', () => {
    expect(parseRule('all@display_everytime_everypage')).toEqual(['everytime', 0]);
    expect(parseRule('all@display_everytime_everypage_5')).toEqual(['everytime', 5]);
    expect(parseRule('new@display_once')).toEqual(['', 0]);
    expect(parseRule('all@display_once_a_day')).toEqual(['a_day', 0]);
    expect(parseRule('all@display_once_per_visit')).toEqual(['per_visit', 0]);
    expect(parseRule('all@display_every_3_visits')).toEqual(['visits', 3]);
    expect(parseRule('returning@display_every_7_days')).toEqual(['days', 7]);
  });
});

describe('shouldDisplay', () => {
  it('shows an every-page pop-up on every page view when no N is given', () => {
    expect(shouldDisplay(rule('all@display_everytime_everypage'), state({ seen: true, shows: 500 }), NOW)).toBe(true);
  });

  it('stops an every-page pop-up once it has been shown N times', () => {
    const r = rule('all@display_everytime_everypage_5');
    expect(shouldDisplay(r, state({ shows: 4 }), NOW)).toBe(true);
    expect(shouldDisplay(r, state({ shows: 5 }), NOW)).toBe(false);
  });

  it('shows a display_once pop-up only until it has been seen', () => {
    const r = rule('all@display_once');
    expect(shouldDisplay(r, fresh, NOW)).toBe(true);
    expect(shouldDisplay(r, state({ seen: true }), NOW)).toBe(false);
  });

  it('treats the server saying the pop-up was shown as seen for display_once', () => {
    expect(shouldDisplay(rule('all@display_once', { poptin_trigger: { shown: true } }), fresh, NOW)).toBe(false);
  });

  it('shows a once-a-day pop-up again only after the day cookie is gone', () => {
    const r = rule('all@display_once_a_day');
    expect(shouldDisplay(r, state({ seen: true }), NOW)).toBe(true);
    expect(shouldDisplay(r, state({ shownToday: true }), NOW)).toBe(false);
  });

  it('shows a once-per-visit pop-up once in each visit', () => {
    const r = rule('all@display_once_per_visit');
    expect(shouldDisplay(r, state({ seen: true, visit: 2 }), NOW)).toBe(true);
    expect(shouldDisplay(r, state({ shownThisVisit: true }), NOW)).toBe(false);
  });

  it('shows an every-3-visits pop-up on the first visit and again three visits after the last show', () => {
    const r = rule('all@display_every_3_visits');
    expect(shouldDisplay(r, state({ visit: 1 }), NOW)).toBe(true);
    expect(shouldDisplay(r, state({ visit: 3, lastVisit: 1 }), NOW)).toBe(false);
    expect(shouldDisplay(r, state({ visit: 4, lastVisit: 1 }), NOW)).toBe(true);
    expect(shouldDisplay(r, state({ visit: 4, lastVisit: 4 }), NOW)).toBe(false);
  });

  it('shows an every-7-days pop-up again only once seven days have passed', () => {
    const r = rule('all@display_every_7_days');
    expect(shouldDisplay(r, fresh, NOW)).toBe(true);
    expect(shouldDisplay(r, state({ lastAt: NOW - 7 * DAY + 1 }), NOW)).toBe(false);
    expect(shouldDisplay(r, state({ lastAt: NOW - 7 * DAY }), NOW)).toBe(true);
  });

  it('never shows again to a converted visitor when stop_showing_to_converted_users is on', () => {
    const r = rule('all@display_everytime_everypage', { stop_showing_to_converted_users: true });
    expect(shouldDisplay(r, state({ converted: true }), NOW)).toBe(false);
    expect(shouldDisplay(r, fresh, NOW)).toBe(true);
  });

  it('treats the server saying the visitor converted like the conversion cookie', () => {
    const r = rule('all@display_everytime_everypage', {
      stop_showing_to_converted_users: true,
      poptin_trigger: { convert: true },
    });
    expect(shouldDisplay(r, fresh, NOW)).toBe(false);
  });

  it('keeps showing to a converted visitor when stop_showing_to_converted_users is off', () => {
    expect(shouldDisplay(rule('all@display_everytime_everypage'), state({ converted: true }), NOW)).toBe(true);
  });

  it('suppresses a pop-up closed via X for the rest of the visit, whatever the rule', () => {
    expect(shouldDisplay(rule('all@display_everytime_everypage'), state({ closedX: true }), NOW)).toBe(false);
  });

  it('shows new-audience pop-ups only to first-time visitors and returning ones only to returning visitors', () => {
    expect(shouldDisplay(rule('new@display_everytime_everypage'), state({ returning: true }), NOW)).toBe(false);
    expect(shouldDisplay(rule('new@display_everytime_everypage'), fresh, NOW)).toBe(true);
    expect(shouldDisplay(rule('returning@display_everytime_everypage'), fresh, NOW)).toBe(false);
    expect(shouldDisplay(rule('returning@display_everytime_everypage'), state({ returning: true }), NOW)).toBe(true);
  });
});
