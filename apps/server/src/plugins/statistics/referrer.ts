/**
 * Classifies a page view's referrer for the top-referrers report: direct (no
 * referrer), internal (same host as the page), search (a known search engine;
 * the popup rule's five of spec §5 plus the privacy engines people use
 * instead), or external. Only origin and path are kept: a referrer's query
 * string can carry search terms, tokens or e-mail addresses.
 */
export type ReferrerKind = 'direct' | 'internal' | 'external' | 'search';

export interface ClassifiedReferrer {
  kind: ReferrerKind;
  host: string;
  /** origin + path, '' for direct */
  url: string;
}

const SEARCH_ENGINE =
  /(^|\.)(google|bing|yahoo|yandex|baidu|duckduckgo|ecosia|qwant|startpage|search\.brave)\.[a-z.]+$/;

export function classifyReferrer(referrer: string, pageHost: string | null): ClassifiedReferrer {
  if (referrer === '') return { kind: 'direct', host: '', url: '' };
  const url = new URL(referrer); // validated as an http(s) URL at the route
  const host = url.hostname.toLowerCase();
  const kept = `${url.origin}${url.pathname}`;
  if (pageHost !== null && host === pageHost.toLowerCase()) return { kind: 'internal', host, url: kept };
  if (SEARCH_ENGINE.test(host)) return { kind: 'search', host, url: kept };
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
