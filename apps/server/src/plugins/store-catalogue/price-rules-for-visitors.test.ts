/**
 * Which of a store's price rules the display service hands visitors: by the server's clock, none that has
 * ended and none that starts more than a day ahead, so a visitor whose clock is wrong cannot see an
 * expired sale; the widget still judges the moments in between by the visitor's clock.
 */
import type { StorePriceRule } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { priceRulesForVisitors } from './price-rules-for-visitors.js';

const NOW = Date.parse('2027-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(ms).toISOString();

const rule = (title: string, starts_at: string | null, ends_at: string | null): StorePriceRule => ({
  title,
  target_type: 'line_item',
  allocation_method: 'each',
  target_selection: 'all',
  value_type: 'percentage',
  value: '10',
  prerequisite_subtotal_range: null,
  entitled_product_ids: [],
  starts_at,
  ends_at,
});
const titles = (rules: readonly StorePriceRule[]) => priceRulesForVisitors(rules, NOW).map((r) => r.title);

describe('the price rules visitors are given', () => {
  it('keeps a rule with neither start nor end', () => {
    expect(titles([rule('open', null, null)])).toEqual(['open']);
  });

  it('leaves out a rule that ended before now, or ends at this very moment', () => {
    expect(titles([rule('ended', null, at(NOW - HOUR)), rule('ends now', null, at(NOW))])).toEqual([]);
  });

  it('keeps a rule that ends a millisecond from now', () => {
    expect(titles([rule('ending', at(NOW - DAY), at(NOW + 1))])).toEqual(['ending']);
  });

  it('keeps a rule that starts within a day, for the widget to start at its moment', () => {
    expect(titles([rule('soon', at(NOW + HOUR), null), rule('in a day', at(NOW + DAY), at(NOW + 2 * DAY))])).toEqual([
      'soon',
      'in a day',
    ]);
  });

  it('leaves out a rule that starts more than a day ahead', () => {
    expect(titles([rule('next week', at(NOW + 7 * DAY), null), rule('just over', at(NOW + DAY + 1), null)])).toEqual(
      [],
    );
  });

  it('keeps the rules it keeps in their order, untouched', () => {
    const kept = rule('b', at(NOW - DAY), at(NOW + DAY));
    const rules = [rule('a', null, null), rule('gone', null, at(NOW - 1)), kept];
    const given = priceRulesForVisitors(rules, NOW);
    expect(given.map((r) => r.title)).toEqual(['a', 'b']);
    expect(given[1]).toBe(kept);
  });

  it('reads moments written with an offset by the instant they name', () => {
    // 13:30 at +02:00 is 11:30 UTC: already over at noon UTC.
    expect(titles([rule('offset', null, '2027-03-10T13:30:00+02:00')])).toEqual([]);
  });
});
