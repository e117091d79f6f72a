/**
 * Which addresses an owner may type as a link or redirect target: a visitor's browser opens them on the
 * owner's site, so no `javascript:`, `data:`, `vbscript:` or other scheme that runs code or leaves the
 * web. Shared by the pop-up schemas and the page editor's widget and theme settings.
 *
 * Whitespace and control characters are refused anywhere: a browser strips them around a URL and drops
 * tabs and newlines inside it, so ` javascript:` and `java\tscript:` would run as `javascript:`.
 */
import * as z from 'zod';

export const SAFE_LINK_MESSAGE = 'must be an http(s), mailto: or tel: address, or a path';

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Control characters, whitespace, and a backslash (read as a slash in web addresses). */
const UNSAFE_CHARACTER = /[\p{Cc}\s\\]/u;

/** An http(s), mailto: or tel: address, a path on the site (`/…`, not `//another.site`), an `#anchor` or a `?query`. */
export function isSafeLink(text: string): boolean {
  if (UNSAFE_CHARACTER.test(text)) return false;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^(\/(?!\/)|#|\?)/.test(text);
  if (!LINK_SCHEMES.has(scheme)) return false;
  return scheme === 'mailto' || scheme === 'tel' || /^https?:\/\/[^/?#]/i.test(text);
}

/** The narrower rule of redirects and pop-up buttons: an http(s) address or a path on the site. */
export function isWebAddressOrPath(text: string): boolean {
  return !UNSAFE_CHARACTER.test(text) && /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(text);
}

/** A link setting of at most `max` characters (empty allowed; require more with .min()). */
export function safeLink(max: number) {
  return z
    .string()
    .max(max, { error: `must be at most ${max} characters`, abort: true })
    .refine(isSafeLink, SAFE_LINK_MESSAGE);
}
