import '../test-dom.js';
import type { GameDrawResponse } from '@beckon/popup-schema';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popup } from '../popup.js';
import { makeDesign } from '../test-fixtures.js';
import { BASE_CLOSE_MS } from './game-flow.js';
import { SPIN_MS } from './wheel-angle.js';
import { WheelGame } from './wheel-game.js';

const game = {
  prizes: [
    { prize_id: 'ten', label: '10% off', chances: 50 },
    { prize_id: 'none', label: 'No luck', chances: 50, loosing_option: 1 },
  ],
};

function setup(
  draw: () => Promise<GameDrawResponse>,
  gameOverrides: Record<string, unknown> = {},
  wheelHasCoupon = false,
) {
  const onSubmit = vi.fn(async () => ({ ok: true, conversionId: 'c1' }));
  const onExited = vi.fn();
  const navigate = vi.fn();
  render(
    <Popup
      design={makeDesign({
        screens: { main: [{ kind: 'heading', text: 'Spin to win' }] },
        fields: [],
        game: { ...game, ...gameOverrides },
      })}
      lang="en"
      isMobile={false}
      game={WheelGame}
      wheelHasCoupon={wheelHasCoupon}
      onDraw={draw}
      onSubmit={onSubmit}
      onExited={onExited}
      navigate={navigate}
    />,
  );
  return { onSubmit, onExited, navigate };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const flush = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the wheel game', () => {
  it('spins with a plain button when the pop-up has no fields, and sends the lead with the signed result', async () => {
    const win = { prize_index: 0, is_winner: true, coupon: 'SPRING10', result: 'signed' };
    const { onSubmit } = setup(async () => win);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await flush();
    expect(onSubmit).toHaveBeenCalledWith({
      standard: {},
      extra: [],
      checkboxChecked: false,
      game: { result: 'signed', coupon: 'SPRING10' },
    });
    expect(document.querySelector('.bk-wheel-turn')?.getAttribute('data-degrees')).toBe('720');
    expect(screen.queryByText('You won 10% off!')).toBeNull();
    advance(SPIN_MS);
    expect(screen.getByRole('heading', { name: 'You won 10% off!' })).toBeTruthy();
    expect(document.querySelector('.bk-code')?.textContent).toBe('SPRING10');
  });

  it('closes after three times the base delay when the record says the wheel has a coupon, even after a loss', async () => {
    const { onExited } = setup(
      async () => ({ prize_index: 1, is_winner: false, coupon: '', result: 's' }),
      { disable_post_play_screen: true },
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await flush();
    advance(SPIN_MS);
    advance(BASE_CLOSE_MS * 3 - 100);
    await flush();
    expect(onExited).not.toHaveBeenCalled();
    advance(5000);
    expect(onExited).toHaveBeenCalled();
  });

  it('closes after the base delay when the record says the wheel has no coupon', async () => {
    const { onExited } = setup(async () => ({ prize_index: 0, is_winner: true, coupon: 'SPRING10', result: 's' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await flush();
    advance(SPIN_MS);
    advance(BASE_CLOSE_MS + 1000);
    await flush();
    advance(1000);
    expect(onExited).toHaveBeenCalled();
  });

  it('keeps the result under the wheel when the post-play screen is switched off', async () => {
    setup(async () => ({ prize_index: 1, is_winner: false, coupon: '', result: 's' }), {
      disable_post_play_screen: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await flush();
    advance(SPIN_MS);
    expect(document.querySelector('.bk-result')?.textContent).toBe('No luck this time');
    expect(document.querySelector('.bk-wheel')).not.toBeNull();
    // Slice 1 is 25 steps: 750°.
    expect(document.querySelector('.bk-wheel-turn')?.getAttribute('data-degrees')).toBe('750');
  });

  it('says the game could not start and lets the visitor try again when the draw fails', async () => {
    const draw = vi.fn(async (): Promise<GameDrawResponse> => {
      throw new Error('offline');
    });
    const { onSubmit } = setup(draw);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('The game could not start. Please try again.');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await flush();
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
