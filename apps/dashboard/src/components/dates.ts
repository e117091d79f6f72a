/**
 * The dashboard's one date format: "24 Nov 2026, 13:05" (day month year, 24-hour clock, the owner's own
 * time zone). Every screen shows moments through it, so a lead, a delivery and a mail read alike.
 */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** The day alone, in the same format: "24 Nov 2026". */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** The same format on another zone's clock: a schedule's moments read on the wall clock it is written in. */
export function formatDateTimeIn(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
}
