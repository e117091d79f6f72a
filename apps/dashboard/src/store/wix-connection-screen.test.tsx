import '@beckon/widget/test-dom';
import type { WixConnectionState } from '@beckon/owner-api';
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { WixConnectionScreen } from './wix-connection-screen.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  i18n.loadAndActivate({ locale: 'en', messages: english });
});

const PATH = '/api/owner/store-catalogue/wix/connection';
const SITE = '7d8f2c1e-1111-4222-8333-944455556666';
const KEY = 'IST.the-site-s-secret-api-key-0123456789';
const connected: WixConnectionState = {
  connection: {
    site_id: SITE,
    api_key_set: true,
    connected_at: '2026-11-29T10:00:00.000Z',
    reports_read_at: null,
    reports_problem: null,
  },
  can_connect: true,
};
const none: WixConnectionState = { connection: null, can_connect: true };

const show = () =>
  renderRoutes([{ path: '/store-catalogue/wix', element: <WixConnectionScreen /> }], '/store-catalogue/wix');

describe('the Wix-style site connection screen', () => {
  it('says when the site’s orders and abandoned checkouts were last read, or not yet', async () => {
    const read = { ...connected, connection: { ...connected.connection, reports_read_at: '2026-11-30T08:15:00.000Z' } };
    let state: WixConnectionState = connected;
    fakeApi(() => ({ status: 200, body: state }));
    show();
    expect(await screen.findByText('Orders and abandoned checkouts read')).toBeTruthy();
    expect(screen.getByText('Not yet: they are read from your site each time Store reports is opened.')).toBeTruthy();
    cleanup();
    state = read as WixConnectionState;
    show();
    const label = await screen.findByText('Orders and abandoned checkouts read');
    expect(label.nextElementSibling?.textContent).toMatch(/2026/);
    expect(screen.queryByText(/may read carts but not orders|refused the API key|could not be reached/)).toBeNull();
  });

  it.each([
    ['key_refused', /refused the API key/, /rechazó la clave de API/],
    ['no_read_orders', /may read carts but not orders/, /puede leer los carritos pero no los pedidos/],
    ['unreachable', /could not be reached/, /No se pudo contactar/],
  ] as const)('says why the site’s orders could not be read (%s), in English and Spanish', async (problem, en, es) => {
    const state = { ...connected, connection: { ...connected.connection, reports_problem: problem } };
    fakeApi(() => ({ status: 200, body: state }));
    show();
    expect((await screen.findByText(en)).getAttribute('role')).toBe('status');
    cleanup();
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    show();
    expect((await screen.findByText(es)).getAttribute('role')).toBe('status');
  });

  it('connects with the site id and key typed, then shows the site connected and only that a key is set', async () => {
    let state = none;
    const calls = fakeApi((method, url) => {
      if (url !== PATH) return { status: 404, body: {} };
      if (method === 'PUT') state = connected;
      return { status: 200, body: state };
    });
    show();
    expect(await screen.findByText('Not connected.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Site ID'), { target: { value: ` ${SITE} ` } });
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connected: your site accepted the key.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ site_id: SITE, api_key: KEY });
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.getByText(SITE)).toBeTruthy();
    expect(screen.getByText('Set (not shown)')).toBeTruthy();
    // The key typed is cleared from the form, and nowhere on the screen.
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain(KEY);
    expect(screen.getByRole('heading', { name: 'Replace the connection' })).toBeTruthy();
  });

  it('shows a bad site id beside its field without asking the server', async () => {
    const calls = fakeApi(() => ({ status: 200, body: none }));
    show();
    await screen.findByText('Not connected.');
    fireEvent.change(screen.getByLabelText('Site ID'), { target: { value: 'my-site' } });
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.getByLabelText('Site ID').getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('says so when the site refuses the key, and the site stays unconnected', async () => {
    fakeApi((method) =>
      method === 'PUT'
        ? {
            status: 422,
            body: {
              statusCode: 422,
              code: 'BK_ERR_WIX_KEY_REFUSED',
              error: 'Unprocessable Entity',
              message: 'the site refused this API key for this site id',
            },
          }
        : { status: 200, body: none },
    );
    show();
    await screen.findByText('Not connected.');
    fireEvent.change(screen.getByLabelText('Site ID'), { target: { value: SITE } });
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByRole('alert')).textContent).toContain('the site refused this API key');
    expect(screen.getByText('Not connected.')).toBeTruthy();
  });

  it('disconnects after the owner confirms', async () => {
    let state = connected;
    const calls = fakeApi((method) => {
      if (method === 'DELETE') {
        state = none;
        return { status: 204, body: null };
      }
      return { status: 200, body: state };
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Not connected.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === PATH)).toBe(true);
  });

  it('says no site can be connected on a server without a secrets key, offering no form', async () => {
    fakeApi(() => ({ status: 200, body: { connection: null, can_connect: false } }));
    show();
    expect(await screen.findByText(/has no SECRETS_KEY set/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
  });

  it('speaks Spanish to an owner who reads Spanish', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    fakeApi(() => ({ status: 200, body: connected }));
    show();
    expect(await screen.findByRole('heading', { name: 'Conexión con el sitio tipo Wix', level: 1 })).toBeTruthy();
    expect(screen.getByText('Configurada (no se muestra)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeTruthy();
    expect(screen.getByLabelText('ID del sitio')).toBeTruthy();
  });
});
