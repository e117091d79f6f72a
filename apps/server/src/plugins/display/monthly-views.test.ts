import type { Queryable } from '@beckon/db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countedViews, createMonthlyViews } from './monthly-views.js';

/** A database whose quota COUNT answers `stored` and records the month it was asked for. */
function quotaRows(stored: number) {
  const asked: unknown[][] = [];
  const db = {
    query: async (_sql: string, params?: readonly unknown[]) => {
      asked.push([...(params ?? [])]);
      return { rows: [{ n: stored }] };
    },
  } as Pick<Queryable, 'query'> as Queryable;
  return { db, asked };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('which views of a batch counted', () => {
  it('counts the views the quota rule answered, and a viewer twice in one batch only the first time', () => {
    const view = (viewer_id: string, poptin_id = 'p') => ({ account_id: 'a', poptin_id, viewer_id });
    const batch = [view('v1'), view('v2'), view('v1'), view('v1', 'q'), view('v3')];
    const answered = [view('v1'), view('v1', 'q'), view('v3')];
    expect(countedViews(batch, answered)).toEqual([true, false, false, true, true]);
  });
});

describe('the monthly view count', () => {
  it('is seeded from the quota rows of this month, once', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 29, 12) });
    const { db, asked } = quotaRows(4);
    const views = createMonthlyViews(db);
    await views.seed('a');
    expect(asked).toEqual([['a', '2026-11-01']]);
    expect(views.current('a')).toBe(4);
    await views.seed('a');
    expect(asked).toHaveLength(1);
    views.count('a');
    expect(views.current('a')).toBe(5);
  });

  it('keeps a view counted while the seed was being read', async () => {
    const views = createMonthlyViews(quotaRows(0).db);
    const seeding = views.seed('a');
    views.count('a');
    await seeding;
    expect(views.current('a')).toBe(1);
  });

  it('is reached at the plan maximum, not before', async () => {
    const views = createMonthlyViews(quotaRows(2).db);
    await views.seed('a');
    expect(views.reached('a', 3)).toBe(false);
    views.count('a');
    expect(views.reached('a', 3)).toBe(true);
  });

  it('starts again from zero when a new UTC month begins', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 30, 23, 59) });
    const views = createMonthlyViews(quotaRows(7).db);
    await views.seed('a');
    expect(views.current('a')).toBe(7);
    vi.setSystemTime(Date.UTC(2026, 11, 1, 0, 1));
    expect(views.current('a')).toBe(0);
    views.count('a');
    expect(views.reached('a', 1)).toBe(true);
  });
});
