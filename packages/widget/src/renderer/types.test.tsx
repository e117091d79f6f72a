import './test-dom.js';
import type { PopupType } from '@beckon/popup-schema';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PopupHandle, ShowRequest } from '../contract.js';
import { show } from './index.js';
import { makeDesign, makeRecord } from './test-fixtures.js';

const BAR_ID = '0000000000baa';
const BOX_ID = '000000000b0c5';

function request(id: string, type: PopupType, overrides: Partial<ShowRequest> = {}): ShowRequest {
  return {
    record: makeRecord({ poptin_id: id, poptin_type: type, poptin_name: `${type} pop-up` }),
    design: makeDesign({
      poptin_id: id,
      screens: { main: [{ kind: 'heading', text: `${type} heading` }, { kind: 'form' }] },
    }),
    trigger: 'timer',
    isMobile: false,
    lang: 'en',
    pageHost: 'shop.example.org',
    serviceOrigin: 'https://display.example',
    onViewed: vi.fn(),
    onClose: vi.fn(),
    onSubmit: vi.fn(() => Promise.resolve({ ok: true, conversionId: 'c1' })),
    onRemoved: vi.fn(),
    ...overrides,
  };
}

const shadowOf = (id: string) => document.querySelector<HTMLElement>(`[data-beckon-popup="${id}"]`)?.shadowRoot;

/** Shows a pop-up and waits until its type's code has loaded and drawn it. */
async function shown(req: ShowRequest): Promise<PopupHandle> {
  let handle: PopupHandle | undefined;
  await act(async () => {
    handle = show(req);
  });
  await vi.waitFor(() => expect(shadowOf(req.record.poptin_id)?.querySelector('.bk-body')).toBeTruthy());
  return handle as PopupHandle;
}

const press = (key: string, target: EventTarget = document, shiftKey = false) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true }));
  });

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
});

