// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopCouponAdmin } from '@beckon/owner-api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { CouponsScreen } from './coupons-screen.js';

const WELCOME: ShopCouponAdmin = {
  code: 'bienvenida10',
  kind: 'percent',
  amount: 1000,
  min_subtotal_cents: 0,
  expires_at: null,
  usage_limit: 100,
  used_count: 3,
  usage_limit_per_customer: null,
  enabled: true,
  free_shipping: false,
  created_at: '2026-11-02T09:30:00.000Z',
  created_by: 'ana@example.org',
};

function show() {
  renderRoutes([{ path: '/coupons', element: <CouponsScreen /> }], '/coupons');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Coupons screen', () => {
  it('lists coupons with their discount and use, and deletes one', async () => {
    let coupons = [WELCOME];
    const calls = fakeApi((method) => {
      if (method === 'DELETE') {
        coupons = [];
        return { status: 204, body: null };
      }
      return { status: 200, body: { coupons } };
    });
    show();
    expect(await screen.findByText('bienvenida10')).toBeTruthy();
    expect(screen.getByText('10 %')).toBeTruthy();
    expect(screen.getByText('3 of 100')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete bienvenida10' }));
    expect(await screen.findByText('No coupons yet')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/owner/shop/coupons/bienvenida10');
  });

  it('shows an expired coupon and a used-up one as such, not as On, and money as the site writes it', async () => {
    const expired = { ...WELCOME, code: 'verano2025', expires_at: '2025-10-01T21:59:59.000Z' };
    const usedUp = { ...WELCOME, code: 'primeros50', usage_limit: 50, used_count: 50 };
    const off = { ...WELCOME, code: 'pausado', enabled: false, expires_at: '2025-10-01T21:59:59.000Z' };
    const minimum = { ...WELCOME, code: 'clinica5', kind: 'fixed' as const, amount: 500, min_subtotal_cents: 3000 };
    fakeApi(() => ({ status: 200, body: { coupons: [WELCOME, expired, usedUp, off, minimum] } }));
    show();
    const stateOf = async (code: string) =>
      (await screen.findByText(code)).closest('tr')?.querySelectorAll('td')[5]?.textContent;
    expect(await stateOf('bienvenida10')).toBe('On');
    expect(await stateOf('verano2025')).toBe('Expired: the cart refuses it');
    expect(await stateOf('primeros50')).toBe('Used up: the cart refuses it');
    expect(await stateOf('pausado')).toBe('Off: the cart refuses it');
    const row = (await screen.findByText('clinica5')).closest('tr');
    expect(row?.querySelectorAll('td')[1]?.textContent).toContain('5,00\u00a0€');
    expect(row?.querySelectorAll('td')[2]?.textContent).toBe('30,00\u00a0€');
  });

  it('creates a fixed cart coupon with a minimum, an expiry day, a usage limit and one per customer', async () => {
    const calls = fakeApi((method, _url, body) =>
      method === 'POST'
        ? { status: 201, body: { ...(body as object), code: 'primavera', used_count: 0 } }
        : { status: 200, body: { coupons: [] } },
    );
    show();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: 'PRIMAVERA' } });
    fireEvent.change(screen.getByLabelText('Discount type'), { target: { value: 'fixed' } });
    fireEvent.change(screen.getByLabelText('Amount (€)'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Minimum subtotal (€)'), { target: { value: '30,00' } });
    fireEvent.change(screen.getByLabelText('Last day it works'), { target: { value: '2099-12-31' } });
    fireEvent.change(screen.getByLabelText('Usage limit'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Usage limit per customer'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText(/Allow free shipping/));
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/owner/shop/coupons',
        body: {
          code: 'PRIMAVERA',
          kind: 'fixed',
          amount: 500,
          min_subtotal_cents: 3000,
          // The day's end where the owner is: the next local midnight.
          expires_at: new Date(2100, 0, 1).toISOString(),
          usage_limit: 50,
          usage_limit_per_customer: 1,
          free_shipping: true,
        },
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Coupon primavera created. Customers can use it now.');
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('');
  });

  it('edits a coupon’s terms in the same form, keeping its code', async () => {
    const spring: ShopCouponAdmin = {
      ...WELCOME,
      code: 'primavera',
      kind: 'fixed',
      amount: 500,
      min_subtotal_cents: 3000,
      expires_at: new Date(2100, 0, 1).toISOString(),
      usage_limit_per_customer: 2,
    };
    let coupons = [spring];
    const calls = fakeApi((method, _url, body) => {
      if (method === 'PUT') {
        coupons = [{ ...spring, ...(body as object) }];
        return { status: 200, body: coupons[0] };
      }
      return { status: 200, body: { coupons } };
    });
    show();
    expect(await screen.findByText('3 of 100 (2 per customer)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit primavera' }));
    expect(screen.getByRole('heading', { name: 'Edit coupon primavera' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Discount type'));
    expect(screen.queryByLabelText('Code')).toBeNull();
    expect((screen.getByLabelText('Amount (€)') as HTMLInputElement).value).toBe('5.00');
    expect((screen.getByLabelText('Minimum subtotal (€)') as HTMLInputElement).value).toBe('30.00');
    expect((screen.getByLabelText('Last day it works') as HTMLInputElement).value).toBe('2099-12-31');
    expect((screen.getByLabelText('Usage limit per customer') as HTMLInputElement).value).toBe('2');
    fireEvent.change(screen.getByLabelText('Discount type'), { target: { value: 'percent' } });
    fireEvent.change(screen.getByLabelText('Amount (%)'), { target: { value: '12,5' } });
    fireEvent.change(screen.getByLabelText('Usage limit'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Usage limit per customer'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/owner/shop/coupons/primavera',
        body: {
          kind: 'percent',
          amount: 1250,
          min_subtotal_cents: 3000,
          // The unchanged day keeps the coupon's own end.
          expires_at: spring.expires_at,
          usage_limit: null,
          usage_limit_per_customer: null,
          free_shipping: false,
          enabled: true,
        },
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Coupon primavera saved.');
    expect(await screen.findByText('12.5 %')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New coupon' })).toBeTruthy();
  });

  it('disables a coupon with its switch and shows it off, then enables it again', async () => {
    let coupons = [WELCOME];
    const calls = fakeApi((method, _url, body) => {
      if (method === 'PUT') {
        coupons = [{ ...WELCOME, ...(body as object) }];
        return { status: 200, body: coupons[0] };
      }
      return { status: 200, body: { coupons } };
    });
    show();
    expect(await screen.findByText('On')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disable bienvenida10' }));
    expect(await screen.findByText('Off: the cart refuses it')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/owner/shop/coupons/bienvenida10',
      body: {
        kind: 'percent',
        amount: 1000,
        min_subtotal_cents: 0,
        expires_at: null,
        usage_limit: 100,
        usage_limit_per_customer: null,
        free_shipping: false,
        enabled: false,
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enable bienvenida10' }));
    expect(await screen.findByText('On')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ enabled: true });
  });

  it('shows what to fix beside Create coupon, with the focus on it, and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { coupons: [] } }));
    show();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: 'con espacio' } });
    fireEvent.change(screen.getByLabelText('Amount (%)'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not create the coupon: fix the 2 fields marked above.');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByText('must be letters, digits, - or _ (no spaces)')).toBeTruthy();
    expect(screen.getByText('a percentage must be at most 100 % (10000 basis points)')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal of a taken code beside Create coupon', async () => {
    fakeApi((method) =>
      method === 'POST'
        ? {
            status: 409,
            body: {
              statusCode: 409,
              code: 'BK_ERR_COUPON_EXISTS',
              error: 'Conflict',
              message: 'a coupon bienvenida10 already exists; choose another code',
            },
          }
        : { status: 200, body: { coupons: [WELCOME] } },
    );
    show();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: 'BIENVENIDA10' } });
    fireEvent.change(screen.getByLabelText('Amount (%)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Could not create the coupon: a coupon bienvenida10 already exists; choose another code',
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
