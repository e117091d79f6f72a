/**
 * Calendar dates for the read-only date field (spec §5 "Date: dd/mm/yyyy
 * picker"), the birthday field and the date text tags (§2). Dates are local
 * calendar days: the visitor's "today" is what matters, not UTC's.
 */

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function formatDateDmy(d: Date): string {
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

export function formatDateMdy(d: Date): string {
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

/** dd/mm/yyyy (one-digit day and month accepted) → local midnight; null for text or impossible dates (31/02). */
export function parseDateDmy(s: string): Date | null {
  const m = DMY.exec(s.trim());
  return m ? localDate(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

/** yyyy-mm-dd, the value of an `input type=date` → local midnight; null otherwise. */
export function parseDateIso(s: string): Date | null {
  const m = ISO.exec(s.trim());
  return m ? localDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

function localDate(year: number, month: number, day: number): Date | null {
  const d = new Date(year, month - 1, day);
  // The Date constructor rolls 31/02 over into March; a round trip exposes it.
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
