import '@beckon/widget/test-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreCatalogueScreen } from './store-catalogue-screen.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answers: ((url: string, init?: RequestInit) => Response | undefined)[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      for (const a of answers) {
        const r = a(url, init);
        if (r) return r;
      }
      return json(404, { statusCode: 404, code: 'X', error: 'Not Found', message: 'no' });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <StoreCatalogueScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const summary = () => (url: string, init?: RequestInit) =>
  url.endsWith('/api/owner/store-catalogue') && !init?.method?.match(/POST/)
    ? json(200, {
        catalogues: [{ platform: 'shopify', currency: 'USD', products: 4, imported_at: '2026-11-29T10:00:00.000Z' }],
        key: { prefix: 'bkc_de30c1e0a1b2c_Ab12Cd', created_at: '2026-11-29T09:00:00.000Z' },
      })
    : undefined;

describe('the store catalogue screen', () => {
  it('lists the imported catalogues and the key by its prefix only', async () => {
    setup([summary()]);
    expect(await screen.findByRole('cell', { name: 'Shopify-style store' })).toBeTruthy();
    expect(screen.getByText(/Current key: bkc_de30c1e0a1b2c_Ab12Cd…/)).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Wix-style site: connect carts, orders and abandoned checkouts' })
        .getAttribute('href'),
    ).toBe('/store-catalogue/wix');
  });

  it('uploads the CSV for the chosen platform and currency and shows every refused line', async () => {
    const calls = setup([
      summary(),
      (url) =>
        url.endsWith('/api/owner/store-catalogue/wix/import')
          ? json(400, {
              statusCode: 400,
              code: 'BK_ERR_CATALOGUE_CSV',
              error: 'Bad Request',
              message:
                'csv: nothing was imported; fix these lines and send the file again:\nline 3: Price: must be an amount like 24.90\nline 4: Title: must not be blank',
            })
          : undefined,
    ]);
    await screen.findByRole('cell', { name: 'Shopify-style store' });
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'wix' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'eur' } });
    const file = new File(['"Product ID"\n'], 'catalogue.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('line 3: Price: must be an amount like 24.90');
    expect(alert.textContent).toContain('line 4: Title: must not be blank');
    const sent = calls.find((c) => c.url.endsWith('/wix/import'));
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ currency: 'EUR', csv: '"Product ID"\n' });
  });

  it('shows a new key once, to copy', async () => {
    setup([
      summary(),
      (url, init) =>
        url.endsWith('/api/owner/store-catalogue/key') && init?.method === 'POST'
          ? json(201, {
              key: 'bkc_de30c1e0a1b2c_SECRETSECRETSECRETSECRETSECRETSECRETSECRETS',
              prefix: 'bkc_de30c1e0a1b2c_SECRET',
            })
          : undefined,
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Replace the key' }));
    await waitFor(() => expect(screen.getByText(/SECRETSECRETSECRET/)).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
  });
});
