/**
 * The one list of search engines: the Beckon pop-ups' traffic-source targeting (traffic-source.ts), the site
 * pop-ups' "sources" rule (page-widgets timing.ts) and the statistics' referrer kinds all read it. Alone in its
 * file: page islands load it.
 */

/** Each engine's domain name before its country or generic ending (google.es, search.brave.com). */
export const SEARCH_ENGINES = [
  'google',
  'bing',
  'yahoo',
  'yandex',
  'baidu',
  'duckduckgo',
  'ecosia',
  'startpage',
  'search.brave',
  'qwant',
] as const;

/** The engine's host or one of its subdomains (search.yahoo.com, html.duckduckgo.com), then its ending. */
const SEARCH_HOST = new RegExp(
  `(^|\\.)(${SEARCH_ENGINES.join('|').replaceAll('.', '\\.')})\\.[a-z]{2,}(\\.[a-z]{2,})?$`,
);
/** The same companies' mail, which is not a search (mail.google.com, mail.yahoo.com, mail.yandex.ru). */
const MAIL_HOST = /^(mail|webmail)\./;

/**
 * True for a search engine's referrer or host: any case, with or without scheme and `www.`, and with or
 * without the path (google.es/search?q=…).
 */
export function isSearchEngine(from: string): boolean {
  const host = (/^(?:[a-z][a-z0-9+.-]*:\/\/)?([^/?#:]*)/i.exec(from.trim())?.[1] ?? '').toLowerCase();
  return SEARCH_HOST.test(host) && !MAIL_HOST.test(host);
}

/** A referrer without its scheme and `www.`, as the site pop-ups' rules compare it. */
export const referrerText = (referrer: string): string => referrer.replace(/^https?:\/\/(www\.)?/, '');
