import { describe, expect, it } from 'vitest';
import { abVerdict } from './ab-verdict.js';

describe('the A/B verdict', () => {
  it('names the arm that converts clearly better, with a probability of being best near 1', () => {
    const v = abVerdict([
      { id: 'a', views: 2000, conversions: 100 },
      { id: 'b', views: 2000, conversions: 160 },
    ]);
    expect(v.winner).toBe('b');
    expect(v.arms[1]?.pBest).toBeGreaterThan(0.99);
    expect(v.arms[0]?.pBest).toBeLessThan(0.01);
  });

  it('calls no winner between two arms that convert alike, each near even odds', () => {
    const v = abVerdict([
      { id: 'a', views: 1000, conversions: 50 },
      { id: 'b', views: 1000, conversions: 51 },
    ]);
    expect(v.winner).toBeNull();
    for (const arm of v.arms) expect(arm.pBest).toBeGreaterThan(0.3);
  });

  it('gives a 95 % interval around the observed rate that narrows with more views', () => {
    const small = abVerdict([{ id: 'a', views: 200, conversions: 20 }]).arms[0];
    const large = abVerdict([{ id: 'a', views: 20000, conversions: 2000 }]).arms[0];
    if (!small || !large) throw new Error('no arm');
    expect(small.rate).toBe(0.1);
    expect(small.low).toBeLessThan(0.1);
    expect(small.high).toBeGreaterThan(0.1);
    // Beta(21, 181): about 0.064 to 0.148.
    expect(small.low).toBeCloseTo(0.064, 1);
    expect(small.high).toBeCloseTo(0.148, 1);
    expect(large.high - large.low).toBeLessThan((small.high - small.low) / 5);
  });

  it('says it is too early while an arm has fewer than 100 views, however lopsided', () => {
    const v = abVerdict([
      { id: 'a', views: 50, conversions: 0 },
      { id: 'b', views: 50, conversions: 25 },
    ]);
    expect(v.tooEarly).toBe(true);
    expect(v.winner).toBeNull();
  });

  it('gives the same figures on every call and probabilities that sum to 1', () => {
    const arms = [
      { id: 'a', views: 500, conversions: 30 },
      { id: 'b', views: 480, conversions: 35 },
      { id: 'c', views: 510, conversions: 28 },
    ];
    const first = abVerdict(arms);
    expect(abVerdict(arms)).toEqual(first);
    expect(first.arms.reduce((s, a) => s + a.pBest, 0)).toBeCloseTo(1, 10);
  });

  it('treats more conversions than views as every view converting, not as an error', () => {
    const v = abVerdict([{ id: 'a', views: 10, conversions: 12 }]);
    expect(v.arms[0]?.rate).toBe(1);
  });
});
