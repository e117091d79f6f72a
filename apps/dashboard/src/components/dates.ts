/**
 * The dashboard's one date format: "24 Nov 2026, 13:05" in English, "24 nov 2026, 13:05" in Spanish (day
 * month year, 24-hour clock, the owner's own time zone), in the person's chosen language (i18n.ts). Every
 * screen shows moments through it, so a lead, a delivery and a mail read alike.
 */
import { intlLocale } from '../i18n/intl-locale.js';

const byLocale = new Map<string, { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();
function current() {
  const locale = intlLocale();
  let formats = byLocale.get(locale);
  if (!formats) {
    formats = {
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
    };
    byLocale.set(locale, formats);
  }
  return formats;
}

export function formatDateTime(iso: string): string {
  return current().dateTime.format(new Date(iso));
}

/** The day alone, in the same format: "24 Nov 2026". */
export function formatDate(iso: string): string {
  return current().date.format(new Date(iso));
}

/** The same format on another zone's clock: a schedule's moments read on the wall clock it is written in. */
export function formatDateTimeIn(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
}
