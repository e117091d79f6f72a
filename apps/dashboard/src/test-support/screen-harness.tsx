/**
 * What a screen's jsdom test needs: a fake owner API in place of fetch, and the
 * screen rendered inside a query client and a memory router, as the
 * dashboard renders it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';

type Handler = (method: string, url: string, body: unknown) => { status: number; body: unknown };

/** Answers every fetch from `handler` (204 with no body); the returned list records each call. */
export function fakeApi(handler: Handler) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: String(init.method), url, body });
    const answer = handler(String(init.method), url, body);
    return answer.status === 204
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

/** Renders `routes` at `path` with a fresh query client that does not retry. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
