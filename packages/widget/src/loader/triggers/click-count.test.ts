import '../test-dom';
import { reached } from '@beckon/popup-schema/trigger-decisions';
import { describe, expect, it, vi } from 'vitest';
import { wireClickCount } from './click-count';

describe('reached', () => {
  it('fires from the Nth click on', () => {
    expect(reached(2, 3)).toBe(false);
    expect(reached(3, 3)).toBe(true);
  });
});

describe('wireClickCount', () => {
  it('fires on the third click of the page and not before', () => {
    const fire = vi.fn();
    const off = wireClickCount(3, fire);
    document.body.click();
    document.body.click();
    expect(fire).not.toHaveBeenCalled();
    document.body.click();
    expect(fire).toHaveBeenCalledWith('click_count');
    off();
  });
});
