import './test-dom.js';
import { teaserSchema } from '@beckon/popup-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teasers } from './teaser.js';
import { TAB_AFTER_CLOSE_MS, TAB_SETUP_MS } from './teaser-rules.js';
import { makeRecord } from './test-fixtures.js';

const ID = '00000000000e1';
const record = makeRecord({
  poptin_id: ID,
  is_teasers_on: true,
  teaser: teaserSchema.parse({ on: true, show: 'after_close', animation: 'none' }),
});
const tab = () => document.querySelector(`[data-beckon-teaser="${ID}"]`)?.shadowRoot?.querySelector('button');
const visible = () => tab() != null && !tab()?.hasAttribute('data-hidden');

let undo = () => {};
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  undo();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the teaser tab after its pop-up closes', () => {
  it('comes back 1.5 s after the pop-up has left, then shows after its 500 ms setup', () => {
    const page: { tab?: (id: string, open: boolean) => void } = {};
    undo = teasers(page, [record], vi.fn());
    page.tab?.(ID, true);
    page.tab?.(ID, false);
    vi.advanceTimersByTime(TAB_AFTER_CLOSE_MS - 1);
    expect(tab()).toBeUndefined();
    vi.advanceTimersByTime(1 + TAB_SETUP_MS);
    expect(visible()).toBe(true);
  });

  it('stays away when the pop-up opens again within those 1.5 s', () => {
    const page: { tab?: (id: string, open: boolean) => void } = {};
    undo = teasers(page, [record], vi.fn());
    page.tab?.(ID, true);
    page.tab?.(ID, false);
    vi.advanceTimersByTime(1000);
    page.tab?.(ID, true);
    vi.advanceTimersByTime(TAB_AFTER_CLOSE_MS + TAB_SETUP_MS);
    expect(tab()).toBeUndefined();
  });
});

describe('the teaser tab’s timings (spec §9)', () => {
  const ALWAYS = '00000000000e2';
  const always = makeRecord({
    poptin_id: ALWAYS,
    is_teasers_on: true,
    teaser: teaserSchema.parse({ on: true, show: 'always', animation: 'shake' }),
  });
  const button = () =>
    document.querySelector(`[data-beckon-teaser="${ALWAYS}"]`)?.shadowRoot?.querySelector('button') ?? null;

  it('replays its attention animation every 3000 ms and leaves the page 1000 ms after a click hides it', () => {
    const page: { tab?: (id: string, open: boolean) => void } = {};
    const open = vi.fn();
    undo = teasers(page, [always], open);
    vi.advanceTimersByTime(500);
    const tab = button() as HTMLButtonElement;
    expect(tab.hasAttribute('data-hidden')).toBe(false);
    expect(tab.style.animation).not.toBe('');
    // A mark the next replay overwrites, and not a moment before.
    tab.style.animation = 'mark';
    vi.advanceTimersByTime(2999);
    expect(tab.style.animation).toBe('mark');
    vi.advanceTimersByTime(1);
    expect(tab.style.animation).not.toBe('mark');

    tab.click();
    expect(open).toHaveBeenCalledWith(ALWAYS);
    expect(tab.hasAttribute('data-hidden')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(button()).toBe(tab);
    vi.advanceTimersByTime(1);
    expect(button()).toBeNull();
  });
});
