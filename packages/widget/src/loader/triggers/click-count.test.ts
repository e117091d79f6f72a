import '../test-dom';
import { describe, expect, it, vi } from 'vitest';
import { clickCountReached, wireClickCount } from './click-count';

describe('clickCountReached', () => {
  it('fires from the Nth click on', () => {
    expect(clickCountReached(2, 3)).toBe(false);
    expect(clickCountReached(3, 3)).toBe(true);
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
