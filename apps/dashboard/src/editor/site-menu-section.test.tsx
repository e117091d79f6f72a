// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { MenuEntry, SiteMenu } from '@beckon/owner-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteMenuSection } from './site-menu-section.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const THEME = ['Inicio', 'La clínica', 'Información', 'Tienda', 'Contacto'];
const ofertas: MenuEntry = {
  page_id: 7,
  label: 'Ofertas',
  position: 1,
  path: '/ofertas/',
  title: 'Ofertas',
  published: true,
};

const update = (entries: MenuEntry[], pageId: number, body: Partial<MenuEntry>) =>
  entries.map((e) => (e.page_id === pageId ? { ...e, ...body } : e));

/** A move as the server makes it: a swap with an entry of the same place, else one theme entry further. */
function moved(entries: MenuEntry[], pageId: number, move: 'up' | 'down'): MenuEntry[] {
  const list = [...entries];
  const i = list.findIndex((e) => e.page_id === pageId);
  const me = list[i] as MenuEntry;
  const j = move === 'up' ? i - 1 : i + 1;
  const other = list[j];
  if (other && other.position === me.position) {
    list[i] = other;
    list[j] = me;
    return list;
  }
  return update(list, pageId, { position: me.position + (move === 'up' ? -1 : 1) });
}

/** A fake owner API keeping one menu: GET answers it, PUT and DELETE change it as the server would. */
function stubMenu(entries: MenuEntry[]) {
  let menu: SiteMenu = { theme: THEME, entries };
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const pageId = Number(url.split('/').at(-1));
    if (method === 'DELETE') {
      menu = { ...menu, entries: menu.entries.filter((e) => e.page_id !== pageId) };
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT') {
      if (body.label !== undefined && body.label.length > 60)
        return Response.json(
          {
            statusCode: 400,
            code: 'BK_ERR_VALIDATION',
            error: 'Bad Request',
            message: 'label: must be at most 60 characters',
          },
          { status: 400 },
        );
      menu = {
        ...menu,
        entries: body.move ? moved(menu.entries, pageId, body.move) : update(menu.entries, pageId, body),
      };
      return Response.json(menu.entries.find((e) => e.page_id === pageId));
    }
    return Response.json(menu);
  });
  return calls;
}

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SiteMenuSection />
    </QueryClientProvider>,
  );
}

describe('the Menu section of the site pages screen', () => {
  it('renames an entry and shows the saved label', async () => {
    const calls = stubMenu([ofertas]);
    renderSection();
    const input = await screen.findByLabelText(/Label for/);
    expect(screen.getByText(/between «Inicio» and «La clínica»/)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Promos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await screen.findByRole('button', { name: 'Move Promos up' });
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/owner/site/menu/7',
      body: { label: 'Promos' },
    });
  });

  it('moves an entry one theme entry up or down, and disables the move past either end', async () => {
    const calls = stubMenu([ofertas]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Ofertas up' }));
    await screen.findByText(/first, before «Inicio»/);
    expect(screen.getByRole('button', { name: 'Move Ofertas up' })).toHaveProperty('disabled', true);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ move: 'up' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Ofertas down' }));
    await screen.findByText(/between «Inicio» and «La clínica»/);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ move: 'up' }, { move: 'down' }]);
  });

  it('lets two entries between the same theme entries swap places', async () => {
    const rebajas = { ...ofertas, page_id: 8, label: 'Rebajas', path: '/rebajas/', title: 'Rebajas' };
    const calls = stubMenu([ofertas, rebajas]);
    renderSection();
    const labels = () => screen.getAllByLabelText(/Label for/).map((i) => (i as HTMLInputElement).value);
    await screen.findByRole('button', { name: 'Move Rebajas up' });
    expect(labels()).toEqual(['Ofertas', 'Rebajas']);
    expect(screen.getByRole('button', { name: 'Move Ofertas down' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Move Rebajas up' }));
    await waitFor(() => expect(labels()).toEqual(['Rebajas', 'Ofertas']));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/owner/site/menu/8', body: { move: 'up' } },
    ]);
  });

  it('removes an entry and says when none is left', async () => {
    const calls = stubMenu([ofertas]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ofertas from the menu' }));
    await screen.findByText(/No page has a menu entry yet/);
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/owner/site/menu/7')).toBe(true);
  });

  it('shows the server’s message when a change is refused', async () => {
    stubMenu([ofertas]);
    renderSection();
    const input = await screen.findByLabelText(/Label for/);
    fireEvent.change(input, { target: { value: 'x'.repeat(61) } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('at most 60 characters'));
  });
});
