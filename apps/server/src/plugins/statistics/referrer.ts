/**
 * Classifies a page view's referrer for the top-referrers report: direct (no
 * referrer), internal (same host as the page), search (one of the engines
 * the pop-ups' targeting counts, @beckon/popup-schema/search-engines), email
 * (a webmail host, as the pop-ups' targeting counts it, like Plausible's Email
 * channel), or external. Only origin and path are kept: a referrer's query
 * string can carry search terms, tokens or e-mail addresses.
 */
import { isSearchEngine } from '@beckon/popup-schema/search-engines';
import { isWebmail } from '@beckon/popup-schema/traffic-source';

export type ReferrerKind = 'direct' | 'internal' | 'external' | 'search' | 'email';

export interface ClassifiedReferrer {
  kind: ReferrerKind;
  host: string;
  /** origin + path, '' for direct */
  url: string;
}

export function classifyReferrer(referrer: string, pageHost: string | null): ClassifiedReferrer {
  if (referrer === '') return { kind: 'direct', host: '', url: '' };
  const url = new URL(referrer); // validated as an http(s) URL at the route
  const host = url.hostname.toLowerCase();
  const kept = `${url.origin}${url.pathname}`;
  if (pageHost !== null && host === pageHost.toLowerCase()) return { kind: 'internal', host, url: kept };
  if (isSearchEngine(host)) return { kind: 'search', host, url: kept };
  if (isWebmail(host)) return { kind: 'email', host, url: kept };
  return { kind: 'external', host, url: kept };
}

/** The page's host from the request's Origin header (browsers send it on every POST). */
export function hostFromOrigin(origin: string | undefined): string | null {
  if (!origin || origin === 'null') return null;
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}
