// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from './builder-harness.js';
import { BuilderScreen } from './builder-screen.js';

beforeAll(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBuilder() {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ popups: [] }), { status: 200 }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BuilderScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');

describe('the builder in steps', () => {
  it('opens on the design step and shows one step at a time', () => {
    renderBuilder();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Design',
      'Content',
      'Triggers and targeting',
      'After submit',
      'A/B test',
    ]);
    expect(selected()?.textContent).toBe('Design');
    expect(screen.getByRole('tabpanel', { name: 'Design' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Triggers' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Triggers and targeting' }));
    expect(screen.getByRole('group', { name: 'Triggers' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Basics' })).toBeNull();
  });

  it('moves between steps with the arrow keys, Home and End, as tabs do', () => {
    renderBuilder();
    const design = screen.getByRole('tab', { name: 'Design' });
    design.focus();
    fireEvent.keyDown(design, { key: 'ArrowRight' });
    expect(selected()?.textContent).toBe('Content');
    expect(document.activeElement).toBe(selected());
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(selected()?.textContent).toBe('A/B test');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(selected()?.textContent).toBe('Design');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(selected()?.textContent).toBe('A/B test');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(selected()?.textContent).toBe('Design');
  });

  it('counts a setting to fix on its step, and brings that step forward when saving is refused', async () => {
    renderBuilder();
    fireEvent.click(screen.getByRole('tab', { name: 'Triggers and targeting' }));
    fireEvent.change(screen.getByLabelText('seconds', { exact: true }), { target: { value: '-5' } });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Triggers and targeting (1 to fix)' })).toBeTruthy());
    fireEvent.click(screen.getByRole('tab', { name: 'Design' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create pop-up' }));
    await waitFor(() => expect(selected()?.textContent).toBe('Triggers and targeting (1 to fix)'));
    expect(screen.getByLabelText('seconds', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  });
});
