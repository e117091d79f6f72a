// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopTimeZone } from '@beckon/owner-api';
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { TimeZoneSetting } from './time-zone-setting.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the shop’s time zone setting', () => {
  it('starts from the saved zone, offers every IANA zone and saves the one chosen', async () => {
    let stored: ShopTimeZone = { time_zone: 'Europe/Madrid' };
    const calls = fakeApi((method, _url, body) => {
      if (method === 'PUT') stored = body as ShopTimeZone;
      return { status: 200, body: stored };
    });
    renderRoutes([{ path: '/products', element: <TimeZoneSetting /> }], '/products');
    const select = (await screen.findByLabelText('Shop time zone')) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.value).toBe('Europe/Madrid'));
    expect(select.options.length).toBeGreaterThan(300);
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(select, { target: { value: 'Atlantic/Canary' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/owner/shop/time-zone', body: { time_zone: 'Atlantic/Canary' } },
    ]);
  });

  it('keeps a stored zone this browser does not list, and speaks Spanish', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    try {
      fakeApi(() => ({ status: 200, body: { time_zone: 'America/Ciudad_Juarez_Nueva' } }));
      renderRoutes([{ path: '/products', element: <TimeZoneSetting /> }], '/products');
      const select = (await screen.findByLabelText('Zona horaria de la tienda')) as HTMLSelectElement;
      await vi.waitFor(() => expect(select.value).toBe('America/Ciudad_Juarez_Nueva'));
      expect(screen.getByRole('heading', { name: 'Zona horaria' })).toBeTruthy();
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: english });
    }
  });
});
