import { describe, expect, it } from 'vitest';
import {
  autoCloseMs,
  ESCAPE_CLOSE_MS,
  EXIT_MS,
  exitDelayMs,
  FOCUS_FIRST_FIELD_MS,
  OUTSIDE_CLICK_GUARD_MS,
  REDIRECT_HANDOFF_MS,
  REDUCED_MOTION_MS,
  SENT_CLOSE_MS,
  SHAKE_MS,
  SKIP_STEP_MS,
  thankYouCloseMs,
} from './closing.js';

describe('closing timings', () => {
  it('match the spec §9 timing list', () => {
    expect({
      ESCAPE_CLOSE_MS,
      EXIT_MS,
      OUTSIDE_CLICK_GUARD_MS,
      FOCUS_FIRST_FIELD_MS,
      SKIP_STEP_MS,
      SHAKE_MS,
      REDIRECT_HANDOFF_MS,
      SENT_CLOSE_MS,
    }).toEqual({
      ESCAPE_CLOSE_MS: 800,
      EXIT_MS: 800,
      OUTSIDE_CLICK_GUARD_MS: 1000,
      FOCUS_FIRST_FIELD_MS: 2000,
      SKIP_STEP_MS: 1000,
      SHAKE_MS: 1000,
      REDIRECT_HANDOFF_MS: 1500,
      SENT_CLOSE_MS: 2000,
    });
  });

  it('removes the pop-up after the 800 ms exit, at once when the exit effect is none', () => {
    expect(exitDelayMs('x_click', 'fade', false)).toBe(800);
    expect(exitDelayMs('x_click', 'none', false)).toBe(0);
  });

  it('always keeps Escape at 800 ms, even with no exit effect or reduced motion', () => {
    expect(exitDelayMs('escape', 'none', false)).toBe(800);
    expect(exitDelayMs('escape', 'puff', true)).toBe(800);
  });

  it('shortens the exit for visitors who prefer reduced motion', () => {
    expect(exitDelayMs('bg_click', 'explode', true)).toBe(REDUCED_MOTION_MS);
  });

  it('auto-closes the main screen only when the owner turned it on', () => {
    expect(autoCloseMs({ poptin_design_auto_close: true, poptin_design_auto_close_sec: 7 })).toBe(7000);
    expect(autoCloseMs({ poptin_design_auto_close: false, poptin_design_auto_close_sec: 7 })).toBeNull();
  });

  it('closes the thank-you screen after its seconds, 5 by default and 60 when its auto-close is off', () => {
    expect(thankYouCloseMs({ thank_screen_auto_close: true, auto_close_sec: 3 })).toBe(3000);
    expect(thankYouCloseMs({ thank_screen_auto_close: true, auto_close_sec: 0 })).toBe(5000);
    expect(thankYouCloseMs({ thank_screen_auto_close: false, auto_close_sec: 3 })).toBe(60_000);
  });
});
