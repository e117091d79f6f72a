import '../test-dom.js';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Popup } from '../popup.js';
import { makeDesign } from '../test-fixtures.js';
import { Ticker, tickerSeconds } from './ticker.js';

afterEach(cleanup);

describe('the news ticker block', () => {
  it('takes speed / 400 seconds per loop, 17.5 s at the default 7000', () => {
    expect(tickerSeconds(7000)).toBe(17.5);
    expect(tickerSeconds(4000)).toBe(10);
  });

  it('defaults its speed to 7000 in the design document', () => {
    const design = makeDesign({ screens: { main: [{ kind: 'ticker', text: 'News' }] } });
    expect(design.screens.main[0]).toEqual({ kind: 'ticker', text: 'News', speed: 7000 });
  });

  it('scrolls the text with the duration its speed gives, reading it once', () => {
    const { container } = render(<Ticker text="Free shipping" speed={8000} lang="en" reducedMotion={false} />);
    const run = container.querySelector<HTMLElement>('.bk-tk-run');
    expect(run?.style.animationDuration).toBe('20s');
    expect(screen.getAllByText('Free shipping')).toHaveLength(2);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it('lets the visitor pause and resume it with a named button', () => {
    const { container } = render(<Ticker text="Free shipping" speed={7000} lang="en" reducedMotion={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the ticker' }));
    expect(container.querySelector('.bk-ticker')?.hasAttribute('data-paused')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Play the ticker' }));
    expect(container.querySelector('.bk-ticker')?.hasAttribute('data-paused')).toBe(false);
  });

  it('stands still as plain text when the visitor prefers reduced motion', () => {
    const { container } = render(<Ticker text="Free shipping" speed={7000} lang="en" reducedMotion />);
    expect(container.querySelector('.bk-tk-run')).toBeNull();
    expect(screen.getAllByText('Free shipping')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is drawn by the pop-up once its chunk has loaded, with dynamic text tags replaced', async () => {
    render(
      <Popup
        design={makeDesign({ screens: { main: [{ kind: 'ticker', text: 'Sale {curr_year}', speed: 7000 }] } })}
        lang="en"
        isMobile={false}
        preview
      />,
    );
    const texts = await screen.findAllByText(`Sale ${new Date().getFullYear()}`);
    expect(texts).toHaveLength(2);
  });
});
