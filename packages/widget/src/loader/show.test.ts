import './test-dom';
import { type DesignDocument, designDocumentSchema, type PopupRecord } from '@beckon/popup-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShowRequest } from '../contract';
import * as conversionChunk from './conversion-chunk';
import { beaconJson, CLIENT_ID, clearPageCookies, context, POPUP_ID, record } from './fixtures';
import { provide } from './lazy';
import { modalQueue } from './modal-queue';
import { type Page, showPopup, storeAndPrivacy, useRenderer } from './show';
import { privacy } from './storage';

const ORIGIN = 'https://beckon.example';
const VIEW = 'aaaabbbbccccdddd';
let version = 1;

const design = (r: PopupRecord): DesignDocument =>
  designDocumentSchema.parse({ poptin_id: r.poptin_id, version: r.version, screens: { main: [] } });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

let shown: ShowRequest[];
let closes: string[];
let fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

const page = (): Page => ({
  origin: ORIGIN,
  clientId: CLIENT_ID,
  ctx: context(),
  queue: modalQueue(),
  records: new Map(),
  active: new Set(),
  open: new Map(),
  dead: false,
});
/** A fresh record version per test, so the design cache never carries over. */
const rec = (o: Parameters<typeof record>[0] = {}) => record({ version: version++, ...o });
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  shown = [];
  closes = [];
  // The conversion sender is a lazily imported chunk in the page; here it is the module itself.
  provide('conversion', conversionChunk);
  useRenderer({
    show(req) {
      shown.push(req);
      return { close: (reason) => closes.push(reason) };
    },
  });
  fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/viewed/')) return json({ success: true, poptin_view_id: VIEW });
    if (!init) return json(design(record({ version: Number(new URL(url).searchParams.get('v') ?? 1) })));
    return json({});
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
  vi.spyOn(console, 'log').mockImplementation(() => {});
  clearPageCookies();
  document.documentElement.lang = '';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('showPopup', () => {
  it('fetches the design from the service origin and hands record, design and trigger to the renderer', async () => {
    const r = rec({ poptin_url: `/api/display/popup/${POPUP_ID}?v=${version}` });
    await showPopup(page(), r, 'scroll');
    expect(fetch).toHaveBeenCalledWith(`${ORIGIN}${r.poptin_url}`);
    expect(shown[0]).toMatchObject({
      record: r,
      trigger: 'scroll',
      serviceOrigin: ORIGIN,
      lang: 'en',
      isMobile: false,
    });
    expect(shown[0]?.design.poptin_id).toBe(POPUP_ID);
  });

  it('fetches a design once per id and version', async () => {
    const r = rec();
    const p = page();
    await showPopup(p, r, 'timer');
    shown[0]?.onRemoved();
    await showPopup(p, r, 'click');
    expect(fetch.mock.calls.filter(([u]) => u.includes('/popup/'))).toHaveLength(1);
    expect(shown).toHaveLength(2);
  });

  it('uses Hebrew on a Hebrew page', async () => {
    document.documentElement.lang = 'he-IL';
    await showPopup(page(), rec(), 'timer');
    expect(shown[0]?.lang).toBe('he');
  });

  it('logs and shows nothing when the design cannot be fetched', async () => {
    fetch.mockImplementationOnce(async () => json({}, 500));
    await showPopup(page(), rec(), 'timer');
    expect(shown).toHaveLength(0);
    expect(console.log).toHaveBeenCalledWith('Beckon:', 'not shown', POPUP_ID, expect.anything());
  });

  it('marks the pop-up seen and reports the view, keeping the view id in poptin_o_a_d_{id}', async () => {
    await showPopup(page(), rec(), 'timer');
    shown[0]?.onViewed();
    expect(document.cookie).toContain(`poptin_o_a_d_${POPUP_ID}=1`);
    await flush();
    expect(fetch).toHaveBeenCalledWith(
      `${ORIGIN}/api/display/viewed/${POPUP_ID}`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(document.cookie).toContain(`poptin_o_a_d_${POPUP_ID}=${VIEW}`);
  });

  it('on an X close marks poptin_c_p_o_x_c_{id} and reports the close with the view id', async () => {
    await showPopup(page(), rec(), 'timer');
    shown[0]?.onViewed();
    shown[0]?.onClose('x_click');
    await flush();
    expect(document.cookie).toContain(`poptin_c_p_o_x_c_${POPUP_ID}=${POPUP_ID}`);
    expect(navigator.sendBeacon).toHaveBeenCalledWith(`${ORIGIN}/api/display/closed/${POPUP_ID}`, expect.anything());
  });

  /** Bodies of the beacons sent to `path`, parsed. */
  const beacons = async (path: string) => {
    const calls = vi.mocked(navigator.sendBeacon).mock.calls.filter(([u]) => String(u).includes(path));
    return Promise.all(calls.map(async ([, b]) => beaconJson(b)));
  };

  it('tells conversion-activities that a converted visitor viewed and then closed the pop-up', async () => {
    const p = { ...page(), ctx: context({ convertedEmail: 'ann@shop.example' }) };
    await showPopup(p, rec(), 'timer');
    shown[0]?.onViewed();
    shown[0]?.onClose('x_click');
    await flush();
    const url = p.ctx.base.url;
    expect(await beacons(`${ORIGIN}/api/display/conversion-activities/${CLIENT_ID}`)).toEqual([
      { email: 'ann@shop.example', poptin_id: POPUP_ID, activity: 'viewed', url },
      { email: 'ann@shop.example', poptin_id: POPUP_ID, activity: 'closed', url },
    ]);
  });

  it('records a click-through with the closes, but not as the converted visitor closing the pop-up', async () => {
    const p = { ...page(), ctx: context({ convertedEmail: 'ann@shop.example' }) };
    await showPopup(p, rec(), 'timer');
    shown[0]?.onViewed();
    shown[0]?.onClose('click_through');
    await flush();
    expect(await beacons(`${ORIGIN}/api/display/closed/${POPUP_ID}`)).toEqual([
      expect.objectContaining({ reason: 'click_through', poptin_view_id: VIEW }),
    ]);
    const activities = await beacons(`${ORIGIN}/api/display/conversion-activities/${CLIENT_ID}`);
    expect(activities.map((a) => (a as { activity: string }).activity)).toEqual(['viewed']);
    expect(document.cookie).not.toContain(`poptin_c_p_o_x_c_${POPUP_ID}`);
  });

  it('sends no conversion activity for a visitor who has not converted', async () => {
    await showPopup(page(), rec(), 'timer');
    shown[0]?.onViewed();
    shown[0]?.onClose('x_click');
    await flush();
    expect(await beacons('conversion-activities')).toEqual([]);
  });

  it("asks for the visitor's prize draw, and for a preview draw (no pool code taken) in preview", async () => {
    fetch.mockImplementation(async (url: string, init?: RequestInit) =>
      init ? json({}) : json(design(record({ version: Number(new URL(url).searchParams.get('v') ?? 1) }))),
    );
    const p = page();
    await showPopup(p, rec(), 'timer');
    await shown[0]?.onDraw?.();
    shown[0]?.onRemoved();
    await showPopup(p, rec(), 'preview');
    await shown[1]?.onDraw?.();
    const draws = fetch.mock.calls.filter(([u]) => u === `${ORIGIN}/api/display/game/${POPUP_ID}`);
    expect(draws.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { client_id: CLIENT_ID, viewer_id: p.ctx.viewerId, preview: false },
      { client_id: CLIENT_ID, viewer_id: p.ctx.viewerId, preview: true },
    ]);
  });

  it('does not mark an X close for other close reasons', async () => {
    await showPopup(page(), rec(), 'timer');
    shown[0]?.onClose('escape');
    expect(document.cookie).not.toContain('poptin_c_p_o_x_c_');
  });

  it('sends no reports and writes no marks for a preview', async () => {
    await showPopup(page(), rec(), 'preview');
    const req = shown[0];
    req?.onViewed();
    req?.onClose('x_click');
    const res = await req?.onSubmit({ standard: { email: 'a@b.co' }, extra: [], checkboxChecked: false });
    await flush();
    expect(res).toEqual({ ok: true, conversionId: null });
    expect(fetch.mock.calls.filter(([, init]) => init)).toHaveLength(0);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
  });

  it('reuses the conversion key when a failed submit is retried', async () => {
    await showPopup(page(), rec(), 'timer');
    fetch.mockImplementation(async () => json({}, 400));
    const values = { standard: { email: 'a@b.co' }, extra: [], checkboxChecked: false };
    await shown[0]?.onSubmit(values);
    await shown[0]?.onSubmit(values);
    const keys = fetch.mock.calls
      .filter(([u]) => u.includes('/conversion/'))
      .map(([, i]) => (i?.body as URLSearchParams | undefined)?.get('conversion_key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows one modal at a time: the next waits until the first has left the page', async () => {
    const p = page();
    await showPopup(p, rec({ poptin_id: '1111111111111' }), 'timer');
    await showPopup(p, rec({ poptin_id: '2222222222222' }), 'timer');
    expect(shown.map((s) => s.record.poptin_id)).toEqual(['1111111111111']);
    shown[0]?.onRemoved();
    expect(shown.map((s) => s.record.poptin_id)).toEqual(['1111111111111', '2222222222222']);
  });

  it('does not queue a bar behind a modal', async () => {
    const p = page();
    await showPopup(p, rec({ poptin_id: '1111111111111' }), 'timer');
    await showPopup(p, rec({ poptin_id: '3333333333333', poptin_type: 'bar' }), 'timer');
    expect(shown).toHaveLength(2);
  });
});

describe('storeAndPrivacy in private mode', () => {
  afterEach(() => {
    privacy.on = false;
  });

  it('fetches the conversion chunk to forget old ids on the first page of the tab session only', async () => {
    privacy.on = true;
    const browse = vi.fn();
    provide('conversion', { ...conversionChunk, browse });
    const first = { ...page(), ctx: context({ sessionPages: 1 }) };
    const later = { ...page(), ctx: context({ sessionPages: 2 }) };
    await storeAndPrivacy(first, null);
    await storeAndPrivacy(later, null);
    await storeAndPrivacy(later, document.createElement('script'));
    expect(browse).toHaveBeenCalledTimes(1);
    expect(browse).toHaveBeenCalledWith(true, first, null);
  });

  it('still saves the store hook on every page when the visitor allows tracking', async () => {
    const browse = vi.fn();
    provide('conversion', { ...conversionChunk, browse });
    const el = document.createElement('script');
    await storeAndPrivacy({ ...page(), ctx: context({ sessionPages: 5 }) }, el);
    expect(browse).toHaveBeenCalledWith(false, expect.anything(), el);
  });
});
