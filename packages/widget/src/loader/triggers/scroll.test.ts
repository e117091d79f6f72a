import '../test-dom';
import { reached, scrollPercent } from '@beckon/popup-schema/trigger-decisions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireScroll } from './scroll';

describe('scrollPercent', () => {
  it('is the share of the scrollable height already scrolled', () => {
    expect(scrollPercent(0, 1000, 3000)).toBe(0);
    expect(scrollPercent(1000, 1000, 3000)).toBe(50);
    expect(scrollPercent(2000, 1000, 3000)).toBe(100);
  });

  it('counts a page that cannot scroll as fully scrolled', () => {
    expect(scrollPercent(0, 1000, 800)).toBe(100);
  });
});

describe('reached', () => {
  it('fires at or beyond the configured percent', () => {
    expect(reached(49, 50)).toBe(false);
    expect(reached(50, 50)).toBe(true);
  });
});

describe('wireScroll', () => {
  afterEach(() => vi.useRealTimers());

  it('decides 300 ms after the last scroll event', () => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    window.innerHeight = 1000;
    const fire = vi.fn();
    const off = wireScroll(50, fire);
    window.scrollY = 1500;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(299);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledWith('scroll');
    off();
  });
});
