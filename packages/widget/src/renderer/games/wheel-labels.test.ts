import { describe, expect, it } from 'vitest';
import { fitScale, layoutLabels, wrapWords } from './wheel-labels.js';

describe('wheel label layout', () => {
  it('breaks a label at spaces into at most the lines asked for, as even as the words allow', () => {
    expect(wrapWords('Free consult', 1)).toEqual(['Free consult']);
    expect(wrapWords('Free consult', 2)).toEqual(['Free', 'consult']);
    expect(wrapWords('Better luck next time', 2)).toEqual(['Better luck', 'next time']);
    expect(wrapWords('Unbreakable', 3)).toEqual(['Unbreakable']);
  });

  it('gives every label one shared size and puts a long label on more lines rather than shrinking it alone', () => {
    const laid = layoutLabels(['10% off', 'Better luck next time']);
    expect(laid[0]?.fontSize).toBe(laid[1]?.fontSize);
    expect(laid[0]?.lines).toEqual(['10% off']);
    expect(laid[1]?.lines).toEqual(['Better luck', 'next time']);
    expect(laid[1]?.fontSize).toBeGreaterThan(8);
  });

  it('keeps short labels at the largest size and never cuts a label', () => {
    expect(layoutLabels(['Yes', 'No'])[0]?.fontSize).toBe(12);
    const long = 'A very long prize label that the owner typed in full';
    expect(layoutLabels([long])[0]?.lines.join(' ')).toBe(long);
  });

  it('scales a measured block down only when it overruns its slice', () => {
    expect(fitScale(30, 10)).toBe(1);
    expect(fitScale(120, 10)).toBeLessThan(1);
    expect(fitScale(50, 60)).toBeLessThan(1);
  });
});
