/**
 * The addresses a mail's text could name, as the database function addresses_named_in() (migration 0735)
 * lists them for the erasure's index, worked out here as the mail is written: run by PGlite for the index,
 * the PL/pgSQL loop was a large share of each mail_outbox INSERT's CPU (migration 0825 keeps the function
 * for rows written without the list). A superset, which the erasure's regular expression still decides on.
 */

/** Characters that end an address on either side, as the function has them. */
const BOUNDARY = new Set([' ', '\t', '\n', '\r', '\f', '\v', '@']);
/** A character before a start that makes it no start (the erasure's pattern's own class). */
const CONTINUES_BEFORE = /^[a-z0-9._%+-]$/;
/** A character after an end that makes it no end. */
const CONTINUES_AFTER = /^[a-z0-9_-]$/;
/** An address's cap, in characters, less one. */
const SPAN = 253;
/** More candidates than this, and the text is marked '*' (read in full). */
const MAX_KEYS = 200;

/** The function's loop over one lowercased text, by characters (code points) as PostgreSQL counts them. */
function keysIn(text: string): string[] {
  const t = Array.from(text);
  const n = t.length;
  // 1-based, as the function's substr() positions.
  const at = (k: number) => t[k - 1] as string;
  const keys: string[] = [];
  for (let p = 1; p <= n; p++) {
    if (at(p) !== '@') continue;
    let s = p;
    while (s > 1 && !BOUNDARY.has(at(s - 1))) s--;
    let e = p;
    while (e < n && !BOUNDARY.has(at(e + 1))) e++;
    for (let i = Math.max(s, p - SPAN); i <= p - 1; i++) {
      if (i > s && CONTINUES_BEFORE.test(at(i - 1))) continue;
      for (let j = p + 1; j <= Math.min(e, i + SPAN); j++) {
        if (j < e && CONTINUES_AFTER.test(at(j + 1))) continue;
        keys.push(t.slice(i - 1, j).join(''));
        if (keys.length > MAX_KEYS) return ['*'];
      }
    }
  }
  return keys;
}

/** Only A–Z lowered, as lower() leaves a text under the C locale. */
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (m) => m.toLowerCase());

/**
 * The keys of `body_text || ' ' || subject`, lowered both ways PostgreSQL's lower() may lower it (every
 * letter, or A–Z only under the C locale), so the list holds what the function would list either way.
 */
export function addressesNamedIn(bodyText: string, subject: string): string[] {
  const whole = `${bodyText} ${subject}`;
  const full = keysIn(whole.toLowerCase());
  const ascii = keysIn(asciiLower(whole));
  if (full[0] === '*' || ascii[0] === '*') return ['*'];
  return [...new Set([...full, ...ascii])];
}
