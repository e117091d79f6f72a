import { EFFECTS } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { effectAnimation, effectKeyframes } from './effects.js';

describe('effects', () => {
  it('defines keyframes for every named effect except none', () => {
    const css = effectKeyframes();
    for (const effect of EFFECTS.filter((e) => e !== 'none')) expect(css).toContain(`@keyframes bk-${effect}{`);
    expect(css).not.toContain('bk-none');
  });

  it('plays the entry forwards for 600 ms and the exit in reverse for 800 ms', () => {
    expect(effectAnimation('up', 'in', false)).toBe('bk-up 600ms ease normal both');
    expect(effectAnimation('up', 'out', false)).toBe('bk-up 800ms ease reverse both');
  });

  it('fades attention effects in and out alongside their movement', () => {
    expect(effectAnimation('shake', 'out', false)).toBe(
      'bk-shake 800ms ease reverse both,bk-fade 800ms ease reverse both',
    );
  });

  it('plays only a short fade when the visitor prefers reduced motion', () => {
    expect(effectAnimation('bounce', 'in', true)).toBe('bk-fade 200ms ease normal both');
  });

  it('plays nothing for none', () => {
    expect(effectAnimation('none', 'in', false)).toBe('none');
  });
});
