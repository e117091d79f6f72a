// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopSettings } from '@beckon/owner-api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { MenuCartSetting } from './menu-cart-setting.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the menu cart setting', () => {
  it('starts from the saved choice and saves hover with automatic opening as the server expects it', async () => {
    let stored: ShopSettings = { mini_cart_open_on: 'click', mini_cart_auto_open: false };
    const calls = fakeApi((method, _url, body) => {
      if (method === 'PUT') stored = body as ShopSettings;
      return { status: 200, body: stored };
    });
    renderRoutes([{ path: '/products', element: <MenuCartSetting /> }], '/products');
    const click = (await screen.findByLabelText('When the visitor clicks the cart')) as HTMLInputElement;
    await vi.waitFor(() => expect(click.checked).toBe(true));
    fireEvent.click(screen.getByLabelText(/When the pointer rests on the cart/));
    fireEvent.click(screen.getByLabelText('Open it by itself when a product is added to the cart'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/owner/shop/settings',
        body: { mini_cart_open_on: 'hover', mini_cart_auto_open: true },
      },
    ]);
  });

  it('shows the server’s refusal beside Save', async () => {
    fakeApi((method) =>
      method === 'PUT'
        ? { status: 400, body: { statusCode: 400, code: 'BK_ERR_VALIDATION', message: 'body.mini_cart_open_on: bad' } }
        : { status: 200, body: { mini_cart_open_on: 'click', mini_cart_auto_open: false } },
    );
    renderRoutes([{ path: '/products', element: <MenuCartSetting /> }], '/products');
    await vi.waitFor(() =>
      expect((screen.getByLabelText('When the visitor clicks the cart') as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Mini cart open on bad');
  });
});
