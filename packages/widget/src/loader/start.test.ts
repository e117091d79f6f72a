import './test-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID } from './fixtures';
import { type BeckonWindow, start, trackingAllowed, VERSION } from './start';

const PX = { origin: 'https://beckon.example', clientId: CLIENT_ID };
const w = window as Window & BeckonWindow;
let fetch: ReturnType<typeof vi.fn>;
const displayCalls = () => fetch.mock.calls.filter(([u]) => u === `${PX.origin}/api/display/${CLIENT_ID}`).length;

beforeEach(() => {
  vi.useFakeTimers();
  fetch = vi.fn(async () => new Response(JSON.stringify({ display: 'allowed', message: '', poptins: [] })));
  vi.stubGlobal('fetch', fetch);
  for (const k of ['beckonStarted', 'beckonAfterPageLoad', 'beckonSpa', 'Shopify', 'beckon'] as const) delete w[k];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('trackingAllowed', () => {
  it('allows tracking without a consent API', () => {
    expect(trackingAllowed({})).toBe(true);
  });

  it('follows the store consent API when present', () => {
    expect(trackingAllowed({ Shopify: { customerPrivacy: { userCanBeTracked: () => false } } })).toBe(false);
    expect(trackingAllowed({ Shopify: { customerPrivacy: { userCanBeTracked: () => true } } })).toBe(true);
  });
});

describe('start', () => {
  it('runs once per page however often it is called', () => {
    start(PX, w);
    start(PX, w);
    expect(displayCalls()).toBe(1);
  });

  it('exposes beckon.open and the version', () => {
    start(PX, w);
    expect(w.beckon?.version).toBe(VERSION);
    expect(typeof w.beckon?.open).toBe('function');
  });

  it('waits for consent, polling every second', () => {
    let allowed = false;
    w.Shopify = { customerPrivacy: { userCanBeTracked: () => allowed } };
    start(PX, w);
    vi.advanceTimersByTime(3000);
    expect(displayCalls()).toBe(0);
    allowed = true;
    vi.advanceTimersByTime(999);
    expect(displayCalls()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(displayCalls()).toBe(1);
  });

  it('with beckonAfterPageLoad starts 1 s after the page has loaded', () => {
    w.beckonAfterPageLoad = true;
    start(PX, w);
    expect(displayCalls()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(displayCalls()).toBe(1);
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
