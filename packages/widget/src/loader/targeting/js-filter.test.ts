import { describe, expect, it } from 'vitest';
import { jsFilterHolds, pageVariables } from './js-filter';

const rule = (name: string, value: string, show = 'show') => ({ name, value, show });
const filter = (...rules: ReturnType<typeof rule>[]) => ({
  display_if_specific_js_active: true,
  display_if_specific_js: rules,
});

describe('pageVariables', () => {
  it('reads dotted paths, arrays included', () => {
    const root = { shop: { customer: { tier: 'gold' } }, dataLayer: [{ plan: 'pro' }] };
    expect(pageVariables(rule('exact|:|shop.customer.tier', 'exists'), root)).toEqual({ 'shop.customer.tier': 'gold' });
    expect(pageVariables(rule('exact|:|dataLayer.0.plan', 'exists'), root)).toEqual({ 'dataLayer.0.plan': 'pro' });
  });

  it('turns non-strings into JSON text', () => {
    const root = { a: true, b: 3, c: { x: 1 }, d: null };
    const all = (n: string) => pageVariables(rule(`exact|:|${n}`, 'exists'), root)[n];
    expect([all('a'), all('b'), all('c'), all('d')]).toEqual(['true', '3', '{"x":1}', 'null']);
  });

  it('leaves out undefined variables and paths through missing objects', () => {
    expect(pageVariables(rule('exact|:|nope.deeper', 'exists'), {})).toEqual({});
    expect(pageVariables(rule('exact|:|a.b.c', 'exists'), { a: null })).toEqual({});
  });

  it('survives throwing getters and cyclic objects', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const root = {
      get boom(): string {
        throw new Error('denied');
      },
      cyclic,
    };
    expect(pageVariables(rule('exact|:|boom', 'exists'), root)).toEqual({});
    expect(pageVariables(rule('exact|:|cyclic', 'exists'), root)).toEqual({ cyclic: '[object Object]' });
  });

  it('finds top-level names containing a text with the contains role', () => {
    expect(pageVariables(rule('contains|:|Plan', 'exists'), { userPlan: 'a', other: 'b' })).toEqual({ userPlan: 'a' });
  });
});

describe('jsFilterHolds', () => {
  it('holds when the filter is off, whatever its rules', () => {
    expect(jsFilterHolds({ ...filter(rule('exact|:|x', 'exists')), display_if_specific_js_active: false }, {})).toBe(
      true,
    );
  });

  it('shows where the variable has the value and hides where it differs', () => {
    const f = filter(rule('exact|:|plan', 'equals|:|gold'));
    expect(jsFilterHolds(f, { plan: 'gold' })).toBe(true);
    expect(jsFilterHolds(f, { plan: 'free' })).toBe(false);
    expect(jsFilterHolds(f, {})).toBe(false);
  });

  it('hides where a hide rule matches', () => {
    const f = filter(rule('exact|:|loggedIn', 'equals|:|true', 'hide'));
    expect(jsFilterHolds(f, { loggedIn: true })).toBe(false);
    expect(jsFilterHolds(f, { loggedIn: false })).toBe(true);
  });

  it('needs every rule to hold', () => {
    const f = filter(rule('exact|:|a', 'exists'), rule('exact|:|b', 'not_exists'));
    expect(jsFilterHolds(f, { a: 1 })).toBe(true);
    expect(jsFilterHolds(f, { a: 1, b: 2 })).toBe(false);
  });

  it('holds with the filter on but no rules', () => {
    expect(jsFilterHolds(filter(), {})).toBe(true);
  });
});
