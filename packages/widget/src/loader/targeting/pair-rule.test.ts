import { describe, expect, it } from 'vitest';
import { pairRuleHolds, splitPair } from './pair-rule';

describe('pairRuleHolds (cookie filters)', () => {
  const holds = (name: string, value: string, show: string, cookies: Record<string, string>) =>
    pairRuleHolds({ name, value, show }, cookies);

  it('matches a value containing a substring', () => {
    expect(holds('exact|:|plan', 'contains|:|old', 'show', { plan: 'gold' })).toBe(true);
    expect(holds('exact|:|plan', 'contains|:|zzz', 'show', { plan: 'gold' })).toBe(false);
  });

  it('negates with not_ roles, a missing cookie satisfying them', () => {
    expect(holds('exact|:|plan', 'not_equals|:|gold', 'show', { plan: 'free' })).toBe(true);
    expect(holds('exact|:|plan', 'not_contains|:|gold', 'show', {})).toBe(true);
    expect(holds('exact|:|plan', 'not_equals|:|gold', 'show', { plan: 'gold' })).toBe(false);
  });

  it('checks presence with exists and not_exists', () => {
    expect(holds('exact|:|seen', 'exists', 'show', { seen: '' })).toBe(true);
    expect(holds('exact|:|seen', 'exists', 'show', {})).toBe(false);
    expect(holds('exact|:|seen', 'not_exists', 'show', {})).toBe(true);
  });

  it('matches cookie names by substring with the contains name role', () => {
    expect(holds('contains|:|_ga', 'exists', 'show', { _ga_XYZ: '1' })).toBe(true);
  });

  it('inverts the outcome for hide rules', () => {
    expect(holds('exact|:|plan', 'equals|:|gold', 'hide', { plan: 'gold' })).toBe(false);
    expect(holds('exact|:|plan', 'equals|:|gold', 'hide', { plan: 'free' })).toBe(true);
  });
});

describe('splitPair', () => {
  it('splits at the first separator only, keeping separators in the value', () => {
    expect(splitPair('equals|:|a|:|b')).toEqual(['equals', 'a|:|b']);
  });

  it('treats a pair without a separator as a bare role', () => {
    expect(splitPair('exists')).toEqual(['exists', '']);
  });
});

describe('pairRuleHolds edge cases', () => {
  it('compares empty values exactly', () => {
    expect(pairRuleHolds({ name: 'exact|:|a', value: 'equals|:|', show: 'show' }, { a: '' })).toBe(true);
    expect(pairRuleHolds({ name: 'exact|:|a', value: 'equals|:|', show: 'show' }, { a: 'x' })).toBe(false);
  });

  it('holds when any of several matching names satisfies the value', () => {
    const rule = { name: 'contains|:|utm', value: 'equals|:|mail', show: 'show' };
    expect(pairRuleHolds(rule, { utm_source: 'ads', utm_medium: 'mail' })).toBe(true);
  });

  it('is case-sensitive in names and values', () => {
    expect(pairRuleHolds({ name: 'exact|:|Plan', value: 'exists', show: 'show' }, { plan: '1' })).toBe(false);
    expect(pairRuleHolds({ name: 'exact|:|plan', value: 'equals|:|Gold', show: 'show' }, { plan: 'gold' })).toBe(false);
  });
});
