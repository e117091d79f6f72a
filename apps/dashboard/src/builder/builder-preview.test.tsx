// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BuilderScreen } from './builder-screen.js';

beforeAll(() => {
  // jsdom has no ResizeObserver; the preview only uses it to scale the frame to its column.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

function renderBuilder() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BuilderScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Brings a step of the builder forward, as the owner does by its tab. */
const openStep = (name: RegExp) => fireEvent.click(screen.getByRole('tab', { name }));

/** The drawing inside one preview's shadow root: the wrapper the type's layout put around the box. */
function drawing(device: 'desktop' | 'mobile') {
  const host = document.querySelector(`[data-preview="${device}"]`);
  const wrap = host?.shadowRoot?.querySelector('.bk-dialog')?.parentElement;
  return { type: host?.getAttribute('data-type'), className: wrap?.className, data: { ...wrap?.dataset } };
}

describe('the builder preview', () => {
  it('draws a new pop-up as a lightbox over a backdrop in both previews', async () => {
    renderBuilder();
    await waitFor(() => expect(drawing('desktop').className).toBe('bk-overlay'));
    expect(drawing('mobile').className).toBe('bk-overlay');
  });

  it('redraws both previews as a top bar when the owner picks the bar type', async () => {
    renderBuilder();
    await waitFor(() => expect(drawing('desktop').className).toBe('bk-overlay'));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bar' } });
    await waitFor(() => expect(drawing('desktop')).toMatchObject({ type: 'bar', className: 'bk-bar' }));
    expect(drawing('desktop').data).toEqual({ edge: 'top' });
    expect(drawing('mobile').className).toBe('bk-bar');
    // The bar's own rules are in the preview's style sheet, not only the lightbox's.
    const css = document.querySelector('[data-preview="desktop"]')?.shadowRoot?.querySelector('style')?.textContent;
    expect(css).toContain('.bk-bar[data-edge=top]');
  });

  it('moves the bar to the bottom edge when the placement says bottom', async () => {
    renderBuilder();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bar' } });
    await waitFor(() => expect(drawing('desktop').className).toBe('bk-bar'));
    fireEvent.change(screen.getByLabelText('Placement'), { target: { value: 'center_bottom' } });
    await waitFor(() => expect(drawing('desktop').data).toEqual({ edge: 'bottom' }));
  });

  it('puts a slide-in at its place and centres the mobile type for formats 3 and 8 only', async () => {
    renderBuilder();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bside' } });
    fireEvent.change(screen.getByLabelText('Placement'), { target: { value: 'left_bottom' } });
    await waitFor(() =>
      expect(drawing('desktop')).toMatchObject({
        className: 'bk-slide',
        data: { h: 'left', v: 'bottom', flush: 'bottom' },
      }),
    );
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'sside' } });
    fireEvent.change(screen.getByLabelText('Placement'), { target: { value: 'left_midlle' } });
    await waitFor(() =>
      expect(drawing('desktop').data).toEqual({ type: 'sside', h: 'left', v: 'middle', flush: 'left' }),
    );
    // On a phone no box touches an edge.
    await waitFor(() => expect(drawing('mobile').data).toEqual({ type: 'sside', h: 'left', v: 'middle' }));

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'mobile' } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: '3' } });
    await waitFor(() => expect(drawing('mobile')).toMatchObject({ className: 'bk-mobile', data: { place: 'centre' } }));
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: '1' } });
    await waitFor(() => expect(drawing('mobile').data).toEqual({ place: 'bottom' }));
  });

  it('covers the whole frame for fullpage', async () => {
    renderBuilder();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'fullpage' } });
    await waitFor(() => expect(drawing('desktop').className).toBe('bk-full'));
  });

  it('draws a countdown block from the timer settings: its length, a fixed end and the clock style', async () => {
    renderBuilder();
    openStep(/^Content/);
    const [addTimer] = screen.getAllByRole('button', { name: 'Countdown timer' });
    if (!addTimer) throw new Error('no add button');
    fireEvent.click(addTimer);
    const timer = () => document.querySelector('[data-preview="desktop"]')?.shadowRoot?.querySelector('[role=timer]');
    const digits = () => [...(timer()?.querySelectorAll('.bk-tn') ?? [])].map((n) => n.textContent).join(':');
    await waitFor(() => expect(digits()).toBe('10:00'));
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Seconds'), { target: { value: '30' } });
    await waitFor(() => expect(digits()).toBe('02:30'));
    expect(timer()?.className).toBe('bk-timer');
    fireEvent.change(screen.getByLabelText('Clock style'), { target: { value: '2' } });
    await waitFor(() => expect(timer()?.className).toBe('bk-timer bk-flip'));
    // A fixed end already past: the preview counts nothing down.
    fireEvent.change(screen.getByLabelText('Count down'), { target: { value: 'timerDate' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('End time'), { target: { value: '10:00' } });
    await waitFor(() => expect(digits()).toBe('00:00'));
  }, 60_000);

  it('shows the coupon code with its copy button, and follows the code the owner types', async () => {
    renderBuilder();
    openStep(/^Content/);
    const [, addCoupon] = screen.getAllByRole('button', { name: 'Coupon' });
    if (!addCoupon) throw new Error('no add button');
    fireEvent.click(addCoupon); // on the thank-you screen
    fireEvent.click(screen.getByLabelText('Thank-you'));
    const code = () => document.querySelector('[data-preview="mobile"]')?.shadowRoot?.querySelector('.bk-code');
    await waitFor(() => expect(code()?.textContent).toBe('WELCOME10'));
    openStep(/^After submit/);
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'SPRING25' } });
    await waitFor(() => expect(code()?.textContent).toBe('SPRING25'));
  }, 60_000);
});
