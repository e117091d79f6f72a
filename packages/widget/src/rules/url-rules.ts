/**
 * Website field check and the hrefs of redirects and buttons (spec §5
 * "Website / url", "Redirect and button URLs"). Owners type these URLs, but a
 * pop-up runs on someone else's site, so script-running schemes are never
 * returned as an href whatever was typed.
 */
import { fail, OK, type RuleResult } from './rule-result.js';

const DANGEROUS_SCHEMES = new Set(['javascript', 'data', 'vbscript']);
const KEPT_REDIRECT_SCHEMES = new Set(['http', 'https', 'tel', 'sms', 'mailto']);
const PHONE_ONLY = /^[\d+()\- ]*\d[\d+()\- ]*$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// "example.com:8080/x" looks like a scheme to SCHEME, but the digits after the colon make it a port.
const HOST_AND_PORT = /^[^:/?#]+:\d+(?:[/?#]|$)/;

/** Like `input type=url`, and a host is required: "mailto:" is no website. Empty passes. */
export function checkUrl(value: string): RuleResult {
  const text = value.trim();
  if (text === '') return OK;
  const url = parseAbsolute(text);
  const good = url !== null && url.hostname !== '' && !DANGEROUS_SCHEMES.has(url.protocol.slice(0, -1));
  return good ? OK : fail('invalidUrl');
}

/**
 * Where a redirect goes. On mobile a bare phone number dials; tel:, sms:,
 * mailto: and http(s) stay; anything else is taken for a host name.
 */
export function redirectHref(url: string, isMobile: boolean): string {
  const text = clean(url);
  if (text === '' || isDangerous(text)) return '';
  if (isMobile && PHONE_ONLY.test(text)) return `tel:${text.replace(/ /g, '')}`;
  const scheme = schemeOf(text);
  if (scheme && KEPT_REDIRECT_SCHEMES.has(scheme)) return text;
  // Protocol-relative URLs carry no scheme to abuse and follow the page's own.
  if (text.startsWith('//')) return text;
  return `http://${text}`;
}

/** A button link: kept when it has a scheme, else made protocol-relative with "//". */
export function buttonHref(url: string): string {
  const text = clean(url);
  if (text === '' || isDangerous(text)) return '';
  if (schemeOf(text) || text.startsWith('//')) return text;
  return `//${text}`;
}

/** The lower-cased scheme without the colon, or null (a host:port is not a scheme). */
export function schemeOf(url: string): string | null {
  const m = SCHEME.exec(url);
  return m && !HOST_AND_PORT.test(url) ? m[1]!.toLowerCase() : null;
}

function isDangerous(text: string): boolean {
  const scheme = SCHEME.exec(text);
  return scheme !== null && DANGEROUS_SCHEMES.has(scheme[1]!.toLowerCase());
}

/**
 * What a browser would make of the href: it drops tabs and newlines anywhere
 * and trims control characters and spaces, so "java\nscript:" still runs.
 */
function clean(url: string): string {
  const text = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

function parseAbsolute(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
