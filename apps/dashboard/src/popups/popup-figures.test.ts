import type { PopupSummary } from '@beckon/owner-api';
import { describe, expect, it } from 'vitest';
import { type Figures, sortedPopups } from './popup-figures.js';

function popup(poptin_id: string, name: string, ab_test_parent_id: string | null = null): PopupSummary {
  return {
    poptin_id,
    name,
    poptin_type: 'lightbox',
    poptin_format: 1,
    is_active: true,
    ab_test_parent_id,
    ab_weight: 50,
    version: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const figures = new Map<string, Figures>([
  ['a', { views: 100, conversions: 5, conversion_rate: 0.05 }],
  ['a2', { views: 300, conversions: 3, conversion_rate: 0.01 }],
  ['b', { views: 50, conversions: 10, conversion_rate: 0.2 }],
]);
const list = [popup('a', 'Autumn'), popup('b', 'berries'), popup('c', 'Cakes'), popup('a2', 'Autumn B', 'a')];
const ids = (sort: Parameters<typeof sortedPopups>[2]) => sortedPopups(list, figures, sort).map((p) => p.poptin_id);

describe('the pop-up list sorted by a figure', () => {
  it('sorts by name without regard to case, variants under their parent', () => {
    expect(ids({ key: 'name', descending: false })).toEqual(['a', 'a2', 'b', 'c']);
    expect(ids({ key: 'name', descending: true })).toEqual(['c', 'b', 'a', 'a2']);
  });

  it('sorts by views, conversions or rate, a pop-up without figures counting as 0', () => {
    expect(ids({ key: 'views', descending: true })).toEqual(['a', 'a2', 'b', 'c']);
    expect(ids({ key: 'conversions', descending: true })).toEqual(['b', 'a', 'a2', 'c']);
    expect(ids({ key: 'conversion_rate', descending: false })).toEqual(['c', 'a', 'a2', 'b']);
  });
});