describe('a bar and a lightbox on screen at once', () => {
  it('show without "Maximum call stack size exceeded" and the bar is a named region, not a dialog', async () => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    await shown(request(BAR_ID, 'bar'));
    await shown(request(BOX_ID, 'lightbox'));
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
    const bar = shadowOf(BAR_ID)?.querySelector('.bk-dialog');
    expect(bar?.getAttribute('role')).toBe('region');
    expect(bar?.getAttribute('aria-modal')).toBeNull();
    expect(bar?.getAttribute('aria-labelledby') ?? bar?.getAttribute('aria-label')).toBeTruthy();
    expect(shadowOf(BOX_ID)?.querySelector('[role="dialog"][aria-modal="true"]')).toBeTruthy();
  });

  it('never lets the bar take focus on its own: the lightbox keeps it', async () => {
    await shown(request(BOX_ID, 'lightbox'));
    await shown(request(BAR_ID, 'bar'));
    expect(document.activeElement?.getAttribute('data-beckon-popup')).toBe(BOX_ID);
  });

  it('lets Tab reach the bar from the lightbox instead of trapping it in either', async () => {
    await shown(request(BAR_ID, 'bar'));
    await shown(request(BOX_ID, 'lightbox'));
    // The lightbox takes the focus once drawn; Tab is pressed after that, or its move would undo the Tab's.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-beckon-popup')).toBe(BOX_ID));
    const box = shadowOf(BOX_ID);
    const tabbables = box?.querySelectorAll<HTMLElement>('a[href],button,input') ?? [];
    const last = tabbables[tabbables.length - 1];
    last?.focus();
    press('Tab', last);
    expect(document.activeElement?.getAttribute('data-beckon-popup')).toBe(BAR_ID);
  });

  it('closes only the lightbox on one Escape, and the bar on an Escape pressed inside it', async () => {
    vi.useFakeTimers();
    try {
      const bar = request(BAR_ID, 'bar');
      const box = request(BOX_ID, 'lightbox');
      await act(async () => {
        show(bar);
      });
      await act(async () => {
        await vi.dynamicImportSettled();
        await vi.advanceTimersByTimeAsync(0);
      });
      await act(async () => {
        show(box);
        await vi.advanceTimersByTimeAsync(0);
      });
      press('Escape');
      act(() => vi.advanceTimersByTime(1000));
      expect(box.onClose).toHaveBeenCalledWith('escape');
      expect(bar.onClose).not.toHaveBeenCalled();
      const x = shadowOf(BAR_ID)?.querySelector<HTMLElement>('button');
      x?.focus();
      press('Escape', x ?? document);
      act(() => vi.advanceTimersByTime(1000));
      expect(bar.onClose).toHaveBeenCalledWith('escape');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('each type drawn as itself', () => {
  it('draws a top bar across the top and pushes the page down by its height, giving it back on close', async () => {
    const handle = await shown(request(BAR_ID, 'bar'));
    const frame = shadowOf(BAR_ID)?.querySelector<HTMLElement>('.bk-dialog');
    expect(frame?.closest('.bk-bar')?.getAttribute('data-edge')).toBe('top');
    expect(shadowOf(BAR_ID)?.querySelector('.bk-overlay')).toBeNull();
    // The push follows the bar's first layout, which a busy machine may deliver after the body is drawn.
    await vi.waitFor(() => expect(document.documentElement.style.getPropertyValue('margin-top')).not.toBe(''));
    vi.useFakeTimers();
    try {
      act(() => handle.close('timer'));
      act(() => vi.advanceTimersByTime(1000));
    } finally {
      vi.useRealTimers();
    }
    expect(document.documentElement.style.getPropertyValue('margin-top')).toBe('');
  });

  it('draws a bar placed at the bottom at the bottom edge without pushing the page', async () => {
    const req = request(BAR_ID, 'bar');
    req.design = {
      ...req.design,
      design_properties: { ...req.design.design_properties, poptin_location: 'center_bottom' },
    };
    await shown(req);
    expect(shadowOf(BAR_ID)?.querySelector('.bk-bar')?.getAttribute('data-edge')).toBe('bottom');
    expect(document.documentElement.style.getPropertyValue('margin-top')).toBe('');
  });

  it.each([
    ['sside', 'right_midlle', { h: 'right', v: 'middle', flush: 'right', type: 'sside' }],
    ['bside', 'left_bottom', { h: 'left', v: 'bottom', flush: 'bottom', type: 'bside' }],
    ['browsing', 'left_top', { h: 'left', v: 'top', type: 'browsing' }],
  ] as const)('draws a %s slide-in at %s without a backdrop', async (type, location, place) => {
    const req = request(BAR_ID, type);
    req.design = { ...req.design, design_properties: { ...req.design.design_properties, poptin_location: location } };
    await shown(req);
    const shadow = shadowOf(BAR_ID);
    expect(shadow?.querySelector('.bk-overlay')).toBeNull();
    expect({ ...(shadow?.querySelector('.bk-slide') as HTMLElement | null)?.dataset }).toEqual(place);
    expect(shadow?.querySelector('[role="region"]')).toBeTruthy();
  });

  it('draws fullpage as a modal dialog covering the viewport', async () => {
    await shown(request(BOX_ID, 'fullpage'));
    const shadow = shadowOf(BOX_ID);
    expect(shadow?.querySelector('.bk-full [role="dialog"][aria-modal="true"]')).toBeTruthy();
  });

  it('draws an embedded pop-up inside its container, in the page flow', async () => {
    const container = document.createElement('div');
    container.className = 'poptin-embedded';
    container.dataset.id = BAR_ID;
    document.body.append(container);
    await shown(request(BAR_ID, 'embedded', { container }));
    expect(container.querySelector(`[data-beckon-popup="${BAR_ID}"]`)).toBeTruthy();
    expect(shadowOf(BAR_ID)?.querySelector('.bk-embed [role="region"]')).toBeTruthy();
    expect(shadowOf(BAR_ID)?.textContent).toContain('embedded heading');
  });

  it('draws mobile formats 3 and 8 centred at 390 by 242', async () => {
    const req = request(BAR_ID, 'mobile');
    req.record = { ...req.record, poptin_format: 8 };
    await shown(req);
    const box = shadowOf(BAR_ID)?.querySelector<HTMLElement>('.bk-dialog');
    expect(box?.style.width).toContain('390px');
    expect(box?.style.minHeight).toContain('242px');
  });
});
