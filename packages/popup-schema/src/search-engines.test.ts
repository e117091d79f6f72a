import { describe, expect, it } from 'vitest';
import { isSearchEngine } from './search-engines.js';

describe('the search engines every pop-up and the statistics count', () => {
  it.each([
    'google.es/search?q=clinica',
    'www.google.com',
    'https://www.google.co.uk/',
    'bing.com/search?q=x',
    'cn.bing.com',
    'search.yahoo.com/search?p=x',
    'es.search.yahoo.com',
    'yandex.ru/search/?text=x',
    'baidu.com/s?wd=x',
    'duckduckgo.com/',
    'https://html.duckduckgo.com/html/',
    'DuckDuckGo.com',
    'ecosia.org/search?q=x',
    'startpage.com/do/search',
    'https://search.brave.com/search?q=x',
    'qwant.com/?q=x',
    'lite.qwant.com',
  ])('counts %s as a search engine', (from) => {
    expect(isSearchEngine(from)).toBe(true);
  });

  it.each([
    '',
    'example.com/google.com',
    'mygoogle.com',
    'google.example.com.evil.test',
    'notduckduckgo.com',
    'brave.com',
    'mail.google.com/mail/u/0/',
    'mail.yahoo.com',
    'mail.yandex.ru',
    'facebook.com/?q=google.com',
    'duckduckgo.com.attacker.example',
  ])('does not count %s', (from) => {
    expect(isSearchEngine(from)).toBe(false);
  });
});
