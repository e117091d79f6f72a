import '../test-dom.js';
import type { DesignDocumentInput } from '@beckon/popup-schema';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShowRequest } from '../../contract.js';
import { show } from '../index.js';
import { Popup } from '../popup.js';
import { makeDesign, makeRecord, POPUP_ID } from '../test-fixtures.js';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setup(design: Partial<DesignDocumentInput>, preview = false) {
  const onClose = vi.fn();
  render(
    <Popup
      design={makeDesign(design)}
      lang="en"
      isMobile={false}
      preview={preview}
      onClose={onClose}
      onExited={vi.fn()}
    />,
  );
  return { onClose };
}

const timerDesign = (timer: string, timer_ver: 0 | 1 | 2 = 1): Partial<DesignDocumentInput> => ({
  design_properties: { timer, timer_ver },
  screens: { main: [{ kind: 'heading', text: 'Sale ends soon' }, { kind: 'timer' }, { kind: 'form' }] },
});

const digits = () => [...document.querySelectorAll('.bk-tn')].map((n) => n.textContent).join(':');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-06-01T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the countdown block', () => {
  it('ticks down each second and closes the pop-up at zero with the reason timer', () => {
    const { onClose } = setup(timerDesign('timerTime@0|3'));
    expect(screen.getByRole('timer').textContent).toContain('seconds');
    expect(digits()).toBe('00:03');
    advance(1000);
    expect(digits()).toBe('00:02');
    advance(1000);
    expect(digits()).toBe('00:01');
    expect(onClose).not.toHaveBeenCalled();
    advance(1000);
    expect(digits()).toBe('00:00');
    advance(1000); // the exit effect
    expect(onClose).toHaveBeenCalledWith('timer');
  });

  it('counts to a fixed end, showing hours and days only when the countdown starts with them', () => {
    setup(timerDesign('timerDate@2026-06-02|14:03|+00:00'));
    expect(digits()).toBe('01:02:03:00');
    cleanup();
    setup(timerDesign('timerTime@2|5'));
    expect(digits()).toBe('02:05');
  });

  it('draws a flip clock of cards for timer_ver 2 and plain digits otherwise', () => {
    setup(timerDesign('timerTime@1|0', 2));
    expect(screen.getByRole('timer').className).toBe('bk-timer bk-flip');
    cleanup();
    setup(timerDesign('timerTime@1|0', 0));
    expect(screen.getByRole('timer').className).toBe('bk-timer');
  });

  it('stands still in the dashboard preview and never closes it', () => {
    const { onClose } = setup(timerDesign('timerTime@0|2'), true);
    advance(5000);
    expect(digits()).toBe('00:02');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('draws nothing when no timer is set', () => {
    setup(timerDesign(''));
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('a pop-up with a countdown to a fixed end already past', () => {
  it('is not drawn or reported as viewed, and tells the loader it is gone', async () => {
    const req: ShowRequest = {
      record: makeRecord(),
      design: makeDesign(timerDesign('timerDate@2026-06-01|11:59|+00:00')),
      trigger: 'timer',
      isMobile: false,
      lang: 'en',
      pageHost: 'shop.example.org',
      serviceOrigin: 'https://display.example',
      onViewed: vi.fn(),
      onClose: vi.fn(),
      onSubmit: vi.fn(),
      onRemoved: vi.fn(),
    };
    act(() => {
      show(req);
    });
    // Not during show() itself: the loader records the handle first.
    expect(req.onRemoved).not.toHaveBeenCalled();
    await act(async () => {});
    expect(req.onRemoved).toHaveBeenCalledTimes(1);
    expect(document.querySelector(`[data-beckon-popup="${POPUP_ID}"]`)).toBeNull();
    expect(req.onViewed).not.toHaveBeenCalled();
  });
});

describe('the coupon block', () => {
  const couponDesign = (coupon: string): Partial<DesignDocumentInput> => ({
    design_properties: { coupon },
    screens: { main: [{ kind: 'heading', text: 'Your code' }, { kind: 'coupon' }] },
  });

  it('shows the code and copies it, with "Copied!" for half a second and announced', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup(couponDesign('SPRING20'));
    expect(document.querySelector('.bk-code')?.textContent).toBe('SPRING20');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('SPRING20');
    expect(document.querySelector('.bk-ctip')?.hasAttribute('data-show')).toBe(true);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Copied!');
    advance(499);
    expect(document.querySelector('.bk-ctip')?.hasAttribute('data-show')).toBe(true);
    advance(1);
    expect(document.querySelector('.bk-ctip')?.hasAttribute('data-show')).toBe(false);
  });

  it('selects the code for the visitor to copy when the clipboard is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    setup(couponDesign('SPRING20'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(document.getSelection()?.toString()).toBe('SPRING20');
    expect(document.querySelector('.bk-ctip')?.hasAttribute('data-show')).toBe(false);
  });

  it('draws nothing without a code', () => {
    setup(couponDesign(''));
    expect(document.querySelector('.bk-coupon')).toBeNull();
  });
});
