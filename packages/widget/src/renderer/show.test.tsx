import './test-dom.js';
import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShowRequest } from '../contract.js';
import { show } from './index.js';
import { makeDesign, makeRecord, POPUP_ID } from './test-fixtures.js';

function request(overrides: Partial<ShowRequest> = {}): ShowRequest {
  return {
    record: makeRecord(),
    design: makeDesign(),
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

const host = () => document.querySelector<HTMLElement>(`[data-beckon-popup="${POPUP_ID}"]`);

/** show(), then the task in which it draws. */
async function shown(req: ShowRequest): Promise<ReturnType<typeof show>> {
  let handle: ReturnType<typeof show> | undefined;
  await act(async () => {
    handle = show(req);
    await vi.advanceTimersByTimeAsync(0);
  });
  if (!handle) throw new Error('show() returned nothing');
  return handle;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** Shows a record whose close_trigger is `closeTrigger`, clicks the backdrop a second later, waits 2 s more. */
async function clickBackdrop(
  closeTrigger: ReturnType<typeof makeRecord>['poptin_trigger']['close_trigger'],
): Promise<ShowRequest> {
  const req = request({
    record: makeRecord({ poptin_trigger: { ...makeRecord().poptin_trigger, close_trigger: closeTrigger } }),
  });
  await shown(req);
  const dialog = host()?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]');
  act(() => vi.advanceTimersByTime(1000));
  act(() => {
    dialog?.parentElement?.click();
  });
  act(() => vi.advanceTimersByTime(2000));
  return req;
}

describe('show', () => {
  it('draws in a task of its own, after show() has returned', async () => {
    act(() => {
      show(request());
    });
    expect(host()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(host()?.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('draws nothing when closed before its task came', async () => {
    const req = request();
    act(() => show(req).close('timer'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(host()).toBeNull();
    expect(req.onRemoved).toHaveBeenCalledTimes(1);
  });

  it('reads the visual viewport before its nodes are on the page, never after (a read after lays them out at once)', async () => {
    const readsWithHost: boolean[] = [];
    const size = (value: number) => ({
      get: () => {
        readsWithHost.push(host() !== null);
        return value;
      },
    });
    const viewport = Object.defineProperties(new EventTarget(), {
      width: size(390),
      height: size(700),
      offsetLeft: size(0),
      offsetTop: size(0),
    });
    vi.stubGlobal('visualViewport', viewport);
    try {
      await shown(request());
      const box = host()?.shadowRoot?.querySelector<HTMLElement>('.bk-vp');
      expect(box?.style.getPropertyValue('--bk-vw')).toBe('390px');
      expect(readsWithHost).toContain(false);
      expect(readsWithHost).not.toContain(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('mounts into an open shadow root whose one style sheet starts with :host{all:initial!important}', async () => {
    const req = request();
    await shown(req);
    const shadow = host()?.shadowRoot;
    expect(host()?.parentElement).toBe(document.body);
    expect(shadow).toBeTruthy();
    const styles = shadow?.querySelectorAll('style') ?? [];
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent?.startsWith(':host{all:initial!important}')).toBe(true);
    expect(styles[0]?.textContent).toContain('z-index:2147483647');
    expect(shadow?.querySelector('[role="dialog"]')?.textContent).toContain('Join us');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(req.onViewed).toHaveBeenCalledTimes(1);
  });

  it('keeps focus inside the shadow root and gives it back when closed', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    await shown(request());
    const shadow = host()?.shadowRoot;
    const dialog = shadow?.querySelector('[role="dialog"]');
    expect(shadow?.activeElement).toBe(dialog);
    act(() => vi.advanceTimersByTime(2000));
    expect(shadow?.activeElement?.getAttribute('name')).toBe('poptinDesignInputTextFieldName');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(document.activeElement).toBe(opener);
  });

  it('removes the host 200 ms after the page closes it, with the close reason, though its exit lasts 800 ms', async () => {
    const req = request();
    const handle = await shown(req);
    act(() => handle.close('timer'));
    act(() => vi.advanceTimersByTime(199));
    expect(host()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(host()).toBeNull();
    expect(req.onClose).toHaveBeenCalledWith('timer');
    expect(req.onRemoved).toHaveBeenCalledTimes(1);
  });

  it('takes the host off the page 5 s after a close whose exit never ends', async () => {
    const req = request();
    await shown(req);
    const input = host()?.shadowRoot?.querySelector('input');
    // Only the backstop's timer is left running: the pop-up's own exit timer is lost (as when its tree fails).
    const native = setTimeout;
    const kept: unknown[] = [];
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      if (ms === 5000) return native(fn, ms);
      kept.push(fn);
      return 0 as unknown as ReturnType<typeof setTimeout>;
    }) as typeof setTimeout);
    act(() => {
      input?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    });
    spy.mockRestore();
    act(() => vi.advanceTimersByTime(4999));
    expect(host()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(host()).toBeNull();
    expect(req.onRemoved).toHaveBeenCalledTimes(1);
    expect(kept.length).toBeGreaterThan(0);
  });

  it('closes on Escape pressed inside the shadow root after 800 ms', async () => {
    const req = request();
    await shown(req);
    const input = host()?.shadowRoot?.querySelector('input');
    act(() => {
      input?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    });
    act(() => vi.advanceTimersByTime(799));
    expect(req.onRemoved).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(req.onClose).toHaveBeenCalledWith('escape');
    expect(req.onRemoved).toHaveBeenCalledTimes(1);
  });

  it('ignores a backdrop click when the record’s close_trigger leaves out bg_click, though the design allows it', async () => {
    const req = await clickBackdrop(['submit', 'x_click']);
    expect(req.onClose).not.toHaveBeenCalled();
  });

  it('closes on a backdrop click the design allows when the record carries no close_trigger list', async () => {
    // A display answer cached from before the list, whose close_trigger was one (empty) string.
    const req = await clickBackdrop('' as unknown as []);
    expect(req.onClose).toHaveBeenCalledWith('bg_click');
  });

  describe('after a lead', () => {
    const w = window as unknown as { dataLayer?: unknown[] };
    afterEach(() => {
      delete w.dataLayer;
    });

    async function submitLead(req: ShowRequest) {
      await shown(req);
      const root = host()?.shadowRoot;
      const inputs = root?.querySelectorAll('input') ?? [];
      const [name, email] = [...inputs];
      await act(async () => {
        if (name) fireEvent.change(name, { target: { value: 'Dana' } });
        if (email) fireEvent.change(email, { target: { value: 'dana@clinic.example' } });
        root?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
        await vi.advanceTimersByTimeAsync(0);
      });
    }

    it('pushes the answered conversion event onto window.dataLayer with the pop-up’s id and name', async () => {
      const req = request({
        onSubmit: vi.fn(() => Promise.resolve({ ok: true, conversionId: 'c1', conversionCode: 'beckon_lead' })),
      });
      await submitLead(req);
      expect(req.onSubmit).toHaveBeenCalledTimes(1);
      expect(w.dataLayer).toEqual([
        { event: 'beckon_lead', beckon_popup_id: POPUP_ID, beckon_popup_name: 'Spring sale' },
      ]);
    });

    it('pushes nothing when the conversion failed', async () => {
      const req = request({
        onSubmit: vi.fn(() => Promise.resolve({ ok: false, conversionId: null, conversionCode: 'beckon_lead' })),
      });
      await submitLead(req);
      expect(req.onSubmit).toHaveBeenCalledTimes(1);
      expect(w.dataLayer).toBeUndefined();
    });
  });
});
