// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { MemberMade, TeamAnswer } from '@beckon/owner-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamScreen } from './team-screen.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ownerTeam: TeamAnswer = {
  your_role: 'owner',
  can_manage: true,
  members: [
    {
      owner_id: '0000000000001',
      email: 'ana@clinic.example',
      role: 'owner',
      joined_at: '2026-11-01T09:00:00.000Z',
      is_you: true,
    },
    {
      owner_id: '0000000000002',
      email: 'luis@clinic.example',
      role: 'editor',
      joined_at: '2026-11-20T09:00:00.000Z',
      is_you: false,
    },
  ],
  invitations: [],
};

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const nothingMade: MemberMade = { stats_keys: [], webhooks: [], integrations: [], coupons: [] };

/** Answers the team API: GET with `team` (and `made` for a member), writes with `write(method, path, body)`. */
function stubTeam(
  team: TeamAnswer,
  write: (method: string, path: string, body: unknown) => Promise<Response>,
  made: MemberMade = nothingMade,
) {
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json(200, String(input).endsWith('/made') ? made : team);
    return write(method, String(input), init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TeamScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the team screen', () => {
  it('lists the members with their roles and sends an invitation with the chosen role', async () => {
    const fetch = stubTeam(ownerTeam, () =>
      json(201, { invitation_id: '0000000000009', email: 'eva@clinic.example', role: 'viewer' }),
    );
    renderScreen();
    const role = (await screen.findByRole('combobox', { name: 'Role of luis@clinic.example' })) as HTMLSelectElement;
    expect(role.value).toBe('editor');
    expect(screen.getByText('ana@clinic.example (you)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' eva@clinic.example ' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'viewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText(/Invitation mailed to/);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/owner/team/invitations');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ email: 'eva@clinic.example', role: 'viewer' });
  });

  it('refuses a malformed email before sending anything', async () => {
    const fetch = stubTeam(ownerTeam, () => json(201, {}));
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'eva@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/^The email must be an email address/)).toBeTruthy();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('shows the server’s reason when a role change is refused', async () => {
    stubTeam(ownerTeam, () =>
      json(409, {
        statusCode: 409,
        code: 'BK_ERR_LAST_OWNER',
        error: 'Conflict',
        message: 'the account needs at least one owner: make another member an owner first, then try again',
      }),
    );
    renderScreen();
    const mine = await screen.findByRole('combobox', { name: 'Role of ana@clinic.example' });
    fireEvent.change(mine, { target: { value: 'viewer' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('the account needs at least one owner');
  });

  it('names what a member made when removing them, and revokes it too when the owner agrees', async () => {
    const made: MemberMade = {
      stats_keys: [{ key_id: '0123456789abcdef', label: 'laptop', prefix: 'bks_x' }],
      webhooks: [{ endpoint_id: '0000000000007', url: 'https://collector.example/x' }],
      integrations: [],
      coupons: [],
    };
    const fetch = stubTeam(ownerTeam, () => Promise.resolve(new Response(null, { status: 204 })), made);
    const asked: string[] = [];
    vi.stubGlobal('confirm', (question: string) => {
      asked.push(question);
      return true;
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove luis@clinic.example' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    expect(asked).toEqual([
      'Remove luis@clinic.example from the team? They are signed out at once.',
      'luis@clinic.example made 1 Stats API key (laptop) and 1 webhook (https://collector.example/x). Revoke these ' +
        'too? OK deletes the keys, webhooks and tool connections and switches the coupons off; Cancel keeps them.',
    ]);
    const removal = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(removal?.[0]).toBe('/api/owner/team/members/0000000000002?revoke=true');
  });

  it('removes a member who made nothing with one question and no revoking', async () => {
    const fetch = stubTeam(ownerTeam, () => Promise.resolve(new Response(null, { status: 204 })));
    const asked: string[] = [];
    vi.stubGlobal('confirm', (question: string) => asked.push(question) > 0);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove luis@clinic.example' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    expect(asked).toHaveLength(1);
    expect(fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]).toBe(
      '/api/owner/team/members/0000000000002',
    );
  });

  it('shows an editor the team without any control to change it', async () => {
    stubTeam({ ...ownerTeam, your_role: 'editor', can_manage: false }, () => json(403, {}));
    renderScreen();
    await waitFor(() => expect(screen.getByText('luis@clinic.example')).toBeTruthy());
    expect(screen.getByText(/You are an editor here; only an owner can change the team/)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});
