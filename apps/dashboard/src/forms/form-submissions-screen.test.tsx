// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormSubmissionsScreen } from './form-submissions-screen.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const booking = {
  id: '7',
  created_at: '2026-11-20T09:30:00.000Z',
  page_id: 240,
  form_id: 'cita-form',
  form_name: 'Solicitud de cita',
  fields: {
    nombre: 'María <b>Pérez</b>',
    email: 'maria@example.com',
    privacidad: 'on',
    dias: ['lunes', 'martes'],
    antiguo: 'a field the form no longer has',
  },
  files: [{ file_id: 'AbCdEfGhIjKlMnOpQrStUv', field_id: 'foto', name: 'brazo.jpg', type: 'image/jpeg', size: 2066 }],
  labels: {
    nombre: 'Nombre y apellidos',
    email: 'Correo electrónico',
    telefono: 'Teléfono',
    dias: 'Días',
    foto: 'Foto de la zona',
    privacidad: 'Acepto la política de privacidad',
  },
};

/** Answers GET /api/owner/form-submissions with `total` submissions, `booking` repeated on every page. */
function stubSubmissions(total: number) {
  const fetch = vi.fn<typeof globalThis.fetch>((input) => {
    const url = new URL(String(input), 'http://localhost');
    const page = Number(url.searchParams.get('page') ?? 1);
    const submissions = total === 0 ? [] : [{ ...booking, id: `${page}-1` }];
    return Promise.resolve(
      new Response(JSON.stringify({ submissions, total, page, page_size: 20 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FormSubmissionsScreen />
    </QueryClientProvider>,
  );
}

describe('the form submissions screen', () => {
  it('shows each field under its form label, in the form’s order, with visitor markup as plain text', async () => {
    stubSubmissions(1);
    renderScreen();
    const card = await screen.findByRole('article', { name: /Solicitud de cita/ });
    const pairs = [...card.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Nombre y apellidos', 'María <b>Pérez</b>'],
      ['Correo electrónico', 'maria@example.com'],
      ['Teléfono', '—'],
      ['Días', 'lunes, martes'],
      ['Acepto la política de privacidad', 'Yes'],
      ['antiguo', 'a field the form no longer has'],
    ]);
    expect(card.querySelector('b')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 submission, newest first');
  });

  it('links each attached file to the owner-only download route and offers the CSV of all submissions', async () => {
    stubSubmissions(1);
    renderScreen();
    const files = await screen.findByRole('list', { name: 'Attached files' });
    const link = within(files).getByRole('link', { name: 'brazo.jpg' });
    expect(link.getAttribute('href')).toBe('/api/owner/form-files/AbCdEfGhIjKlMnOpQrStUv');
    expect(files.textContent).toBe('Foto de la zona: brazo.jpg (2 KB)');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/owner/form-submissions.csv',
    );
  });

  it('pages through the submissions with the page number the owner route takes', async () => {
    const fetch = stubSubmissions(45);
    renderScreen();
    await screen.findByText('Page 1 of 3');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/owner/form-submissions?page=1&page_size=20');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(String(fetch.mock.calls.at(-1)?.[0])).toBe('/api/owner/form-submissions?page=2&page_size=20');
    await waitFor(() => expect(screen.getByRole('article').getAttribute('aria-labelledby')).toBe('submission-2-1'));
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what will appear when there are no submissions, without a CSV to download', async () => {
    stubSubmissions(0);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No form submissions yet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Submission pages' })).toBeNull();
  });

  it('reports a failed load with the server’s message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ statusCode: 401, code: 'BK_ERR_UNAUTHENTICATED', message: 'sign in first' }), {
            status: 401,
          }),
        ),
      ),
    );
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Could not load form submissions: sign in first');
    expect(alert.querySelector('button')?.textContent).toBe('Retry');
  });
});
