// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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

/** Opens the explainer's disclosure (its check runs only while open). */
function openPanel() {
  const details = screen.getByText('Why is this pop-up shown here?').closest('details') as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

function renderBuilder() {
  // The targeting section lists the owner's other pop-ups: none here.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ popups: [] }), { status: 200 }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BuilderScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Brings a step of the builder forward, as the owner does by its tab. */
const openStep = (name: RegExp) => fireEvent.click(screen.getByRole('tab', { name }));

const panel = () => screen.getByRole('region', { name: 'Why is this pop-up shown here?' });
const verdicts = () =>
  within(panel())
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the "why is this pop-up shown here?" panel', () => {
  it('follows the draft and the visit the owner describes, rule by rule', async () => {
    renderBuilder();
    expect(screen.queryByRole('region', { name: 'Why is this pop-up shown here?' })).toBeNull();
    openPanel();
    await waitFor(() => expect(within(panel()).getByRole('status').textContent).toMatch(/^Shown to this visitor/));
    openStep(/^Triggers and targeting/);
    fireEvent.change(screen.getByLabelText('Devices'), { target: { value: 'mobile' } });
    await waitFor(() =>
      expect(within(panel()).getByRole('status').textContent).toBe(
        'Not shown: devices. For mobile visitors only; this one is on a computer.',
      ),
    );
    expect(verdicts()).toContain('✗ Devices fails: For mobile visitors only; this one is on a computer.');
    fireEvent.change(within(panel()).getByLabelText('Device'), { target: { value: 'mobile' } });
    await waitFor(() => expect(verdicts()).toContain('✓ Devices passes: For mobile visitors; this one is on a phone.'));

    const include = screen.getByRole('group', { name: 'Show only to visitors in' });
    fireEvent.change(within(include).getByLabelText('Find a country'), { target: { value: 'japan' } });
    fireEvent.click(within(include).getByRole('button', { name: 'Add Japan (JP)' }));
    fireEvent.change(within(panel()).getByLabelText("Visitor's country"), { target: { value: 'DE' } });
    await waitFor(() =>
      expect(within(panel()).getByRole('status').textContent).toBe(
        'Not shown: countries. The visitor is in Germany (DE), not one of the 1 chosen.',
      ),
    );
    fireEvent.change(within(panel()).getByLabelText("Visitor's country"), { target: { value: 'JP' } });
    await waitFor(() => expect(within(panel()).getByRole('status').textContent).toMatch(/^Shown to this visitor/));
  }, 60_000);

  it('lets the owner say what the visitor did with this pop-up, and follows the frequency rule', async () => {
    renderBuilder();
    openPanel();
    const status = () => within(panel()).getByRole('status').textContent;
    await waitFor(() => expect(status()).toBe('Shown to this visitor on this page (one who has not seen it yet).'));
    const self = within(panel()).getByLabelText('With this pop-up, the visitor has');
    fireEvent.change(self, { target: { value: 'seen' } });
    await waitFor(() =>
      expect(status()).toBe(
        'Not shown: this pop-up before. Shown once a day, and this one already saw it earlier this visit.',
      ),
    );
    fireEvent.change(self, { target: { value: 'closed' } });
    await waitFor(() =>
      expect(status()).toBe(
        'Not shown: this pop-up before. A visitor who closes it with × is not shown it again this visit.',
      ),
    );
  }, 60_000);

  it('asks only for the facts the rules read: cookies appear once there is a cookie rule', async () => {
    renderBuilder();
    openPanel();
    expect(within(panel()).queryByLabelText("The page's cookies")).toBeNull();
    openStep(/^Triggers and targeting/);
    fireEvent.click(screen.getByRole('button', { name: 'Add a cookie rule' }));
    fireEvent.change(screen.getByLabelText('cookie rule 1: name'), { target: { value: 'vip' } });
    fireEvent.change(within(panel()).getByLabelText("The page's cookies"), { target: { value: 'vip=1' } });
    await waitFor(() => expect(verdicts()).toContain('✓ Cookie passes: Show when the cookie “vip” exists: holds.'));
  }, 60_000);
});

describe('the gamified preview', () => {
  it("draws the prizes' labels on the wheel and follows the owner's edits", async () => {
    renderBuilder();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'gamified' } });
    const format = screen.queryByLabelText('Format');
    if (format) fireEvent.change(format, { target: { value: '3' } });
    // Switching to a game starts its prizes (basics-section.tsx), so the wheel has labels at once.
    const wheel = () =>
      document.querySelector('[data-preview="desktop"]')?.shadowRoot?.querySelector('.bk-wheel [aria-label]');
    // The first import of the wheel's chunk can take seconds on a busy machine.
    await waitFor(() => expect(wheel()?.getAttribute('aria-label')).toMatch(/10% off, Free shipping, No luck$/), {
      timeout: 30_000,
    });
    openStep(/^Content/);
    const first = within(screen.getByRole('group', { name: 'Prizes' })).getAllByRole('listitem')[0] as HTMLElement;
    fireEvent.change(within(first).getByLabelText('Label'), { target: { value: 'Mug' } });
    await waitFor(() => expect(wheel()?.getAttribute('aria-label')).toMatch(/Mug, Free shipping, No luck$/));
  }, 60_000);
});
