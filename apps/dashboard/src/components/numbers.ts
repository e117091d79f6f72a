/**
 * The dashboard's one way to write figures: counts and rates as the person's chosen language writes them
 * (i18n.ts), so "1,234" or "1.234" and "12.5%" or "12,5 %" read as they expect on every screen.
 */
import { intlLocale } from '../i18n/intl-locale.js';

/** Counts and rates written for `locale` (a BCP 47 tag). */
export function numberFormats(locale: string) {
  const count = new Intl.NumberFormat(locale);
  const rate = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    count: (n: number) => count.format(n),
    /** A rate from 0 to 1 as a percentage with one decimal. */
    rate: (r: number) => rate.format(r),
  };
}

const byLocale = new Map<string, ReturnType<typeof numberFormats>>();
/** The formats of the language now chosen (made once per language). */
function current() {
  const locale = intlLocale();
  let formats = byLocale.get(locale);
  if (!formats) {
    formats = numberFormats(locale);
    byLocale.set(locale, formats);
  }
  return formats;
}

export const formatCount = (n: number) => current().count(n);
export const formatRate = (r: number) => current().rate(r);
