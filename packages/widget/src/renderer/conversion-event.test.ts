import { describe, expect, it, vi } from 'vitest';
import { pushConversionEvent } from './conversion-event.js';

const popup = { poptin_id: '0123456789abc', poptin_name: 'Spring sale' };

describe('the conversion event after a lead', () => {
  it('creates window.dataLayer when absent and pushes the event with the pop-up’s id and name', () => {
    const win: { dataLayer?: unknown[] } = {};
    pushConversionEvent(win, 'beckon_lead', popup);
    expect(win.dataLayer).toEqual([
      { event: 'beckon_lead', beckon_popup_id: '0123456789abc', beckon_popup_name: 'Spring sale' },
    ]);
  });

  it('appends to the page’s own dataLayer, keeping what it held', () => {
    const dataLayer: unknown[] = [{ 'gtm.start': 1 }];
    const win = { dataLayer };
    pushConversionEvent(win, 'lead', popup);
    expect(win.dataLayer).toBe(dataLayer);
    expect(dataLayer).toHaveLength(2);
  });

  it('sends the event through gtag too when the page has it', () => {
    const gtag = vi.fn();
    pushConversionEvent({ gtag }, 'lead', popup);
    expect(gtag).toHaveBeenCalledWith('event', 'lead', {
      beckon_popup_id: '0123456789abc',
      beckon_popup_name: 'Spring sale',
    });
  });

  it('does nothing without an event name', () => {
    const gtag = vi.fn();
    const win: { dataLayer?: unknown[]; gtag?: unknown } = { gtag };
    pushConversionEvent(win, '', popup);
    expect(win.dataLayer).toBeUndefined();
    expect(gtag).not.toHaveBeenCalled();
  });

  it('leaves a page whose dataLayer is not an array, or whose gtag throws, as it was', () => {
    const odd = {
      dataLayer: 'not a list' as unknown,
      gtag: () => {
        throw new Error('broken tag');
      },
    };
    expect(() => pushConversionEvent(odd, 'lead', popup)).not.toThrow();
    expect(odd.dataLayer).toBe('not a list');
  });

  it('refuses a name that is not a plain event name (the answer is data, never script)', () => {
    const win: { dataLayer?: unknown[] } = {};
    pushConversionEvent(win, "alert('x')", popup);
    expect(win.dataLayer).toBeUndefined();
  });
});
