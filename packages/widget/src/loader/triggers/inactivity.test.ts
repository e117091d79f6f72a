import '../test-dom';
import { idleLeft } from '@beckon/popup-schema/trigger-decisions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireInactivity } from './inactivity';

describe('idleLeft', () => {
  it('is the time still to wait since the last activity', () => {
    expect(idleLeft(1000, 4000, 5)).toBe(2000);
    expect(idleLeft(1000, 6000, 5)).toBe(0);
  });
});

describe('wireInactivity', () => {
  afterEach(() => vi.useRealTimers());

  it('fires after N idle seconds', () => {
    vi.useFakeTimers();
    const fire = vi.fn();
    const off = wireInactivity(5, fire);
    vi.advanceTimersByTime(4999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledWith('inactivity');
    off();
  });

  it.each(['mousemove', 'keydown', 'scroll', 'touchstart', 'click'])('starts counting again after %s', (type) => {
    vi.useFakeTimers();
    const fire = vi.fn();
    const off = wireInactivity(5, fire);
    vi.advanceTimersByTime(4000);
    document.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(4000);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(fire).toHaveBeenCalledTimes(1);
    off();
  });
});
