import type { Prize } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { afterResult, BASE_CLOSE_MS, prizeRedirect, winHeading } from './game-flow.js';

const prize = (over: Partial<Prize> = {}): Prize => ({
  prize_id: 'ten',
  label: '10% off',
  code: 'SPRING10',
  use_code_pool: false,
  chances: 50,
  loosing_option: 0,
  redirect_to: false,
  redirect_to_options: { redirect_to_url: '', redirect_close: true, redirect_close_delay: 1 },
  ...over,
});

describe('what follows a game result', () => {
  it('closes after the base delay, tripled when the record says the wheel has a coupon, whatever this draw gave', () => {
    expect(afterResult({ prize: prize(), isWinner: false, coupon: '' }, false)).toEqual({
      kind: 'close',
      afterMs: BASE_CLOSE_MS,
    });
    expect(afterResult({ prize: prize(), isWinner: true, coupon: 'SPRING10' }, true).afterMs).toBe(BASE_CLOSE_MS * 3);
    // The record's wheel_has_coupon decides, not the drawn coupon: a losing spin on a coupon wheel waits as long.
    expect(afterResult({ prize: prize(), isWinner: false, coupon: '' }, true).afterMs).toBe(BASE_CLOSE_MS * 3);
    expect(afterResult({ prize: prize(), isWinner: true, coupon: 'SPRING10' }, false).afterMs).toBe(BASE_CLOSE_MS);
  });

  it('redirects a winning redirect prize after its redirect_close_delay, 1 s by default', () => {
    const redirecting = prize({
      redirect_to: true,
      redirect_to_options: {
        redirect_to_url: 'https://clinic.example/gift',
        redirect_close: true,
        redirect_close_delay: 1,
      },
    });
    expect(afterResult({ prize: redirecting, isWinner: true, coupon: '' }, true)).toEqual({
      kind: 'redirect',
      href: 'https://clinic.example/gift',
      afterMs: 1000,
      close: true,
    });
  });

  it('never redirects a losing draw or to a javascript: URL', () => {
    const options = { redirect_to_url: 'javascript:alert(1)', redirect_close: true, redirect_close_delay: 1 };
    expect(prizeRedirect(prize({ redirect_to: true, redirect_to_options: options }), true)).toBe('');
    const fine = { ...options, redirect_to_url: '/gift' };
    expect(prizeRedirect(prize({ redirect_to: true, redirect_to_options: fine }), false)).toBe('');
    expect(prizeRedirect(prize({ redirect_to: true, redirect_to_options: fine }), true)).toBe('/gift');
  });

  it('puts the prize label into the win heading', () => {
    expect(winHeading('You won {prize}!', '10% off')).toBe('You won 10% off!');
  });
});
