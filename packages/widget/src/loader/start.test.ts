import './test-dom';
import { designDocumentSchema, type PopupRecord } from '@beckon/popup-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, clearPageCookies, POPUP_ID, record } from './fixtures';
import { provide } from './lazy';
import { hold, useRenderer } from './show';
import { type BeckonWindow, start, VERSION } from './start';
import { privacy } from './storage';

const PX = { origin: 'https://beckon.example', clientId: CLIENT_ID };
const w = window as Window & BeckonWindow;
let fetch: ReturnType<typeof vi.fn>;
let poptins: PopupRecord[];
let shownAt: number[];
const displayCalls = () => fetch.mock.calls.filter(([u]) => u === `${PX.origin}/api/display/${CLIENT_ID}`).length;

beforeEach(() => {
  vi.useFakeTimers();
  poptins = [];
  shownAt = [];
  hold.until = undefined;
  useRenderer({
    show() {
      shownAt.push(Date.now());
      return { close() {} };
    },
  });
  fetch = vi.fn(async (url: string) =>
    url.includes('/popup/')
      ? new Response(
          JSON.stringify(designDocumentSchema.parse({ poptin_id: POPUP_ID, version: 1, screens: { main: [] } })),
        )
      : new Response(JSON.stringify({ display: 'allowed', message: '', poptins })),
  );
  vi.stubGlobal('fetch', fetch);
  for (const k of ['beckonStarted', 'beckonAfterPageLoad', 'beckonSpa', 'Shopify', 'beckon', 'beckonConsent'] as const)
    delete w[k];
  clearPageCookies();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('start', () => {
  it('runs once per page however often it is called', () => {
    start(PX, w);
    start(PX, w);
    expect(displayCalls()).toBe(1);
  });

  it('warns once in the console about a second loader on the page, which stays inert', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start(PX, w);
    expect(warn).not.toHaveBeenCalled();
    start({ ...PX, clientId: '0123456789abc' }, w);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/second loader .*ignored/);
    expect(displayCalls()).toBe(1);
    expect(fetch.mock.calls.every(([u]) => !String(u).includes('0123456789abc'))).toBe(true);
    warn.mockRestore();
  });

  it('exposes beckon.open and the version', () => {
    start(PX, w);
    expect(w.beckon?.version).toBe(VERSION);
    expect(typeof w.beckon?.open).toBe('function');
  });

  it('runs at once in private mode when the store consent API refuses tracking', async () => {
    w.Shopify = { customerPrivacy: { userCanBeTracked: () => false } };
    // A store page: the display request waits for the store chunk's cart fields (none here).
    provide('store', { cartContext: async () => ({}), wireCart: () => () => {} });
    start(PX, w);
    await vi.waitFor(() => expect(displayCalls()).toBe(1));
    expect(privacy.on).toBe(true);
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body.viewer_id).toBeNull();
    expect(document.cookie).not.toContain('poptin_user_id');
  });

  it('runs in private mode with Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      start(PX, w);
      expect(privacy.on).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    }
  });

  it('runs with tracking when nothing refuses it', () => {
    start(PX, w);
    expect(privacy.on).toBe(false);
    expect(document.cookie).toContain('poptin_user_id');
  });

  it('with beckonAfterPageLoad starts 1 s after the page has loaded', () => {
    w.beckonAfterPageLoad = true;
    start(PX, w);
    expect(displayCalls()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(displayCalls()).toBe(1);
  });

  it('with beckonAfterPageLoad holds a pop-up whose trigger fires earlier until 1.5 s after the load event', async () => {
    w.beckonAfterPageLoad = true;
    poptins = [record()];
    const loadedAt = Date.now();
    start(PX, w);
    await vi.advanceTimersByTimeAsync(1499);
    expect(displayCalls()).toBe(1);
    expect(shownAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shownAt).toEqual([loadedAt + 1500]);
  });

  it('with beckonAfterPageLoad shows a pop-up whose trigger fires after 1.5 s when it fires', async () => {
    w.beckonAfterPageLoad = true;
    poptins = [record({ triggers: { display_after_sec_active: 2 } })];
    const loadedAt = Date.now();
    start(PX, w);
    await vi.advanceTimersByTimeAsync(3100);
    expect(shownAt).toEqual([loadedAt + 3000]);
  });

  it('without beckonAfterPageLoad holds nothing: a pop-up with no trigger shows as the answer arrives', async () => {
    poptins = [record()];
    const startedAt = Date.now();
    start(PX, w);
    await vi.advanceTimersByTimeAsync(0);
    expect(shownAt).toEqual([startedAt]);
  });

  it('in single-page mode starts afresh on every address change, not on same-address pushes', () => {
    w.beckonSpa = true;
    start(PX, w);
    history.pushState(null, '', '/spa-a');
    expect(displayCalls()).toBe(2);
    history.replaceState({ x: 1 }, '', '/spa-a');
    expect(displayCalls()).toBe(2);
    history.pushState(null, '', '/spa-b');
    expect(displayCalls()).toBe(3);
  });
});
