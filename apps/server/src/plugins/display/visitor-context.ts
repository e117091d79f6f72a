/**
 * The visitor-facing parts of the display answer (spec §3 "Display
 * response"): country from an edge header when a proxy/CDN sets one, else
 * from the bundled IP database, the requester's IP (echoed, never stored) and
 * the message language.
 */
import type { FastifyRequest } from 'fastify';
import { countryCodeOfIp } from './ip-country.js';

const COUNTRY_CODE = /^[A-Z]{2}$/;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNames = new Map<string, string>();

function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code) ?? '';
    } catch {
      name = '';
    }
    countryNames.set(code, name);
  }
  return name;
}

export interface Country {
  code: string;
  name: string;
}

const known = (code: string): boolean => COUNTRY_CODE.test(code) && code !== 'XX' && code !== 'T1';

/**
 * `cf-ipcountry` (Cloudflare) or `x-country-code`; when neither gives two letters (absent, XX unknown,
 * T1 Tor), the bundled IP database (ip-country.ts) on the requester's IP; when that knows the address
 * neither, `remembered`: the country an earlier answer gave this browser (the loader's country cookie,
 * sent as `cc`), so a visitor whose new address is unknown keeps their country targeting.
 */
export function countryOf(request: FastifyRequest, remembered = ''): Country {
  const header = request.headers['cf-ipcountry'] ?? request.headers['x-country-code'];
  let code = typeof header === 'string' ? header.trim().toUpperCase() : '';
  if (!known(code)) code = countryCodeOfIp(request.ip);
  if (!code && known(remembered)) code = remembered;
  return code ? { code, name: countryName(code) } : { code: '', name: '' };
}

/** The primary subtag of the browser language ("he-IL" → "he"), or "en". */
export function languageOf(browserLanguage: string): string {
  const match = PRIMARY_SUBTAG.exec(browserLanguage);
  return match?.[1] ? match[1].toLowerCase() : 'en';
}

/** A primary subtag of 2 or 3 letters, alone or followed by "-" or "_" (any case, lowered after). */
const PRIMARY_SUBTAG = /^([A-Za-z]{2,3})(?:[-_]|$)/;
