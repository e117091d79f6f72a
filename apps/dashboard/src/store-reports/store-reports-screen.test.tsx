// The Store reports screen: each report's products, value, customer and state, the filters and the CSV
// export asking for the same reports, and a plain empty state.
import '@beckon/widget/test-dom';
import type { StoreReport, StoreReportsAnswer } from '@beckon/owner-api/store-reports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreReportsScreen } from './store-reports-screen.js';

const CART: StoreReport = {
  report_id: '2',
  kind: 'cart',
  source: 'store',
  customer_id: 'cust-1',
  products: [{ product_id: '101', product_name: 'Sun cream <b>SPF 50</b>', category: 'Sun' }],
  total_value: '41.40',
  created_at: '2026-11-28T09:00:00.000Z',
  updated_at: '2026-11-28T09:05:00.000Z',
  emptied_at: null,
  recovered_at: '2026-11-28T11:00:00.000Z',
  recovered_value: '31.00',
};
const TAG = '<meta name="beckon-shop-verification" content="0123456789abc">';
const BROWSE: StoreReport = {
  ...CART,
  report_id: '1',
  kind: 'browse',
  source: 'shop',
  customer_id: '',
  recovered_at: null,
  recovered_value: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(answer: StoreReportsAnswer) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return Response.json(url.startsWith('/api/owner/store-shop') ? { shop: null, proof_tag: TAG } : answer);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StoreReportsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return urls;
}

describe('the Store reports screen', () => {
  it('lists each report with its products as text, value, customer and recovery', async () => {
    show({ reports: [CART, BROWSE], total: 2, page: 1, page_size: 25 });
    const row = (await screen.findByText('cust-1')).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[1]).toBe('Cart');
    expect(cells[3]).toBe('Sun cream <b>SPF 50</b> · Sun');
    expect(cells[4]).toBe('41.40');
    expect(cells[5]).toMatch(/^Recovered on 28 Nov 2026, \d\d:\d\d, ordered 31\.00$/);
    const guest = screen.getByText('Guest').closest('tr');
    expect(guest?.textContent).toContain('(your shop)');
    expect(guest?.textContent).toContain('Browsed');
    expect(screen.getByText('2 reports').getAttribute('role')).toBe('status');
  });

  it('marks a report read from a Wix site as such', async () => {
    const wix: StoreReport = {
      ...CART,
      report_id: '3',
      source: 'wix',
      customer_id: '5a1e2b3c-0000-4000-8000-00000000c0de',
    };
    show({ reports: [wix, CART], total: 2, page: 1, page_size: 25 });
    const row = (await screen.findByText('5a1e2b3c-0000-4000-8000-00000000c0de')).closest('tr');
    expect(row?.textContent).toContain('(Wix site)');
    expect(screen.getByText('cust-1').closest('tr')?.textContent).not.toContain('(Wix site)');
  });

  it('asks for the chosen kind and period, and exports the same reports as CSV', async () => {
    const urls = show({ reports: [CART], total: 1, page: 1, page_size: 25 });
    await screen.findByText('cust-1');
    expect(urls).toContain('/api/owner/store-reports?period=30d&page=1');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'cart' } });
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7d' } });
    await vi.waitFor(() => expect(urls).toContain('/api/owner/store-reports?kind=cart&period=7d&page=1'));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/owner/store-reports.csv?kind=cart&period=7d',
    );
  });

  it('shows the tag that proves the shop is the account’s, and saves only the shop', async () => {
    const sent: unknown[] = [];
    show({ reports: [], total: 0, page: 1, page_size: 25 });
    expect((await screen.findByText(TAG)).tagName).toBe('CODE');
    expect(screen.getByText(/put this tag in the <head> of its home page/).textContent).toMatch(/Shopify/);
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      return Response.json(
        url.startsWith('/api/owner/store-shop') ? { shop: 'shop-name.myshopify.com', proof_tag: TAG } : {},
      );
    });
    fireEvent.change(screen.getByLabelText('Shop domain'), { target: { value: ' shop-name.myshopify.com ' } });
    fireEvent.submit(screen.getByLabelText('Shop domain').closest('form') as HTMLFormElement);
    await vi.waitFor(() => expect(sent).toEqual([{ shop: 'shop-name.myshopify.com' }]));
  });

  it('says plainly when there is nothing to show', async () => {
    show({ reports: [], total: 0, page: 1, page_size: 25 });
    expect(await screen.findByText('No store reports found')).toBeTruthy();
  });
});
