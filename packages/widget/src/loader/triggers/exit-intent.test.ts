import '../test-dom';
import { isExitIntent } from '@beckon/popup-schema/trigger-decisions';
import { describe, expect, it, vi } from 'vitest';
import { wireExitIntent } from './exit-intent';

describe('isExitIntent', () => {
  it('is the pointer leaving the window through the top edge', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: -5, relatedTarget: null })).toBe(true);
  });

  it('ignores leaving through other edges', () => {
    expect(isExitIntent({ clientY: 1, relatedTarget: null })).toBe(false);
    expect(isExitIntent({ clientY: 300, relatedTarget: null })).toBe(false);
  });

  it('ignores moving onto another element', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: document.body })).toBe(false);
  });
});

describe('wireExitIntent', () => {
  it('fires on desktop when the mouse leaves the top', () => {
    const fire = vi.fn();
    const off = wireExitIntent(false, fire);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 200 }));
    expect(fire).not.toHaveBeenCalled();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0 }));
    expect(fire).toHaveBeenCalledWith('exit');
    off();
  });

  it('waits while the page’s own modal pop-up is open, then fires on a later exit', () => {
    const fire = vi.fn();
    const off = wireExitIntent(false, fire);
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0 }));
    expect(fire).not.toHaveBeenCalled();
    modal.remove();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0 }));
    expect(fire).toHaveBeenCalledWith('exit');
    off();
  });

  it('on mobile pushes one guard history entry and fires on the back button', () => {
    const fire = vi.fn();
    const before = history.length;
    const off = wireExitIntent(true, fire);
    wireExitIntent(true, fire)();
    expect(history.length).toBe(before + 1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(fire).toHaveBeenCalledWith('exit');
    off();
  });
});
