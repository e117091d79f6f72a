/**
 * The search engines the site pop-ups' "sources" rule has always named, and the referrer form it tests: shared
 * with the Beckon pop-ups' traffic-source classifier (traffic-source.ts). Alone in its file: page islands load it.
 */

/** The engines the site pop-ups' rule has always named; tested on a referrer without scheme and www. */
const SEARCH_ENGINE = /^(google|yahoo|bing|yandex|baidu)\./;

/** True for a search engine's referrer, given without its scheme and `www.` (google.es/search?q=…). */
export const isSearchEngine = (from: string): boolean => SEARCH_ENGINE.test(from);

/** A referrer without its scheme and `www.`, as the site pop-ups' rules compare it. */
export const referrerText = (referrer: string): string => referrer.replace(/^https?:\/\/(www\.)?/, '');
