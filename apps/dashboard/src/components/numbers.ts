/**
 * The dashboard's one way to write figures: counts and rates in the owner's own locale (the browser's
 * language), so "1,234" or "1.234" and "12.5%" or "12,5 %" read as the owner expects on every screen.
 */

/** Counts and rates written for `locale` (undefined: the browser's). */
export function numberFormats(locale?: string) {
  const count = new Intl.NumberFormat(locale);
  const rate = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    count: (n: number) => count.format(n),
    /** A rate from 0 to 1 as a percentage with one decimal. */
    rate: (r: number) => rate.format(r),
  };
}

const OWNERS = numberFormats();
export const formatCount = OWNERS.count;
export const formatRate = OWNERS.rate;
