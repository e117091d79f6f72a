/**
 * Where a visit came from, from its referrer and the address it landed on, for the Beckon pop-ups'
 * traffic-source targeting (the display service, and the builder's explainer). Its search-engine test is the
 * site pop-ups' own (search-engines.ts); its webmail test is the statistics' too. Pure: the dashboard's first
 * screen and page islands never load it.
 */

import { isSearchEngine } from './search-engines.js';
import type { TrafficSource } from './traffic-targeting.js';

/** Hosts of social networks; subdomains count (l.facebook.com, m.youtube.com). */
const SOCIAL = [
  'facebook.com',
  'fb.me',
  'instagram.com',
  't.co',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'lnkd.in',
  'pinterest.com',
  'reddit.com',
  'youtube.com',
  'tiktok.com',
  'threads.net',
  'bsky.app',
  'whatsapp.com',
  'wa.me',
  't.me',
];

/** Webmail hosts, whose links are an email's; subdomains count. */
const WEBMAIL = [
  'mail.google.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.yahoo.com',
  'mail.proton.me',
  'mail.aol.com',
  'mail.yandex.ru',
  'mail.zoho.com',
];

/** utm_medium values that name a kind of traffic (Google Analytics' channel names, lower-cased). */
const MEDIUM_SOURCE: Record<string, TrafficSource> = {
  email: 'email',
  'e-mail': 'email',
  e_mail: 'email',
  newsletter: 'email',
  social: 'social',
  'social-network': 'social',
  'social-media': 'social',
  social_media: 'social',
  sm: 'social',
  paid_social: 'social',
  paidsocial: 'social',
  cpc: 'search',
  ppc: 'search',
  paidsearch: 'search',
  paid_search: 'search',
  organic: 'search',
};

const under = (host: string, domains: readonly string[]): boolean =>
  domains.some((d) => host === d || host.endsWith(`.${d}`));

/** True for a webmail host (any case, with or without `www.`): the statistics count these visits as email. */
export const isWebmail = (host: string): boolean => under(host.toLowerCase().replace(/^www\./, ''), WEBMAIL);

/** The lower-case host of an address without `www.`, or '' when it is not an http(s) address. */
export function hostOf(address: string): string {
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

export interface Visit {
  source: TrafficSource;
  /** The referrer's host without `www.`; '' for a direct visit. */
  referrerHost: string;
  /** The landing address's UTM values as written, '' when absent. */
  utm: { source: string; medium: string; campaign: string };
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'];

/**
 * The visit behind a page: a UTM medium that names a kind of traffic wins (an email's links carry
 * utm_medium=email however the mail was read), then the referrer's host decides. A referrer on the page's
 * own host is a move inside the site, which says nothing about the source: it counts as direct. A page
 * without UTM values of its own takes the visit's first ones (`firstUtm`, a query string the loader kept).
 */
export function classifyVisit(referrer: string, url: string, firstUtm = ''): Visit {
  let params = new URLSearchParams();
  try {
    params = new URL(url).searchParams;
  } catch {
    // A page address that does not parse carries no UTM values.
  }
  if (!UTM_KEYS.some((k) => params.has(k))) params = new URLSearchParams(firstUtm);
  const utm = {
    source: params.get('utm_source') ?? '',
    medium: params.get('utm_medium') ?? '',
    campaign: params.get('utm_campaign') ?? '',
  };
  const from = hostOf(referrer);
  const referrerHost = from !== '' && from === hostOf(url) ? '' : from;
  const byMedium = MEDIUM_SOURCE[utm.medium.trim().toLowerCase()];
  const source: TrafficSource =
    byMedium ??
    (referrerHost === ''
      ? 'direct'
      : isSearchEngine(referrerHost)
        ? 'search'
        : under(referrerHost, SOCIAL)
          ? 'social'
          : isWebmail(referrerHost)
            ? 'email'
            : 'referral');
  return { source, referrerHost, utm };
}

/** True when `host` is `domain` or one of its subdomains (both without `www.`, any case). */
export const onDomain = (host: string, domain: string): boolean =>
  under(host, [
    domain
      .trim()
      .toLowerCase()
      .replace(/^www\./, ''),
  ]);
