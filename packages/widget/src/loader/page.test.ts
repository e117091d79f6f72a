import './test-dom';
import { designDocumentSchema, displayRequestSchema, type PopupRecord } from '@beckon/popup-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShowRequest } from '../contract';
import * as upgradeChunk from '../renderer/upgrade-popup';
import * as conversionChunk from './conversion-chunk';
import {
  beaconJson,
  CLIENT_ID,
  clearPageCookies,
  cookieJar,
  POPUP_ID,
  pageCookie,
  record,
  serveDocumentCookie,
} from './fixtures';
import { provide } from './lazy';
import { disposePage, type Run, runPage } from './page';
import { useRenderer } from './show';
import { privacy } from './storage';
import * as targetingChunk from './targeting/index';
import * as triggersChunk from './triggers/rare';

const ORIGIN = 'https://beckon.example';
const PX = { origin: ORIGIN, clientId: CLIENT_ID };
const OTHER = '2222222222222';

let shown: ShowRequest[];
let closed: string[];
let answer: { display: string; message: string; poptins: PopupRecord[] };
let fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let run: Run | undefined;

const json = (body: unknown) => new Response(JSON.stringify(body));
const start = async () => {
  run = runPage(PX);
  await vi.advanceTimersByTimeAsync(0);
  return run;
};
const ids = () => shown.map((s) => `${s.record.poptin_id}:${s.trigger}`);

beforeEach(() => {
  vi.useFakeTimers();
  provide('triggers', triggersChunk);
  shown = [];
  closed = [];
  answer = { display: 'allowed', message: '', poptins: [] };
  useRenderer({
    show(req) {
      shown.push(req);
      return { close: (reason) => closed.push(reason) };
    },
  });
  fetch = vi.fn(async (url: string) => {
    if (url === `${ORIGIN}/api/display/${CLIENT_ID}`) return json(answer);
    if (url.includes('/api/display/click/'))
      return json({ display: 'allowed', poptins: [record({ poptin_id: OTHER, on_click: true })] });
    const id = url.match(/popup\/([0-9a-f]{13})/)?.[1] ?? POPUP_ID;
    return json(designDocumentSchema.parse({ poptin_id: id, version: 1, screens: { main: [] } }));
  });
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  clearPageCookies();
  sessionStorage.clear();
  history.replaceState(null, '', '/products/shoe');
});
afterEach(() => {
  if (run) disposePage(run);
  run = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  document.body.innerHTML = '';
});

/** A fake sendBeacon on the real navigator (spreading it would lose jsdom's user agent getters). */
const stubBeacon = () =>
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn(() => true) });

