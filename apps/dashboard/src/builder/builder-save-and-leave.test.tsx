// The builder's rough edges: a refused save shows beside Save and takes the focus, leaving with
// unsaved edits asks first, and a preview paused on an invalid value says why.
import '@beckon/widget/test-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BuilderScreen } from './builder-screen.js';

beforeAll(() => {
  // jsdom has no ResizeObserver; the preview only uses it to scale the frame to its column.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The whole builder re-renders slowly in jsdom with the other core busy: waits allow this long. */
const BUSY_MS = 10_000;

/** Every GET answers an empty list; a save answers what `onSave` says. */
function serve(onSave: () => { status: number; body: unknown }) {
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const answer = init.method === 'GET' ? { status: 200, body: [] } : onSave();
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
}

function showBuilder() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Your pop-ups</h1> },
      { path: '/popups/new', element: <BuilderScreen /> },
      { path: '/popups/:poptinId', element: <h1>Saved pop-up</h1> },
    ],
    { initialEntries: ['/', '/popups/new'], initialIndex: 1 },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// Each render of the whole builder costs seconds in jsdom, so each test walks through several checks.
describe('the builder', () => {
  it('says why the preview paused, and shows a refused save beside Save, in plain words, with the focus', async () => {
    serve(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        error: 'Bad Request',
        message: 'body.triggers.display_after_sec_active: Too small: expected number to be >=60',
      },
    }));
    showBuilder();
    const radius = await screen.findByLabelText('Corner radius (px)');
    fireEvent.change(radius, { target: { value: '500' } });
    const note = await screen.findByText(/^The preview is paused/, undefined, { timeout: BUSY_MS });
    expect(note.textContent).toBe(
      'The preview is paused on the last valid version: Style border radius must be at most 60.',
    );
    fireEvent.change(radius, { target: { value: '12' } });
    await waitFor(() => expect(screen.queryByText(/^The preview is paused/)).toBeNull(), { timeout: BUSY_MS });

    fireEvent.click(screen.getByRole('button', { name: 'Create pop-up' }));
    const error = await screen.findByText(/^Not saved:/, undefined, { timeout: BUSY_MS });
    expect(error.textContent).toBe('Not saved: Triggers display after sec active must be at least 60');
    expect(error.closest('.save-bar')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(error), { timeout: BUSY_MS });
  });

  it('asks before leaving with unsaved edits and stays when asked to; a save then leaves without asking', async () => {
    serve(() => ({ status: 201, body: { poptin_id: '0123456789abc', version: 1 } }));
    const router = showBuilder();
    fireEvent.change(await screen.findByLabelText('Pop-up name'), { target: { value: 'Winter sale' } });

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Back to pop-ups' }));
    await screen.findByText('This pop-up has changes that are not saved. Leave and lose them?', undefined, {
      timeout: BUSY_MS,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: BUSY_MS });
    expect(router.state.location.pathname).toBe('/popups/new');
    expect(screen.getByLabelText('Pop-up name')).toHaveProperty('value', 'Winter sale');

    fireEvent.click(screen.getByRole('button', { name: 'Create pop-up' }));
    await screen.findByRole('heading', { name: 'Saved pop-up' }, { timeout: BUSY_MS });
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
