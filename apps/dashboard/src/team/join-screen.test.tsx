// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinScreen } from './join-screen.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LINK = '/join?account=0123456789abc&token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

function stub(preview: { status: number; body: unknown }) {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(preview.body), {
        status: preview.status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[LINK]}>
        <JoinScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the invitation page', () => {
  it('names the account, role and email, and does not spend the link before the button is pressed', async () => {
    const fetch = stub({
      status: 200,
      body: { account_name: 'Clínica Sol', email: 'eva@clinic.example', role: 'editor' },
    });
    renderScreen();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Join Clínica Sol');
    expect(screen.getByText('eva@clinic.example')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/owner/team/join/preview']);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      account_id: '0123456789abc',
      token: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde',
    });
    fireEvent.change(screen.getByLabelText('Choose a password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows why a link cannot be used, with no password form', async () => {
    const message =
      'eva@clinic.example already signs in to a Beckon account, and one email can belong to one account only: ask the owner to invite another address of yours';
    stub({ status: 409, body: { statusCode: 409, code: 'BK_ERR_EMAIL_HAS_ACCOUNT', error: 'Conflict', message } });
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByLabelText('Choose a password')).toBeNull();
  });
});
