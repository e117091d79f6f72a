// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { ResultRow } from '@beckon/owner-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbTests, abGroups } from './ab-tests.js';

const row = (
  poptin_id: string,
  name: string,
  parent: string | null,
  views: number,
  conversions: number,
): ResultRow => ({
  poptin_id,
  name,
  ab_test_parent_id: parent,
  views,
  closes: 0,
  click_throughs: 0,
  conversions,
  conversion_rate: views ? conversions / views : 0,
});

const ROWS = [
  row('aaaaaaaaaaaaa', 'Spring sale', null, 2000, 100),
  row('bbbbbbbbbbbbb', 'Spring sale (variant)', 'aaaaaaaaaaaaa', 2000, 170),
  row('ccccccccccccc', 'Newsletter', null, 500, 20),
];

function show(rows: ResultRow[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AbTests rows={rows} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the A/B tests on the results screen', () => {
  it('groups each original with its variants and leaves pop-ups without variants out', () => {
    expect(abGroups(ROWS).map((g) => g.map((r) => r.poptin_id))).toEqual([['aaaaaaaaaaaaa', 'bbbbbbbbbbbbb']]);
  });

  it('shows nothing when no pop-up has a variant', () => {
    show([ROWS[2] as ResultRow]);
    expect(screen.queryByRole('heading', { name: 'A/B tests' })).toBeNull();
  });

  it('names the clear winner and shows each version’s chance of being best', () => {
    show(ROWS);
    const test = screen.getByRole('region', { name: 'Spring sale' });
    expect(within(test).getByText(/“Spring sale \(variant\)” very likely converts best/)).toBeTruthy();
    const variant = test.querySelector('[data-arm="bbbbbbbbbbbbb"] [data-p-best]');
    expect(Number.parseFloat(variant?.textContent ?? '0')).toBeGreaterThan(99);
  });

  it('ends the test with the chosen version only after the owner confirms', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return new Response(JSON.stringify({}), { status: 200 });
    });
    show(ROWS);
    fireEvent.click(screen.getByRole('button', { name: /^Make this the winner\W+Spring sale \(variant\)$/ }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, keep “Spring sale (variant)”' }));
    await waitFor(() => expect(calls).toEqual(['POST /api/owner/popups/bbbbbbbbbbbbb/winner']));
  });
});
