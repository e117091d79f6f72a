// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopInventorySettings } from '@beckon/owner-api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { HoldStockSetting, parseHoldMinutes } from './hold-stock-setting.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the hold stock setting', () => {
  it('reads whole minutes, an empty field as no limit, and refuses anything else', () => {
    expect(parseHoldMinutes(' 45 ')).toBe(45);
    expect(parseHoldMinutes('')).toBeNull();
    for (const text of ['0', '1.5', '-3', 'sixty', '525601', '1e3']) expect(parseHoldMinutes(text)).toBeUndefined();
  });

  it('starts from WooCommerce’s 60 minutes and saves another time, or none', async () => {
    let stored: ShopInventorySettings = { hold_stock_minutes: 60 };
    const calls = fakeApi((method, _url, body) => {
      if (method === 'PUT') stored = body as ShopInventorySettings;
      return { status: 200, body: stored };
    });
    renderRoutes([{ path: '/orders', element: <HoldStockSetting /> }], '/orders');
    const field = (await screen.findByLabelText('Hold stock (minutes)')) as HTMLInputElement;
    await vi.waitFor(() => expect(field.value).toBe('60'));
    fireEvent.change(field, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { hold_stock_minutes: 20 },
      { hold_stock_minutes: null },
    ]);
  });

  it('marks minutes out of range and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { hold_stock_minutes: 60 } }));
    renderRoutes([{ path: '/orders', element: <HoldStockSetting /> }], '/orders');
    const field = (await screen.findByLabelText('Hold stock (minutes)')) as HTMLInputElement;
    await vi.waitFor(() => expect(field.value).toBe('60'));
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole minutes from 1 to 525600, or leave it empty.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
