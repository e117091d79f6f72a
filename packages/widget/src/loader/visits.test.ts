import './test-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieJar, serveDocumentCookie } from './fixtures';
import { addPage, parsePages, recordVisit, serializePages } from './visits';

let jar = cookieJar();
beforeEach(() => {
  jar = cookieJar();
  serveDocumentCookie(jar);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
});

const written = (name: string) => jar.writes.filter((w) => w.startsWith(`${name}=`)).at(-1);

describe('recordVisit', () => {
  it('gives a new visitor a 13-hex viewer id kept for 365 days', () => {
    const v = recordVisit(1);
    expect(v.viewerId).toMatch(/^[0-9a-f]{13}$/);
    expect(written('poptin_user_id')).toBe(`poptin_user_id=${v.viewerId}; max-age=31536000; path=/; SameSite=Lax`);
  });

  it('opens a 30-minute session and counts the visit for 365 days', () => {
    const v = recordVisit(1);
    expect(v).toMatchObject({ visit: 1, returning: false, sessionPages: 1 });
    expect(written('poptin_session')).toMatch(/^poptin_session=[0-9a-f]{13}; max-age=1800; path=\/; SameSite=Lax$/);
    expect(written('poptin_visit_count')).toBe('poptin_visit_count=1; max-age=31536000; path=/; SameSite=Lax');
    expect(written('poptin_last_visit')).toBe('poptin_last_visit=1; max-age=31536000; path=/; SameSite=Lax');
  });

  it('marks the visitor for 30 days, renewed by every page view', () => {
    recordVisit(1);
    recordVisit(2);
    expect(jar.writes.filter((w) => w.startsWith('poptin_c_visitor='))).toEqual([
      'poptin_c_visitor=1; max-age=2592000; path=/; SameSite=Lax',
      'poptin_c_visitor=1; max-age=2592000; path=/; SameSite=Lax',
    ]);
  });

  it('counts pages within a session without counting a new visit', () => {
    recordVisit(1);
    const v = recordVisit(2);
    expect(v).toMatchObject({ visit: 1, sessionPages: 2 });
  });

  it('counts a new visit once the session cookie has gone and flags the visitor as returning for 2 days', () => {
    recordVisit(1);
    jar.values.delete('poptin_session');
    const v = recordVisit(2);
    expect(v).toMatchObject({ visit: 2, returning: true });
    expect(written('poptin_old_user')).toBe('poptin_old_user=1; max-age=172800; path=/; SameSite=Lax');
  });

  it("keeps the visit's first UTM values, and only those, for its later pages; a new visit starts over", () => {
    const before = location.href;
    history.replaceState(null, '', '/landing?ref=x&utm_source=news&utm_campaign=spring');
    expect(recordVisit(1).utm).toBe('&utm_source=news&utm_campaign=spring');
    history.replaceState(null, '', '/products');
    expect(recordVisit(2).utm).toBe('&utm_source=news&utm_campaign=spring');
    history.replaceState(null, '', '/other?utm_campaign=summer');
    expect(recordVisit(3).utm).toBe('&utm_source=news&utm_campaign=spring');
    jar.values.delete('poptin_session');
    history.replaceState(null, '', '/products');
    expect(recordVisit(4).utm).toBe('');
    history.replaceState(null, '', before);
  });

  it('remembers this URL as the previous URL for about 2 minutes', () => {
    recordVisit(1);
    expect(written('poptin_previous_url')).toBe(
      `poptin_previous_url=${encodeURIComponent(location.href)}; max-age=120; path=/; SameSite=Lax`,
    );
    expect(recordVisit(2).previousUrl).toBe(location.href);
  });

  it('keeps the landing page of the session in sessionStorage', () => {
    sessionStorage.setItem('poptin_origin_landing_page', 'https://shop.example/');
    expect(recordVisit(1).landing).toBe('https://shop.example/');
    sessionStorage.clear();
    expect(recordVisit(1).landing).toBe(location.href);
    expect(sessionStorage.getItem('poptin_origin_landing_page')).toBe(location.href);
  });

  it('appends this page to poptin_previous_visited_pages in localStorage', () => {
    recordVisit(5);
    expect(localStorage.getItem('poptin_previous_visited_pages')).toBe('/products/shoe@5');
  });
});

describe('visited pages list', () => {
  it('round-trips paths with their times, paths containing @ included', () => {
    const list = [
      { path: '/a', at: 1 },
      { path: '/u/@ann', at: 2 },
    ];
    expect(parsePages(serializePages(list))).toEqual(list);
  });

  it('reads entries without a time as time 0', () => {
    expect(parsePages('/a|/b')).toEqual([
      { path: '/a', at: 0 },
      { path: '/b', at: 0 },
    ]);
  });

  it('keeps only the newest 50 pages', () => {
    let list = parsePages(null);
    for (let i = 0; i < 60; i++) list = addPage(list, { path: `/${i}`, at: i });
    expect(list).toHaveLength(50);
    expect(list[0]?.path).toBe('/10');
  });

  it('escapes a pipe in a path so entries stay separable', () => {
    const list = addPage([], { path: '/a|b', at: 1 });
    expect(parsePages(serializePages(list))).toEqual([{ path: '/a%7Cb', at: 1 }]);
  });
});
