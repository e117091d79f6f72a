import './test-dom';
import { Blob as NodeBlob } from 'node:buffer';
import { closedRequestSchema, conversionRequestSchema, viewedRequestSchema } from '@beckon/popup-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmittedValues } from '../contract';
import { CLIENT_ID, context, POPUP_ID, record } from './fixtures';
import {
  type ConversionInput,
  conversionKey,
  conversionPayload,
  sendClosed,
  sendConversion,
  sendViewed,
} from './report';

const ORIGIN = 'https://beckon.example';
const VIEW = 'aaaabbbbccccdddd';
const reporter = () => ({ origin: ORIGIN, clientId: CLIENT_ID, ctx: context() });
const values = (o: Partial<SubmittedValues> = {}): SubmittedValues => ({
  standard: { email: 'ann@example.com', name: 'Ann' },
  extra: [{ name: 'size', type: 'select', value: '42' }],
  checkboxChecked: true,
  ...o,
});
const input = (o: Partial<ConversionInput> = {}): ConversionInput => ({
  record: record(),
  values: values(),
  trigger: 'scroll',
  view: VIEW,
  coupon: 'WELCOME10',
  key: 'key_0123456789',
  ...o,
});
/** What the server sees: the form body decoded back to an object. */
const roundTrip = (p: URLSearchParams) => Object.fromEntries(new URLSearchParams(p.toString()));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('conversionPayload', () => {
  it('is accepted by the conversion schema after the form round trip', () => {
    const parsed = conversionRequestSchema.safeParse(roundTrip(conversionPayload(reporter(), input())));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({
      conversion_key: 'key_0123456789',
      poptin_id: POPUP_ID,
      client_id: CLIENT_ID,
      url: 'https://shop.example/products/shoe',
      p_target: 'lead',
      checkbox_checked: 'true',
      trigger: 'scroll',
      visitor: 'desktop',
      origin_landing_page: 'https://shop.example/',
      previous_visited_pages: [{ path: '/', at: 100 }],
      newExtraFields: [{ name: 'size', type: 'select', value: '42' }],
      coupon: 'WELCOME10',
      poptin_view_id: VIEW,
      email: 'ann@example.com',
      name: 'Ann',
    });
  });

  it('drops values under names the schema does not know, so the lead is not refused', () => {
    const p = roundTrip(
      conversionPayload(reporter(), input({ values: values({ standard: { email: 'a@b.co', favourite: 'x' } }) })),
    );
    expect(p.favourite).toBeUndefined();
    expect(conversionRequestSchema.safeParse(p).success).toBe(true);
  });

  it('sends an empty view id when the view was never acknowledged', () => {
    const p = roundTrip(conversionPayload(reporter(), input({ view: '' })));
    expect(p.poptin_view_id).toBe('');
    expect(conversionRequestSchema.safeParse(p).success).toBe(true);
  });

  it('marks mobile visitors', () => {
    const r = { ...reporter(), ctx: context({ isMobile: true }) };
    expect(roundTrip(conversionPayload(r, input())).visitor).toBe('mobile');
  });
});

describe('conversionKey', () => {
  it('is a valid idempotency key and differs each time', () => {
    const a = conversionKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(conversionKey()).not.toBe(a);
  });
});

describe('sendConversion', () => {
  it('posts the form to the viewer conversion URL, marks the pop-up converted for 365 days and hands on the conversion event', async () => {
    const fetch = vi.fn(async (_u: string, _i: RequestInit) =>
      json(200, { success: true, conversion_id: 'c1', integration: { conversion_code: 'beckon_lead' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const res = await sendConversion(reporter(), input());
    expect(res).toEqual({ ok: true, conversionId: 'c1', conversionCode: 'beckon_lead' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${ORIGIN}/api/display/conversion/f00dfeedbeef1`);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(document.cookie).toContain(`poptin_conversion_${POPUP_ID}=c1`);
    expect(localStorage.getItem('poptin_converted_email')).toBe('ann@example.com');
  });

  it('retries a 5xx twice with the same key, then gives up quietly', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async (_u: string, _i: RequestInit) => json(503, {}));
    vi.stubGlobal('fetch', fetch);
    const pending = sendConversion(reporter(), input());
    await vi.runAllTimersAsync();
    expect(await pending).toEqual({ ok: false, conversionId: null });
    expect(fetch).toHaveBeenCalledTimes(3);
    const keys = fetch.mock.calls.map(([, i]) => (i.body as URLSearchParams).get('conversion_key'));
    expect(new Set(keys)).toEqual(new Set(['key_0123456789']));
  });

  it('retries after a network error and succeeds', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { success: true, conversion_id: 'c2', integration: { conversion_code: '' } }));
    vi.stubGlobal('fetch', fetch);
    const pending = sendConversion(reporter(), input());
    await vi.runAllTimersAsync();
    expect(await pending).toEqual({ ok: true, conversionId: 'c2', conversionCode: '' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never retries a 4xx', async () => {
    const fetch = vi.fn(async () => json(422, { error: 'bad' }));
    vi.stubGlobal('fetch', fetch);
    expect(await sendConversion(reporter(), input())).toEqual({ ok: false, conversionId: null });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('view and close reports', () => {
  it('sends a schema-valid view as text/plain and returns the view id', async () => {
    const fetch = vi.fn(async (_u: string, _i: RequestInit) => json(200, { success: true, poptin_view_id: VIEW }));
    vi.stubGlobal('fetch', fetch);
    expect(await sendViewed(reporter(), POPUP_ID, 'timer')).toBe(VIEW);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${ORIGIN}/api/display/viewed/${POPUP_ID}`);
    expect(init?.headers).toEqual({ 'content-type': 'text/plain' });
    expect(viewedRequestSchema.safeParse(JSON.parse(String(init?.body))).success).toBe(true);
  });

  it('returns no view id when the view report fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, {})),
    );
    expect(await sendViewed(reporter(), POPUP_ID, 'timer')).toBe('');
  });

  it('sends the close with sendBeacon as a text/plain blob holding a schema-valid body', async () => {
    const beacon = vi.fn((_u: string, _b: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    // jsdom's Blob cannot be read back; Node's can.
    vi.stubGlobal('Blob', NodeBlob);
    sendClosed(reporter(), POPUP_ID, 'x_click', VIEW);
    const [url, blob] = beacon.mock.calls[0] ?? [];
    expect(url).toBe(`${ORIGIN}/api/display/closed/${POPUP_ID}`);
    expect(blob?.type).toBe('text/plain');
    const body = JSON.parse((await blob?.text()) ?? '');
    expect(closedRequestSchema.parse(body)).toMatchObject({ reason: 'x_click', poptin_view_id: VIEW });
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetch = vi.fn(async (_u: string, _i: RequestInit) => json(200, {}));
    vi.stubGlobal('fetch', fetch);
    sendClosed(reporter(), POPUP_ID, 'escape', '');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body))).toMatchObject({ reason: 'escape', poptin_view_id: null });
  });
});
