import { EFFECTS } from '@beckon/popup-schema';
import { describe, expect, it } from 'vitest';
import { effectAnimation, effectKeyframes } from './effects.js';

describe('effects', () => {
  it('defines keyframes for every named effect except none', () => {
    const css = effectKeyframes();
    for (const effect of EFFECTS.filter((e) => e !== 'none')) expect(css).toContain(`@keyframes bk-${effect}{`);
    expect(css).not.toContain('bk-none');
  });

  it('ends every entry on the box’s own look, so a finished entry leaves nothing to clean up', () => {
    // The box sets none of these itself: a held last frame (fill `both`) draws it as it is without the animation.
    const identity = new Set(['opacity:1', 'transform:none', 'clip-path:inset(0)', 'filter:none']);
    const css = effectKeyframes();
    for (const effect of EFFECTS.filter((e) => e !== 'none')) {
      const body = css.slice(css.indexOf(`@keyframes bk-${effect}{`));
      const last = /[{}][\d%,]*\bto\{([^}]*)\}/.exec(body)?.[1];
      expect(last, effect).toBeDefined();
      for (const declaration of last?.split(';') ?? [])
        expect(identity, `${effect}: ${declaration}`).toContain(declaration);
    }
  });

  it('plays every exit from keyframes its entry does not use, so the exit starts afresh however long ago the entry ended', () => {
    const css = effectKeyframes();
    const names = (animation: string) => animation.split(',').map((a) => a.split(' ')[0] ?? '');
    for (const effect of EFFECTS.filter((e) => e !== 'none'))
      for (const reduced of [false, true]) {
        const entry = names(effectAnimation(effect, 'in', reduced));
        const exit = names(effectAnimation(effect, 'out', reduced));
        for (const name of exit) {
          expect(entry, `${effect}${reduced ? ' reduced' : ''}`).not.toContain(name);
          expect(css).toContain(`@keyframes ${name}{`);
        }
      }
  });

  it('plays the entry forwards for 600 ms and the exit in reverse for 800 ms', () => {
    expect(effectAnimation('up', 'in', false)).toBe('bk-up 600ms ease normal both');
    expect(effectAnimation('up', 'out', false)).toBe('bk-up-out 800ms ease reverse both');
  });

  it('fades attention effects in and out alongside their movement', () => {
    expect(effectAnimation('shake', 'out', false)).toBe(
      'bk-shake-out 800ms ease reverse both,bk-fade-out 800ms ease reverse both',
    );
  });

  it('plays only a short fade when the visitor prefers reduced motion', () => {
    expect(effectAnimation('bounce', 'in', true)).toBe('bk-fade 200ms ease normal both');
  });

  it('plays nothing for none', () => {
    expect(effectAnimation('none', 'in', false)).toBe('none');
  });
});
