import { describe, expect, it } from 'vitest';
import { abTestParents, displayGroups, type GroupRow, inAbTest } from './display-groups.js';

const row = (poptin_id: string, parent: string | null = null, is_active = true): GroupRow => ({
  poptin_id,
  ab_test_parent_id: parent,
  is_active,
});
const loaded = (rows: GroupRow[], weights: Record<string, number> = {}) =>
  new Map(rows.map((r) => [r.poptin_id, { id: r.poptin_id, abWeight: weights[r.poptin_id] ?? 50 }]));
const ids = (groups: ReturnType<typeof displayGroups<{ id: string; abWeight: number }>>) =>
  groups.map((g) => [g.parentId, g.members.map((m) => m.id)]);

describe('display groups', () => {
  it('makes each active top-level pop-up a group of one, in row order', () => {
    const rows = [row('b'), row('a'), row('off', null, false)];
    expect(ids(displayGroups(rows, loaded(rows)))).toEqual([
      ['b', ['b']],
      ['a', ['a']],
    ]);
  });

  it('adds the active variants to their parent as arms, in row order, and sums their weights', () => {
    const rows = [row('v2', 'p'), row('p'), row('v1', 'p'), row('v3', 'p', false)];
    const groups = displayGroups(rows, loaded(rows, { p: 60, v1: 30, v2: 10 }));
    expect(ids(groups)).toEqual([['p', ['p', 'v2', 'v1']]]);
    expect(groups[0]?.totalWeight).toBe(100);
  });

  it('never shows a variant alone, nor the variants of a parent that is switched off', () => {
    const rows = [row('p', null, false), row('v', 'p'), row('orphan', 'gone')];
    expect(displayGroups(rows, loaded(rows))).toEqual([]);
  });

  it('leaves out a pop-up that failed to load: the whole group for a parent, the arm for a variant', () => {
    const rows = [row('p'), row('v1', 'p'), row('v2', 'p'), row('q'), row('w', 'q')];
    const popups = loaded(rows);
    popups.delete('v1');
    popups.delete('q');
    expect(ids(displayGroups(rows, popups))).toEqual([['p', ['p', 'v2']]]);
  });

  it('puts a parent and its variants in an A/B test only while a variant is active', () => {
    const rows = [row('p'), row('v', 'p'), row('solo'), row('q'), row('w', 'q', false)];
    const parents = abTestParents(rows);
    expect(parents).toEqual(new Set(['p']));
    expect(rows.map((r) => [r.poptin_id, inAbTest(r, parents)])).toEqual([
      ['p', true],
      ['v', true],
      ['solo', false],
      ['q', false],
      ['w', false],
    ]);
  });
});
