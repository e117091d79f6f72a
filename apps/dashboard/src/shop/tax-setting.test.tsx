// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopTaxSettings } from '@beckon/owner-api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { TaxSetting } from './tax-setting.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SPAIN: ShopTaxSettings = {
  prices_include_tax: true,
  rates_bp: { standard: 2100, reduced: 1000, 'super-reduced': 400 },
};

describe('the tax setting', () => {
  it('starts from the saved rates and saves prices without tax and a new rate in basis points', async () => {
    let stored = SPAIN;
    const calls = fakeApi((method, _url, body) => {
      if (method === 'PUT') stored = body as ShopTaxSettings;
      return { status: 200, body: stored };
    });
    renderRoutes([{ path: '/products', element: <TaxSetting /> }], '/products');
    const reduced = (await screen.findByLabelText('Reduced rate (%)')) as HTMLInputElement;
    await vi.waitFor(() => expect(reduced.value).toBe('10.00'));
    expect((screen.getByLabelText(/Yes, I enter prices with IVA/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText(/No, I enter prices without IVA/));
    fireEvent.change(reduced, { target: { value: '5,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/owner/shop/taxes',
        body: { prices_include_tax: false, rates_bp: { standard: 2100, reduced: 550, 'super-reduced': 400 } },
      },
    ]);
  });

  it('marks a rate that is not a percentage and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 200, body: SPAIN }));
    renderRoutes([{ path: '/products', element: <TaxSetting /> }], '/products');
    const standard = (await screen.findByLabelText('Standard rate (%)')) as HTMLInputElement;
    await vi.waitFor(() => expect(standard.value).toBe('21.00'));
    fireEvent.change(standard, { target: { value: '121' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('fix the rates marked above');
    expect(screen.getByText('must be a percentage from 0 to 100, like 21 or 5.5')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
