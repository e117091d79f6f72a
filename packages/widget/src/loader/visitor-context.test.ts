import './test-dom';
import { displayRequestSchema } from '@beckon/popup-schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPageCookies, pageCookie } from './fixtures';
import { displayRequest, embeddedIds, operatingSystem, pageContext } from './visitor-context';
import { recordVisit } from './visits';

const ID = '0123456789abc';

describe('displayRequest', () => {
  beforeEach(() => {
    clearPageCookies();
    localStorage.clear();
    sessionStorage.clear();
    document.title = 'Red shoe';
    document.body.innerHTML = '';
  });

  it('builds a request the display service accepts, with only schema keys', () => {
    pageCookie('plan', 'gold');
    document.body.innerHTML = `<div class="poptin-embedded" data-id="${ID}"></div>`;
    const req = displayRequest(pageContext(recordVisit(1_700_000_000_000)), ID, embeddedIds());
    const parsed = displayRequestSchema.safeParse(req);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(req).toMatchObject({
      domain: 'shop.example',
      url: 'https://shop.example/products/shoe?color=red',
      title: 'Red shoe',
      preview_popup_id: ID,
      embedded_ids: [ID],
      cc: '',
      all_visited_pages: [{ path: '/products/shoe', at: 1_700_000_000_000 }],
      previous_visited_pages: [],
    });
    expect(req.viewer_id).toMatch(/^[0-9a-f]{13}$/);
  });

  it('sends cookie names and never their values', () => {
    pageCookie('plan', 'gold-secret');
    const req = displayRequest(pageContext(recordVisit(Date.now())), null, []);
    expect(req.cookies).toContain('plan');
    expect(JSON.stringify(req)).not.toContain('gold-secret');
  });

  it('lists earlier pages as previous and this page last in all', () => {
    localStorage.setItem('poptin_previous_visited_pages', '/@100|/cart@200');
    const req = displayRequest(pageContext(recordVisit(300)), null, []);
    expect(req.previous_visited_pages).toEqual([
      { path: '/', at: 100 },
      { path: '/cart', at: 200 },
    ]);
    expect(req.all_visited_pages?.at(-1)).toEqual({ path: '/products/shoe', at: 300 });
  });

  it('carries the email of an earlier conversion and keeps the viewer id across pages', () => {
    localStorage.setItem('poptin_converted_email', 'ann@example.com');
    const first = displayRequest(pageContext(recordVisit(1)), null, []);
    const second = displayRequest(pageContext(recordVisit(2)), null, []);
    expect(second.converted_email).toBe('ann@example.com');
    expect(second.viewer_id).toBe(first.viewer_id);
  });

  it('cuts an overlong title to the schema limit', () => {
    document.title = 'x'.repeat(900);
    const req = displayRequest(pageContext(recordVisit(1)), null, []);
    expect(req.title).toHaveLength(500);
    expect(displayRequestSchema.safeParse(req).success).toBe(true);
  });

  it('skips embedded containers whose id is not a pop-up id', () => {
    document.body.innerHTML = '<div class="poptin-embedded" data-id="nope"></div>';
    expect(embeddedIds()).toEqual([]);
  });
});

describe('operatingSystem', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'Mac OS'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)', 'Chrome OS'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'Linux'],
    ['curl/8.0', ''],
  ])('reads %s as %s', (ua, os) => {
    expect(operatingSystem(ua)).toBe(os);
  });
});
