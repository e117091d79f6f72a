import type { PopupSummary } from '@beckon/owner-api';
import { describe, expect, it } from 'vitest';
import { grouped } from './popups-grouped.js';

function popup(poptin_id: string, ab_test_parent_id: string | null = null): PopupSummary {
  return {
    poptin_id,
    name: poptin_id,
    poptin_type: 'lightbox',
    poptin_format: 1,
    is_active: true,
    ab_test_parent_id,
    ab_weight: 50,
    version: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const ids = (list: PopupSummary[]) => list.map((p) => p.poptin_id);

describe('grouped (the pop-ups list order)', () => {
  it('puts each A/B variant right under its parent, parents in list order', () => {
    const list = [popup('b-var', 'b'), popup('a'), popup('b'), popup('a-var1', 'a'), popup('c'), popup('a-var2', 'a')];
    expect(ids(grouped(list))).toEqual(['a', 'a-var1', 'a-var2', 'b', 'b-var', 'c']);
  });

  it('keeps a variant whose parent is not in the list as a top-level row', () => {
    expect(ids(grouped([popup('x'), popup('orphan', 'gone')]))).toEqual(['x', 'orphan']);
  });

  it('is empty for no pop-ups', () => {
    expect(grouped([])).toEqual([]);
  });
});