describe('runPage', () => {
  it('checks cookie rules in the targeting chunk before arming, sending no cookie value', async () => {
    provide('targeting', targetingChunk);
    const gold = { name: 'exact|:|plan', value: 'equals|:|gold-7f3a', show: 'show' };
    answer.poptins = [record({ targeting: { cookie_filter: [gold] } })];
    pageCookie('plan', 'free-9c2e');
    await start();
    expect(shown).toEqual([]);
    disposePage(run as Run);
    pageCookie('plan', 'gold-7f3a');
    await start();
    expect(ids()).toEqual([`${POPUP_ID}:timer`]);
    const bodies = fetch.mock.calls.map(([, i]) => String(i?.body ?? '')).join('\n');
    expect(bodies).not.toMatch(/gold-7f3a|free-9c2e/);
  });

  it('posts a schema-valid display request to /api/display/{client_id}', async () => {
    await start();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${ORIGIN}/api/display/${CLIENT_ID}`);
    // text/plain: no CORS preflight before the first pop-up can be chosen.
    expect(init?.headers).toEqual({ 'content-type': 'text/plain' });
    expect(displayRequestSchema.safeParse(JSON.parse(String(init?.body))).success).toBe(true);
  });

  it("reports a converted visitor's visit to total-website-session once per session, with the host name", async () => {
    provide('conversion', conversionChunk);
    stubBeacon();
    localStorage.setItem('poptin_converted_email', 'ann@shop.example');
    try {
      await start();
      disposePage(run as Run);
      await start();
    } finally {
      localStorage.removeItem('poptin_converted_email');
    }
    const calls = vi
      .mocked(navigator.sendBeacon)
      .mock.calls.filter(([u]) => u === `${ORIGIN}/api/display/total-website-session/${CLIENT_ID}`);
    expect(calls).toHaveLength(1);
    vi.useRealTimers(); // jsdom's FileReader answers on a timer
    expect(await beaconJson(calls[0]?.[1])).toEqual({
      email: 'ann@shop.example',
      url: location.host,
    });
  });

  it('reports no website session for a visitor who has not converted', async () => {
    provide('conversion', conversionChunk);
    stubBeacon();
    await start();
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('shows nothing when the display answer is not_allowed, logging its message', async () => {
    answer = { display: 'not_allowed', message: 'Client restricted', poptins: [record()] };
    provide('upgrade', upgradeChunk);
    await start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown).toEqual([]);
    expect(console.log).toHaveBeenCalledWith('Beckon:', 'Client restricted');
  });

  it('shows a pop-up with no trigger configured as soon as the answer arrives', async () => {
    answer.poptins = [record()];
    await start();
    expect(ids()).toEqual([`${POPUP_ID}:timer`]);
  });

  it('hands the pop-up the site-builder cart the display answer carries', async () => {
    const cart = {
      lineItems: [{ rootCatalogItemId: 'a1b2c3', productName: { original: 'Linen shirt' } }],
      subtotal: { amount: '45' },
    };
    Object.assign(answer, { wix_cart_details: cart });
    answer.poptins = [record()];
    await start();
    expect(shown.map((s) => s.wixCart)).toEqual([cart]);
  });

  it('shows a timer pop-up after its seconds and only once', async () => {
    answer.poptins = [record({ triggers: { display_after_sec_active: 5, display_after_page_click_number_active: 1 } })];
    await start();
    await vi.advanceTimersByTimeAsync(4_900);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(ids()).toEqual([`${POPUP_ID}:timer`]);
    document.body.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toHaveLength(1);
  });

  it('skips a pop-up its frequency rule has used up', async () => {
    pageCookie(`poptin_o_a_d_${POPUP_ID}`, '1');
    answer.poptins = [record({ d_f_r: 'all@display_once' })];
    await start();
    expect(shown).toEqual([]);
  });

  it('skips a pop-up whose targeting does not match this page', async () => {
    answer.poptins = [record({ targeting: { url_exclude: ['/products/'] } })];
    await start();
    expect(shown).toEqual([]);
  });

  it('fires the page-visit trigger once per session', async () => {
    answer.poptins = [
      record({ d_f_r: 'all@display_once_per_visit', triggers: { display_after_visit_page_active: 1 } }),
    ];
    await start();
    expect(ids()).toEqual([`${POPUP_ID}:visit_count`]);
    expect(sessionStorage.getItem(`apt_${POPUP_ID}`)).toBe('1');
  });

  it('does not arm click-only pop-ups but opens them from a launcher element', async () => {
    answer.poptins = [record({ on_click: true })];
    await start();
    expect(shown).toEqual([]);
    document.body.innerHTML = `<button data-poptin-onclick data-poptin-id="${POPUP_ID}">Open</button>`;
    document.querySelector('button')?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([`${POPUP_ID}:click`]);
  });

  it('fetches a click-launched pop-up missing from the answer from the click endpoint', async () => {
    await start();
    document.body.innerHTML = `<a href="/click/${OTHER}">Win</a>`;
    document.querySelector('a')?.click();
    await vi.advanceTimersByTimeAsync(0);
    // With the loader's client id (another account's pop-up is a 404) and viewer id (the view token's owner).
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(`^${ORIGIN}/api/display/click/${OTHER}\\?client_id=${CLIENT_ID}&viewer_id=[0-9a-f]{13}$`),
      ),
    );
    expect(ids()).toEqual([`${OTHER}:click`]);
  });

  it('in preview sends the preview id and shows that pop-up at once, frequency rules aside', async () => {
    history.replaceState(null, '', `/?ppt-preview=${POPUP_ID}`);
    pageCookie(`poptin_o_a_d_${POPUP_ID}`, '1');
    answer.poptins = [record({ d_f_r: 'all@display_once', triggers: { display_after_sec_active: 60 } })];
    await start();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).preview_popup_id).toBe(POPUP_ID);
    expect(ids()).toEqual([`${POPUP_ID}:preview`]);
  });

  it('when disposed closes what it showed and stops pending triggers', async () => {
    answer.poptins = [
      record(),
      record({ poptin_id: OTHER, poptin_type: 'bar', triggers: { display_after_sec_active: 5 } }),
    ];
    const r = await start();
    disposePage(r);
    run = undefined;
    expect(closed).toEqual(['auto_close']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown).toHaveLength(1);
  });
});

describe('the account and country cookies', () => {
  let jar = cookieJar();
  const written = (name: string) => jar.writes.filter((w) => w.startsWith(`${name}=`)).at(-1);
  const sentCc = (call: number) => JSON.parse(String(fetch.mock.calls[call]?.[1]?.body)).cc;
  beforeEach(() => {
    jar = cookieJar();
    serveDocumentCookie(jar);
    Object.assign(answer, { country: 'Spain', country_code: 'ES', cc: 'ES', ip: '192.0.2.7' });
  });
  afterEach(() => {
    privacy.on = false;
    Reflect.deleteProperty(document, 'cookie');
  });

  it("keeps the account's client id for 365 days", async () => {
    await start();
    expect(written('poptin_client_id')).toBe(`poptin_client_id=${CLIENT_ID}; max-age=31536000; path=/; SameSite=Lax`);
  });

  it("keeps the display answer's country for 365 days and sends it as cc from the next page on, never the IP", async () => {
    await start();
    expect(sentCc(0)).toBe('');
    expect(written('poptin_user_country_code')).toBe(
      'poptin_user_country_code=ES; max-age=31536000; path=/; SameSite=Lax',
    );
    expect(jar.writes.join('\n')).not.toContain('192.0.2.7');
    disposePage(run as Run);
    await start();
    expect(sentCc(1)).toBe('ES');
  });

  it('in private mode writes neither, deletes those an earlier visit left and sends no cc', async () => {
    jar.values.set('poptin_client_id', CLIENT_ID);
    jar.values.set('poptin_user_country_code', 'ES');
    jar.values.set('poptin_c_visitor', '1');
    privacy.on = true;
    await start();
    expect(sentCc(0)).toBe('');
    for (const name of ['poptin_client_id', 'poptin_user_country_code', 'poptin_c_visitor']) {
      expect(jar.values.has(name), name).toBe(false);
      expect(
        jar.writes.filter((w) => w.startsWith(`${name}=`)).every((w) => w.includes('max-age=0;')),
        name,
      ).toBe(true);
    }
  });
});

// Each trigger the builder offers, armed by runPage from its own field of the record (the builder's rule walk,
// apps/dashboard every-rule-setting.test.tsx, names these tests).
describe('triggers armed from the record', () => {
  /** The page scrolled to `y` of a 2000 px document in a 1000 px window (jsdom lays nothing out). */
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  };
  afterEach(() => {
    Reflect.deleteProperty(window, 'scrollY');
    Reflect.deleteProperty(window, 'innerHeight');
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('arms the scroll trigger from its record field', async () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    answer.poptins = [record({ triggers: { display_after_scroll_active: 50 } })];
    await start();
    scrollTo(400);
    await vi.advanceTimersByTimeAsync(300);
    expect(shown).toEqual([]);
    scrollTo(500);
    await vi.advanceTimersByTimeAsync(300);
    expect(ids()).toEqual([`${POPUP_ID}:scroll`]);
  });

  it('arms the click-count trigger from its record field', async () => {
    answer.poptins = [record({ triggers: { display_after_page_click_number_active: 3 } })];
    await start();
    document.body.click();
    document.body.click();
    expect(shown).toEqual([]);
    document.body.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([`${POPUP_ID}:click_count`]);
  });

  it('arms the inactivity trigger from its record field', async () => {
    answer.poptins = [record({ triggers: { display_after_inactive_seconds_active: 10 } })];
    await start();
    await vi.advanceTimersByTimeAsync(6_000);
    document.dispatchEvent(new MouseEvent('mousemove'));
    await vi.advanceTimersByTimeAsync(9_900);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(ids()).toEqual([`${POPUP_ID}:inactivity`]);
  });

  it('arms the exit-intent trigger from its record field', async () => {
    answer.poptins = [record({ triggers: { display_after_exit_website_active: true } })];
    await start();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300 }));
    expect(shown).toEqual([]);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([`${POPUP_ID}:exit`]);
  });

  it('counts a whole-website delay from the time already spent on the site', async () => {
    const now = Date.now();
    pageCookie(
      `poptin_session_account_time_${CLIENT_ID}`,
      JSON.stringify({ set_at: now - 3_000, expiry_at: now + 60_000 }),
    );
    answer.poptins = [record({ triggers: { display_after_sec_active: 5, display_after_sec_active_on: 'website' } })];
    await start();
    await vi.advanceTimersByTimeAsync(1_900);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(ids()).toEqual([`${POPUP_ID}:timer`]);
  });

  it('does not arm a pop-up its triggers open only by click, but opens it from a launcher', async () => {
    answer.poptins = [record({ triggers: { on_click: true } })];
    await start();
    expect(shown).toEqual([]);
    document.body.innerHTML = `<button data-poptin-onclick data-poptin-id="${POPUP_ID}">Open</button>`;
    document.querySelector('button')?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([`${POPUP_ID}:click`]);
  });
});

describe('embedded pop-ups', () => {
  const embedded = () => record({ poptin_type: 'embedded' });
  const container = () => {
    const div = document.createElement('div');
    div.className = 'poptin-embedded';
    div.dataset.id = POPUP_ID;
    document.body.append(div);
    return div;
  };

  it('are drawn into their container on the page', async () => {
    const div = container();
    answer.poptins = [embedded()];
    await start();
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([`${POPUP_ID}:timer`]);
    expect(shown[0]?.container).toBe(div);
  });

  it('are not shown over the page when their container is missing', async () => {
    answer.poptins = [embedded()];
    await start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(shown).toEqual([]);
  });

  it('in single-page mode are looked for again every 5 s, for containers that appear later', async () => {
    answer.poptins = [embedded()];
    run = runPage(PX, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([]);
    const div = container();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(shown.map((s) => s.container)).toEqual([div]);
  });
});
