// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopOrderDetail, ShopOrdersAnswer } from '@beckon/owner-api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { OrderScreen, OrdersScreen } from './orders-screen.js';

const ORDER: ShopOrderDetail = {
  order_number: 1001,
  status: 'on-hold',
  created_at: '2026-11-20T10:00:00.000Z',
  customer_name: 'Lucía García',
  email: 'lucia@example.es',
  item_count: 2,
  total_cents: 4980,
  next_statuses: ['processing', 'cancelled'],
  payment_method: 'transferencia',
  payment_title: 'Transferencia bancaria',
  phone: '600 123 456',
  address: 'Calle de Alcalá 100',
  postcode: '28009',
  city: 'Madrid',
  province: 'Madrid',
  notes: '',
  coupon_code: null,
  subtotal_cents: 4980,
  discount_cents: 0,
  tax_cents: 864,
  lines: [
    {
      product_name: 'Sérum antioxidante',
      variant_name: '15 ml',
      quantity: 2,
      unit_price_cents: 2490,
      total_cents: 4980,
    },
  ],
  refunded_cents: 0,
  refunds: [],
  order_notes: [],
};

function show(path: string) {
  renderRoutes(
    [
      { path: '/orders', element: <OrdersScreen /> },
      { path: '/orders/:orderNumber', element: <OrderScreen /> },
    ],
    path,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Orders screens', () => {
  it('lists orders with their status and total, and asks the server for the chosen status only', async () => {
    const answer: ShopOrdersAnswer = { orders: [ORDER], total: 1, page: 1, page_size: 25 };
    const calls = fakeApi(() => ({ status: 200, body: answer }));
    show('/orders');
    expect(await screen.findByRole('link', { name: '#1001' })).toBeTruthy();
    expect(screen.getByText('On hold', { selector: '.order-status' })).toBeTruthy();
    expect(screen.getByText('€49.80')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'processing' } });
    await vi.waitFor(() => expect(calls.at(-1)?.url).toBe('/api/owner/shop/orders?status=processing&page=1'));
  });

  it('offers the CSV of the orders of the chosen status', async () => {
    fakeApi(() => ({ status: 200, body: { orders: [ORDER], total: 1, page: 1, page_size: 25 } }));
    show('/orders');
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/owner/shop/orders.csv');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'processing' } });
    expect(link.getAttribute('href')).toBe('/api/owner/shop/orders.csv?status=processing');
  });

  it('offers only the statuses the order may move to and shows the changed order', async () => {
    const calls = fakeApi((method) =>
      method === 'PUT'
        ? { status: 200, body: { ...ORDER, status: 'processing', next_statuses: ['completed', 'cancelled'] } }
        : { status: 200, body: ORDER },
    );
    show('/orders/1001');
    const select = (await screen.findByLabelText('New status')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a status', 'Processing', 'Cancelled']);
    fireEvent.change(select, { target: { value: 'processing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/owner/shop/orders/1001/status',
        body: { status: 'processing' },
      }),
    );
    const after = (await screen.findByLabelText('New status')) as HTMLSelectElement;
    await vi.waitFor(() =>
      expect([...after.options].map((o) => o.textContent)).toEqual(['Choose a status', 'Completed', 'Cancelled']),
    );
  });

  it('shows the server’s refusal of a status change', async () => {
    fakeApi((method) =>
      method === 'PUT'
        ? {
            status: 409,
            body: { statusCode: 409, code: 'BK_ERR_ORDER_STATUS', error: 'Conflict', message: 'status: no' },
          }
        : { status: 200, body: ORDER },
    );
    show('/orders/1001');
    fireEvent.change(await screen.findByLabelText('New status'), { target: { value: 'cancelled' } });
    expect(screen.getByText('Cancelling puts the items back in stock.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not change the status: status: no');
  });
});
