// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopMailEntry } from '@beckon/owner-api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { ShopMailsScreen } from './shop-mails-screen.js';

const COMPLETED: ShopMailEntry = {
  key: 'completed',
  recipient: 'customer',
  placeholders: ['{order_number}', '{site_title}'],
  default_text: {
    subject: 'Su pedido n.º {order_number} está completado – {site_title}',
    heading: 'Hola:',
    body: 'Gracias.',
  },
  saved_text: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Shop mails screen', () => {
  it('saves the edited words, previews them as plain text and resets to the default', async () => {
    const own = { subject: 'Listo {order_number}', heading: 'Hola:', body: '<b>Gracias</b>' };
    // The server's mail as saved so far: the list answers it too.
    let current = COMPLETED;
    const calls = fakeApi((method, url, body) => {
      if (url.endsWith('/preview')) return { status: 200, body: { subject: 'Listo 1234', text: '<b>Gracias</b>' } };
      if (method === 'PUT') current = { ...COMPLETED, saved_text: body as typeof own };
      if (method === 'DELETE') current = COMPLETED;
      return { status: 200, body: method === 'GET' ? { mails: [current] } : current };
    });
    renderRoutes([{ path: '/shop-mails', element: <ShopMailsScreen /> }], '/shop-mails');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Completed order”' }));
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: own.subject } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: own.body } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const text = await screen.findByText('<b>Gracias</b>', { selector: 'pre' });
    expect(text.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/owner/shop/mails/completed',
        body: own,
      }),
    );
    await screen.findByText('Saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(COMPLETED.default_text.subject),
    );
  });
});
