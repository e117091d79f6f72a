import '../test-dom.js';
import { BACKGROUND_EFFECTS } from '@beckon/popup-schema';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popup } from '../popup.js';
import { makeDesign } from '../test-fixtures.js';
import { BackgroundEffectLayer, effectToRun } from './background-effect.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const colors = { fg: '#1f2328', accent: '#0b5fff' };

describe('the background effect chooser', () => {
  it('runs each of the six effects by name, and nothing for none', () => {
    expect(BACKGROUND_EFFECTS.map((e) => effectToRun(e, false))).toEqual([
      null,
      'wheel',
      'starry-sky',
      'ball',
      'snow',
      'rain',
      'confetti',
    ]);
  });

  it('runs no effect at all when the visitor prefers reduced motion', () => {
    for (const effect of BACKGROUND_EFFECTS) expect(effectToRun(effect, true)).toBeNull();
  });
});

describe('the background effect layer', () => {
  it('puts a canvas named after the effect behind the content, hidden from assistive technology', () => {
    const { container } = render(<BackgroundEffectLayer effect="snow" reducedMotion={false} {...colors} />);
    const canvas = container.querySelector('.bk-fx > canvas');
    expect(canvas?.getAttribute('data-effect')).toBe('snow');
    expect(canvas?.parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws no canvas under reduced motion', () => {
    const { container } = render(<BackgroundEffectLayer effect="confetti" reducedMotion {...colors} />);
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('follows the system setting in a pop-up: a canvas normally, none with prefers-reduced-motion', () => {
    const design = makeDesign({ design_properties: { background_effect: 'rain' } });
    const first = render(<Popup design={design} lang="en" isMobile={false} preview />);
    expect(first.container.querySelector('.bk-fx canvas')).not.toBeNull();
    first.unmount();
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('prefers-reduced-motion'), media: q }));
    const second = render(<Popup design={design} lang="en" isMobile={false} preview />);
    expect(second.container.querySelector('canvas')).toBeNull();
  });
});
