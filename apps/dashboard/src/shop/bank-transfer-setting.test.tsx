// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ShopPaymentSettings } from '@beckon/owner-api';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../test-support/screen-harness.js';
import { BankTransferSetting } from './bank-transfer-setting.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LABEL = 'Bank account (IBAN)';
const field = () => screen.getByLabelText(LABEL) as HTMLInputElement;

describe('the bank transfer setting', () => {
  it('starts from the saved account and saves a new one, showing it as the server stored it', async () => {
    let stored: ShopPaymentSettings = { transfer_account: 'ES91 2100 0418 4502 0005 1332' };
    const calls = fakeApi((method, _url, body) => {
      if (method === 'PUT') {
        const typed = (body as ShopPaymentSettings).transfer_account;
        stored = { transfer_account: typed === null ? null : typed.toUpperCase() };
      }
      return { status: 200, body: stored };
    });
    renderRoutes([{ path: '/products', element: <BankTransferSetting /> }], '/products');
    await vi.waitFor(() => expect(field().value).toBe('ES91 2100 0418 4502 0005 1332'));
    fireEvent.change(field(), { target: { value: 'de89 3704 0044 0532 0130 00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(field().value).toBe('DE89 3704 0044 0532 0130 00');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/owner/shop/payments', body: { transfer_account: 'de89 3704 0044 0532 0130 00' } },
    ]);
  });

  it('sends an emptied field as no account: the checkout then offers no bank transfer', async () => {
    const calls = fakeApi((method, _url, body) => ({
      status: 200,
      body: method === 'PUT' ? body : { transfer_account: 'ES91 2100 0418 4502 0005 1332' },
    }));
    renderRoutes([{ path: '/products', element: <BankTransferSetting /> }], '/products');
    await vi.waitFor(() => expect(field().value).not.toBe(''));
    fireEvent.change(field(), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ transfer_account: null }]);
  });

  it('shows the server’s refusal of the account beside the field', async () => {
    const message =
      'body.transfer_account: must be a valid IBAN like ES91 2100 0418 4502 0005 1332 (check for a mistyped digit)';
    fakeApi((method) =>
      method === 'PUT'
        ? { status: 400, body: { statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request', message } }
        : { status: 200, body: { transfer_account: null } },
    );
    renderRoutes([{ path: '/products', element: <BankTransferSetting /> }], '/products');
    await vi.waitFor(() => expect(field().disabled).toBe(false));
    fireEvent.change(field(), { target: { value: 'ES91 2100 0418 4502 0005 1333' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not saved: fix the field marked above.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const beside = screen.getByText(
      'must be a valid IBAN like ES91 2100 0418 4502 0005 1332 (check for a mistyped digit)',
    );
    expect(field().getAttribute('aria-describedby')?.split(' ')).toContain(beside.id);
    // Typing again clears the refusal until the next save.
    fireEvent.change(field(), { target: { value: 'ES91 2100 0418 4502 0005 1332' } });
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });
});
