// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopOrderDetail, ShopOrdersAnswer } from '@beckon/owner-api';
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../i18n/catalogues/en.json';
import spanish from '../i18n/catalogues/es.json';
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
  shipping: null,
  lines: [
    {
      line_no: 1,
      product_name: 'Sérum antioxidante',
      variant_name: '15 ml',
      quantity: 2,
      unit_price_cents: 2490,
      total_cents: 4980,
      restocked_quantity: 0,
    },
  ],
  refunded_cents: 0,
  refunds: [],
  order_notes: [],
  invoice_number: null,
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
    expect(screen.getByText('49,80 €')).toBeTruthy();
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

  it('refunds the amount typed, restocking the quantity chosen per line, and shows the refund', async () => {
    const paid: ShopOrderDetail = {
      ...ORDER,
      status: 'processing',
      payment_method: 'tarjeta',
      payment_title: 'Tarjeta',
    };
    const calls = fakeApi((method) =>
      method === 'POST'
        ? {
            status: 201,
            body: {
              ...paid,
              refunded_cents: 1250,
              lines: paid.lines.map((l) => ({ ...l, restocked_quantity: 1 })),
              refunds: [
                {
                  refund_no: 1,
                  amount_cents: 1250,
                  restocked: true,
                  restocked_lines: [{ line_no: 1, quantity: 1 }],
                  created_at: '2026-11-21T10:00:00.000Z',
                  corrective_invoice: null,
                },
              ],
            },
          }
        : { status: 200, body: paid },
    );
    show('/orders/1001');
    const amount = (await screen.findByLabelText('Refund amount (up to 49,80 €)')) as HTMLInputElement;
    expect(screen.getByText('The money goes back to the customer’s card through Stripe.')).toBeTruthy();
    const quantity = screen.getByLabelText('Sérum antioxidante – 15 ml') as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(screen.getByText('A whole number from 0 to 2.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(true);
    // A quantity fills in its share of the amount, as WooCommerce's form does.
    fireEvent.change(quantity, { target: { value: '1' } });
    expect(amount.value).toBe('24,90');
    fireEvent.change(amount, { target: { value: '60' } });
    expect(screen.getByText('Type an amount from 0,01 € to 49,80 €.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '12,5' } });
    fireEvent.click(screen.getByLabelText('Restock refunded items'));
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/owner/shop/orders/1001/refunds',
        body: { amount_cents: 1250, restock: true, restock_lines: [{ line_no: 1, quantity: 1 }] },
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Refunded 12,50\u00a0€. The customer was mailed.');
    expect(screen.getByText(/12,50\s€ on .*back in stock: 1 × Sérum antioxidante – 15 ml/)).toBeTruthy();
    expect(screen.getByLabelText('Refund amount (up to 37,30 €)')).toBeTruthy();
    expect(screen.getByText('2 (1 back in stock)')).toBeTruthy();
  });

  it('refunds money alone when nothing is ticked to restock', async () => {
    const paid: ShopOrderDetail = { ...ORDER, status: 'completed' };
    const calls = fakeApi((method) => (method === 'POST' ? { status: 201, body: paid } : { status: 200, body: paid }));
    show('/orders/1001');
    fireEvent.change(await screen.findByLabelText('Sérum antioxidante – 15 ml'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount_cents: 4980, restock: false }),
    );
  });

  it('offers no refund on an order that has not been paid', async () => {
    fakeApi(() => ({ status: 200, body: ORDER }));
    show('/orders/1001');
    expect(await screen.findByText('Only a paid order (processing or completed) can be refunded.')).toBeTruthy();
    expect(screen.queryByLabelText(/Amount to refund/)).toBeNull();
  });

  it('adds a note to the customer and lists it, and resends the order mail', async () => {
    const note = { text: 'Sale mañana.', to_customer: true, created_at: '2026-11-21T10:00:00.000Z' };
    const calls = fakeApi((_method, url) =>
      url.endsWith('/notes')
        ? { status: 201, body: { ...ORDER, order_notes: [note] } }
        : url.endsWith('/resend-mail')
          ? { status: 200, body: { sent_to: 'lucia@example.es' } }
          : { status: 200, body: ORDER },
    );
    show('/orders/1001');
    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Sale mañana.' } });
    fireEvent.click(screen.getByLabelText('Note to the customer (they are mailed it)'));
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Sale mañana.', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/mailed to the customer/)).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/notes'))?.body).toEqual({ text: 'Sale mañana.', to_customer: true });
    fireEvent.click(screen.getByRole('button', { name: 'Email the order details to the customer' }));
    expect((await screen.findByText('Sent to lucia@example.es.')).getAttribute('role')).toBe('status');
  });

  it('issues the invoice only for a processing order, and says why the server refused it', async () => {
    fakeApi(() => ({ status: 200, body: ORDER }));
    show('/orders/1001');
    const held = (await screen.findByRole('button', { name: 'Issue and download invoice (PDF)' })) as HTMLButtonElement;
    expect(held.disabled).toBe(true);
    expect(screen.getByText('An invoice is issued once the order is processing or completed.')).toBeTruthy();
    cleanup();
    const calls = fakeApi((_method, url) =>
      url.endsWith('/invoice.pdf')
        ? {
            status: 409,
            body: {
              statusCode: 409,
              code: 'BK_ERR_INVOICE_LEGAL_DETAILS',
              error: 'Conflict',
              message: 'the shop’s legal name and NIF are not set',
            },
          }
        : { status: 200, body: { ...ORDER, status: 'processing' } },
    );
    show('/orders/1001');
    fireEvent.click(await screen.findByRole('button', { name: 'Issue and download invoice (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toContain('legal name and NIF are not set');
    expect(calls.some((c) => c.url === '/api/owner/shop/orders/1001/invoice.pdf')).toBe(true);
  });

  it('lists each refund’s corrective invoice beside the refund and downloads it', async () => {
    const refund = { amount_cents: 500, restocked: false, restocked_lines: [], created_at: '2026-11-21T10:00:00.000Z' };
    const calls = fakeApi((_method, url) =>
      url.endsWith('/refunds/2/invoice.pdf')
        ? {
            status: 404,
            body: {
              statusCode: 404,
              code: 'BK_ERR_CORRECTIVE_INVOICE_NOT_FOUND',
              error: 'Not Found',
              message: 'refund 2 of order 1001 has no corrective invoice',
            },
          }
        : {
            status: 200,
            body: {
              ...ORDER,
              status: 'processing',
              invoice_number: 7,
              refunded_cents: 1000,
              refunds: [
                { ...refund, refund_no: 1, corrective_invoice: null },
                { ...refund, refund_no: 2, corrective_invoice: 'R-2026-0003' },
              ],
            },
          },
    );
    show('/orders/1001');
    const download = await screen.findByRole('button', { name: 'Corrective invoice R-2026-0003 (PDF)' });
    expect(screen.getAllByRole('button', { name: /^Corrective invoice/ })).toHaveLength(1);
    expect(
      screen.getByText(
        'Each refund of an invoiced order issues a corrective invoice with the shop’s next corrective number.',
      ),
    ).toBeTruthy();
    fireEvent.click(download);
    expect((await screen.findByRole('alert')).textContent).toContain('no corrective invoice');
    expect(calls.some((c) => c.url === '/api/owner/shop/orders/1001/refunds/2/invoice.pdf')).toBe(true);
  });

  const REFUND = { amount_cents: 500, restocked: false, restocked_lines: [], created_at: '2026-11-21T10:00:00.000Z' };
  const INVOICED: ShopOrderDetail = {
    ...ORDER,
    status: 'processing',
    invoice_number: 7,
    refunded_cents: 500,
    refunds: [{ ...REFUND, refund_no: 1, corrective_invoice: null }],
  };

  it('issues a refund’s missing corrective invoice and then offers its download', async () => {
    const calls = fakeApi((method) =>
      method === 'POST'
        ? {
            status: 201,
            body: { ...INVOICED, refunds: [{ ...REFUND, refund_no: 1, corrective_invoice: 'R-2026-0009' }] },
          }
        : { status: 200, body: INVOICED },
    );
    show('/orders/1001');
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    fireEvent.click(await within(refunds).findByRole('button', { name: 'Issue corrective invoice' }));
    expect(await within(refunds).findByRole('button', { name: 'Corrective invoice R-2026-0009 (PDF)' })).toBeTruthy();
    expect(within(refunds).queryByRole('button', { name: 'Issue corrective invoice' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/owner/shop/orders/1001/refunds/1/invoice', body: {} },
    ]);
  });

  it('offers no corrective invoice for a refund of an order without an invoice', async () => {
    fakeApi(() => ({ status: 200, body: { ...INVOICED, invoice_number: null } }));
    show('/orders/1001');
    await screen.findByText(/5,00 €/, { selector: 'li' });
    expect(screen.queryByRole('button', { name: /corrective invoice/i })).toBeNull();
  });

  it('says why a corrective invoice could not be issued, in Spanish', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    try {
      fakeApi((method) =>
        method === 'POST'
          ? {
              status: 409,
              body: {
                statusCode: 409,
                code: 'BK_ERR_REFUND_PENDING',
                error: 'Conflict',
                message: 'refund 1 of order 1001 is still waiting for the payment provider',
                params: { order: 1001, refund: 1 },
              },
            }
          : { status: 200, body: INVOICED },
      );
      show('/orders/1001');
      fireEvent.click(await screen.findByRole('button', { name: 'Emitir factura rectificativa' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'El reembolso 1 del pedido 1001 aún espera a la pasarela de pago',
      );
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: english });
    }
  });
});
