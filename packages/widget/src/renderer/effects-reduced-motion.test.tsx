import './test-dom.js';
import { EFFECTS } from '@beckon/popup-schema';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitDelayMs, REDUCED_MOTION_MS } from './closing.js';
import { effectAnimation } from './effects.js';
import { Popup } from './popup.js';
import { makeDesign } from './test-fixtures.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FADE = (dir: string) =>
  `${dir === 'reverse' ? 'bk-fade-out' : 'bk-fade'} ${REDUCED_MOTION_MS}ms ease ${dir} both`;

describe('the 18 entry and exit effects under prefers-reduced-motion', () => {
  it('are all 18 of the spec', () => {
    expect(EFFECTS).toHaveLength(18);
  });

  it.each(EFFECTS.filter((e) => e !== 'none'))('%s plays only a 200 ms fade in and out, with no movement', (effect) => {
    expect(effectAnimation(effect, 'in', true)).toBe(FADE('normal'));
    expect(effectAnimation(effect, 'out', true)).toBe(FADE('reverse'));
    expect(exitDelayMs('x_click', effect, true)).toBe(REDUCED_MOTION_MS);
  });

  it('none stays without animation', () => {
    expect(effectAnimation('none', 'in', true)).toBe('none');
    expect(exitDelayMs('x_click', 'none', true)).toBe(0);
  });

  it('reach the pop-up box from the system setting', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('prefers-reduced-motion'), media: q }));
    render(
      <Popup
        design={makeDesign({ design_properties: { poptin_design_entry_effect: 'explode' } })}
        lang="en"
        isMobile={false}
      />,
    );
    expect(screen.getByRole('dialog').style.animation).toBe(FADE('normal'));
  });
});
