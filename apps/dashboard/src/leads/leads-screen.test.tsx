// The Leads screen's rough edges: the owner's field labels, one date format, plain search over
// every field, and a Retry instead of a dead end when the server cannot be reached.
import '@beckon/widget/test-dom';
import type { Lead, LeadsAnswer } from '@beckon/owner-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../components/dates.js';
import { LeadsScreen } from './leads-screen.js';

const LEAD: Lead = {
  conversion_id: 'c1',
  poptin_id: '0123456789abc',
  popup_name: 'Sizes',
  email: 'gil@shop.example',
  name: 'Gilad',
  phone: '',
  fields: { 'T-shirt size': 'Extra large', 'Zip postal code': '90210' },
  created_at: '2026-11-24T09:05:00.000Z',
  consent: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LeadsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const leadsAnswer: LeadsAnswer = { leads: [LEAD], total: 1, page: 1, page_size: 25 };

describe('the Leads screen', () => {
  it("lists other fields under the owner's labels, and the date in the dashboard's one format", async () => {
    vi.stubGlobal('fetch', async (url: string) => Response.json(url.startsWith('/api/owner/leads') ? leadsAnswer : []));
    show();
    const row = (await screen.findByText('gil@shop.example')).closest('tr');
    if (!row) throw new Error('no row');
    const terms = within(row)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(row)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['T-shirt size', 'Zip postal code']);
    expect(values).toEqual(['Extra large', '90210']);
    expect(row.querySelector('time')?.textContent).toBe(formatDateTime(LEAD.created_at));
    expect(formatDateTime(LEAD.created_at)).toMatch(/^24 Nov 2026, \d\d:\d\d$/);
    expect(screen.getByLabelText('Search').getAttribute('placeholder')).toMatch(/^Any field/);
  });

  it('offers Retry when the server cannot be reached, and shows the leads once it answers', async () => {
    let up = false;
    vi.stubGlobal('fetch', async (url: string) => {
      if (!up) throw new TypeError('Failed to fetch');
      return Response.json(url.startsWith('/api/owner/leads') ? leadsAnswer : []);
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load leads: the server could not be reached');
    up = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('gil@shop.example');
  });

  it('shows the words a lead consented to and when, and nothing for a lead without consent', async () => {
    const consented: Lead = {
      ...LEAD,
      conversion_id: 'c2',
      email: 'noa@shop.example',
      consent: { text: 'Send me the newsletter', given_at: '2026-11-25T10:00:00.000Z' },
    };
    const answer: LeadsAnswer = { leads: [consented, LEAD], total: 2, page: 1, page_size: 25 };
    vi.stubGlobal('fetch', async (url: string) => Response.json(url.startsWith('/api/owner/leads') ? answer : []));
    show();
    const row = (await screen.findByText('noa@shop.example')).closest('tr');
    if (!row) throw new Error('no row');
    expect(row.querySelector('.lead-consent')?.textContent).toBe(
      `Consented to “Send me the newsletter” on ${formatDateTime('2026-11-25T10:00:00.000Z')}`,
    );
    expect(screen.getByText('gil@shop.example').closest('tr')?.querySelector('.lead-consent')).toBeNull();
  });
});
