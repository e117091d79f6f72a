// The Store reports screen's Orders view: each order's date, customer, source, products and value, the cart
// report it recovered, the period filter and pages, the CSV export asking for the same orders, and an empty
// state that says how orders arrive.
import '@beckon/widget/test-dom';
import type { StoreOrder, StoreOrdersAnswer } from '@beckon/owner-api/store-orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreOrdersView } from './store-orders-view.js';
import { StoreReportsScreen } from './store-reports-screen.js';

const STORE: StoreOrder = {
  order_id: '12',
  created_at: '2026-11-28T11:00:00.000Z',
  customer_id: 'cust-1',
  source: 'store',
  products: [
    { product_id: '101', product_name: 'Sun cream <b>SPF 50</b>', category: 'Sun', quantity: 2, price: 20.7 },
    { product_id: '202', product_name: '', category: '', quantity: 1, price: null },
  ],
  total_value: '50.90',
  recovered_report_id: '7',
};
const SHOP: StoreOrder = {
  ...STORE,
  order_id: '11',
  customer_id: '',
  source: 'shop',
  products: [{ product_id: 'crema', product_name: 'Crema', category: '', quantity: 1, price: 19.9 }],
  total_value: '19.90',
  recovered_report_id: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(answer: (url: string) => StoreOrdersAnswer, screenRoute = false) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    if (url.startsWith('/api/owner/store-reports'))
      return Response.json({ reports: [], total: 0, page: 1, page_size: 25 });
    if (url.startsWith('/api/owner/store-shop')) return Response.json({ shop: null, proof_tag: '<meta>' });
    return Response.json(answer(url));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/store-reports?view=orders']}>
        {screenRoute ? <StoreReportsScreen /> : <StoreOrdersView />}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return urls;
}

const cellsOf = (row: HTMLElement | null) => {
  if (!row) throw new Error('no row');
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};

describe('the Orders view of the Store reports screen', () => {
  it('lists each order with its date, customer, source, products as text, value and recovery', async () => {
    show(() => ({ orders: [STORE, SHOP], total: 2, page: 1, page_size: 25 }));
    const store = cellsOf((await screen.findByText('cust-1')).closest('tr'));
    expect(store[0]).toMatch(/^28 Nov 2026, \d\d:\d\d$/);
    expect(store.slice(1)).toEqual([
      'cust-1',
      'Store platform',
      'Sun cream <b>SPF 50</b> × 2 · 20.70 each202 × 1',
      '50.90',
      'Recovered a cart report',
    ]);
    expect(cellsOf(screen.getByText('Guest').closest('tr')).slice(1)).toEqual([
      'Guest',
      'Your shop',
      'Crema × 1 · 19.90 each',
      '19.90',
      '',
    ]);
    expect(screen.getByText('2 orders').getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/store-reports');
  });

  it('asks for the chosen period and page, and exports the same orders as CSV', async () => {
    const urls = show((url) => ({
      orders: [{ ...STORE, customer_id: url.includes('page=2') ? 'cust-26' : 'cust-1' }],
      total: 26,
      page: 1,
      page_size: 25,
    }));
    await screen.findByText('cust-1');
    expect(urls).toContain('/api/owner/store-orders?period=30d&page=1');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/owner/store-orders.csv?period=30d',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('cust-26');
    expect(urls).toContain('/api/owner/store-orders?period=30d&page=2');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7d' } });
    await vi.waitFor(() => expect(urls).toContain('/api/owner/store-orders?period=7d&page=1'));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/owner/store-orders.csv?period=7d',
    );
  });

  it('says how orders arrive when there are none', async () => {
    show(() => ({ orders: [], total: 0, page: 1, page_size: 25 }));
    expect(await screen.findByText('No store orders found')).toBeTruthy();
    expect(screen.getByText(/order status page/).textContent).toMatch(/your own shop/);
  });

  it('is the Store reports screen’s view when the address asks for it, and Reports leads back', async () => {
    show(() => ({ orders: [STORE], total: 1, page: 1, page_size: 25 }), true);
    expect(await screen.findByText('cust-1')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(await screen.findByText('No store reports found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/store-reports?view=orders');
  });
});
