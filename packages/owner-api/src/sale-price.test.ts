import { describe, expect, it } from 'vitest';
import { priceOnDay, saleIsOn, shopDayAt } from './sale-price.js';
import { DEFAULT_SHOP_TIME_ZONE as MADRID } from './shop-time-zone.js';

const onSale = { priceCents: 1490, compareAtCents: 1990 };

describe('a scheduled sale price', () => {
  it('is the price on its first day, its last day and every day between', () => {
    const v = { ...onSale, saleFrom: '2026-12-01', saleTo: '2026-12-07' };
    for (const day of ['2026-12-01', '2026-12-04', '2026-12-07'])
      expect(priceOnDay(v, day)).toEqual({ priceCents: 1490, compareAtCents: 1990 });
  });

  it('gives way to the regular price, with nothing struck through, before it starts and after it ends', () => {
    const v = { ...onSale, saleFrom: '2026-12-01', saleTo: '2026-12-07' };
    expect(priceOnDay(v, '2026-11-30')).toEqual({ priceCents: 1990, compareAtCents: null });
    expect(priceOnDay(v, '2026-12-08')).toEqual({ priceCents: 1990, compareAtCents: null });
  });

  it('runs without end when it has only a first day, and from always when it has only a last day', () => {
    expect(priceOnDay({ ...onSale, saleFrom: '2026-12-01', saleTo: null }, '2030-01-01').priceCents).toBe(1490);
    expect(priceOnDay({ ...onSale, saleFrom: '2026-12-01', saleTo: null }, '2026-11-30').priceCents).toBe(1990);
    expect(priceOnDay({ ...onSale, saleFrom: null, saleTo: '2026-12-07' }, '2020-01-01').priceCents).toBe(1490);
    expect(priceOnDay({ ...onSale, saleFrom: null, saleTo: '2026-12-07' }, '2026-12-08').priceCents).toBe(1990);
  });

  it('is always on when it has no dates, and a variant not on sale keeps its price whatever the day', () => {
    expect(priceOnDay({ ...onSale, saleFrom: null, saleTo: null }, '1999-01-01').priceCents).toBe(1490);
    expect(priceOnDay({ priceCents: 990, compareAtCents: null, saleFrom: null, saleTo: null }, '2026-12-08')).toEqual({
      priceCents: 990,
      compareAtCents: null,
    });
  });

  it('compares whole days across months and years', () => {
    expect(saleIsOn('2026-12-30', '2027-01-02', '2026-12-31')).toBe(true);
    expect(saleIsOn('2026-12-30', '2027-01-02', '2027-01-03')).toBe(false);
    expect(saleIsOn('2026-09-30', '2026-10-01', '2026-10-10')).toBe(false);
  });
});

describe("the shop's calendar day", () => {
  it('turns at midnight in Madrid, not at midnight UTC, in winter and in summer', () => {
    expect(shopDayAt(Date.UTC(2026, 11, 7, 22, 59), MADRID)).toBe('2026-12-07');
    expect(shopDayAt(Date.UTC(2026, 11, 7, 23, 1), MADRID)).toBe('2026-12-08');
    expect(shopDayAt(Date.UTC(2026, 6, 7, 21, 59), MADRID)).toBe('2026-07-07');
    expect(shopDayAt(Date.UTC(2026, 6, 7, 22, 1), MADRID)).toBe('2026-07-08');
  });

  it('follows another time zone when asked', () => {
    expect(shopDayAt(Date.UTC(2026, 11, 8, 3, 0), 'America/New_York')).toBe('2026-12-07');
  });

  it('starts a sale scheduled for a day at that day’s midnight in the shop’s time zone', () => {
    const sale = { ...onSale, saleFrom: '2026-12-08', saleTo: null };
    const priceAt = (at: number, zone: string) => priceOnDay(sale, shopDayAt(at, zone)).priceCents;
    // New York's midnight of 8 December is 05:00 UTC; Madrid's was 23:00 UTC the evening before.
    expect(priceAt(Date.UTC(2026, 11, 8, 4, 59), 'America/New_York')).toBe(1990);
    expect(priceAt(Date.UTC(2026, 11, 8, 5, 0), 'America/New_York')).toBe(1490);
    expect(priceAt(Date.UTC(2026, 11, 7, 22, 59), MADRID)).toBe(1990);
    expect(priceAt(Date.UTC(2026, 11, 7, 23, 0), MADRID)).toBe(1490);
  });
});
