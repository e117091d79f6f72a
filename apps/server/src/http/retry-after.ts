/** A third party's Retry-After header (RFC 9110: seconds, or an HTTP date) as milliseconds to wait. */

/** Retry-After in seconds or as a date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\d{1,7}$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
