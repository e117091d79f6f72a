import './test-dom.js';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversionResult, SubmittedValues } from '../contract.js';
import { pageLocked } from './closing.js';
import { barLayout } from './layouts/bar.js';
import { fullpageLayout } from './layouts/fullpage.js';
import { Popup, type PopupProps } from './popup.js';
import { makeDesign } from './test-fixtures.js';

type DesignInput = NonNullable<Parameters<typeof makeDesign>[0]>;
type DesignProps = NonNullable<DesignInput['design_properties']>;

const LOCKED: DesignProps = { poptin_design_content_lock: true };

function setup(design_properties: DesignProps = LOCKED, props: Partial<PopupProps> = {}, more: DesignInput = {}) {
  const onClose = vi.fn();
  const onExited = vi.fn();
  const onSubmit = vi.fn<(v: SubmittedValues) => Promise<ConversionResult>>(() =>
    Promise.resolve({ ok: true, conversionId: 'c1' }),
  );
  const control = { current: null as { close(reason: 'auto_close'): void } | null };
  const utils = render(
    <Popup
      design={makeDesign({ design_properties, ...more })}
      lang="en"
      isMobile={false}
      popupName="Members only"
      onClose={onClose}
      onExited={onExited}
      onSubmit={onSubmit}
      control={control}
      {...props}
    />,
  );
  const box = (screen.queryByRole('dialog') ?? screen.getByRole('region')) as HTMLElement;
  return { ...utils, onClose, onExited, onSubmit, control, box, wrap: box.parentElement as HTMLElement };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const settle = () => act(async () => {});
const closeButton = () => screen.queryByRole('button', { name: 'Close' });
const rootOverflow = () => document.documentElement.style.getPropertyValue('overflow');

async function signUp() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'dana@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.documentElement.removeAttribute('style');
});

describe('A content-locked pop-up', () => {
  it('applies to the modal types only', () => {
    expect(pageLocked({ poptin_design_content_lock: true }, true)).toBe(true);
    expect(pageLocked({ poptin_design_content_lock: true }, false)).toBe(false);
    expect(pageLocked({ poptin_design_content_lock: false }, true)).toBe(false);
  });

  it('draws no close control, and keeps its name', () => {
    setup();
    expect(closeButton()).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Join us' })).toBeTruthy();
  });

  it('draws no skip button either', () => {
    setup({ ...LOCKED, poptin_design_close_options_type: 'closing_options-button' });
    expect(screen.queryByRole('button', { name: /skip/i })).toBeNull();
  });

  it('ignores Escape and outside clicks', () => {
    const { onClose, onExited, box, wrap } = setup();
    advance(1000);
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.click(wrap);
    advance(2000);
    expect(onClose).not.toHaveBeenCalled();
    expect(onExited).not.toHaveBeenCalled();
  });

  it('neither closes by itself nor at the timer’s zero', () => {
    const { onClose } = setup(
      { ...LOCKED, poptin_design_auto_close: true, poptin_design_auto_close_sec: 2, timer: 'timerTime@0|3' },
      {},
      { screens: { main: [{ kind: 'heading', text: 'Join us' }, { kind: 'timer' }, { kind: 'form' }] } },
    );
    for (let s = 0; s < 6; s++) advance(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves out a close button block, keeping link buttons', () => {
    setup(
      LOCKED,
      {},
      {
        screens: {
          main: [
            { kind: 'heading', text: 'Join us' },
            { kind: 'button', label: 'No thanks', action: 'close' },
            { kind: 'button', label: 'Read the terms', action: 'url', url: 'https://example.com/terms' },
            { kind: 'form' },
          ],
        },
      },
    );
    expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Read the terms' })).toBeTruthy();
  });

  it('blurs the page behind and stops it scrolling, giving the page its own overflow back when it leaves', () => {
    document.documentElement.style.setProperty('overflow', 'auto');
    const { wrap, unmount } = setup();
    expect(wrap.hasAttribute('data-lock')).toBe(true);
    expect(rootOverflow()).toBe('hidden');
    expect(document.documentElement.style.getPropertyPriority('overflow')).toBe('important');
    unmount();
    expect(rootOverflow()).toBe('auto');
    expect(document.documentElement.style.getPropertyPriority('overflow')).toBe('');
  });

  it('after a sign-up shows the thank-you screen, which closes as usual, and unlocks the page when it has left', async () => {
    const { onExited, box } = setup();
    await signUp();
    expect(screen.getByRole('heading').textContent).toBe('Sent successfully!');
    expect(rootOverflow()).toBe('hidden');
    expect(closeButton()).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    advance(800);
    expect(onExited).toHaveBeenCalledTimes(1);
    cleanup();
    expect(rootOverflow()).toBe('');
  });

  it('closes the thank-you screen by itself after its seconds', async () => {
    const { onExited } = setup({ ...LOCKED, auto_close_sec: 3 });
    await signUp();
    advance(3000 + 800);
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('without a thank-you screen, gets out of the way 0.1 s after the sign-up it asked for', async () => {
    const { onExited } = setup({ ...LOCKED, poptin_design_thank_screen: false });
    await signUp();
    advance(99);
    expect(onExited).not.toHaveBeenCalled();
    advance(1 + 800);
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('still goes when the page it locks goes (the loader closes it on a single-page navigation)', () => {
    const { control, onExited } = setup();
    act(() => control.current?.close('auto_close'));
    advance(800);
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('locks a fullpage mat the same way', () => {
    const { box, onClose } = setup(LOCKED, { layout: fullpageLayout, type: 'fullpage' });
    expect(closeButton()).toBeNull();
    expect(rootOverflow()).toBe('hidden');
    fireEvent.keyDown(box, { key: 'Escape' });
    advance(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the dashboard preview without its close control on the main screen and with it on the thank-you screen', () => {
    setup(LOCKED, { preview: true });
    expect(closeButton()).toBeNull();
    expect(rootOverflow()).toBe('');
    cleanup();
    setup(LOCKED, { preview: true, screen: 'thank_you' });
    expect(closeButton()).toBeTruthy();
  });
});

describe('The content lock on a non-modal type', () => {
  it('changes nothing: a bar keeps its X, closes on Escape and leaves the page scrolling', () => {
    const { box, onClose, wrap } = setup(LOCKED, { layout: barLayout, type: 'bar' });
    expect(closeButton()).toBeTruthy();
    expect(wrap.hasAttribute('data-lock')).toBe(false);
    expect(rootOverflow()).toBe('');
    fireEvent.keyDown(box, { key: 'Escape' });
    advance(800);
    expect(onClose).toHaveBeenCalledWith('escape');
  });
});

describe('A lightbox without the content lock', () => {
  it('keeps its X, closes on Escape and an outside click, and leaves the page scrolling', () => {
    const first = setup({});
    expect(closeButton()).toBeTruthy();
    expect(first.wrap.hasAttribute('data-lock')).toBe(false);
    expect(rootOverflow()).toBe('');
    fireEvent.keyDown(first.box, { key: 'Escape' });
    advance(800);
    expect(first.onClose).toHaveBeenCalledWith('escape');
    cleanup();
    const second = setup({});
    advance(1000);
    fireEvent.click(second.wrap);
    advance(800);
    expect(second.onClose).toHaveBeenCalledWith('bg_click');
  });
});
