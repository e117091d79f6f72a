/**
 * The pop-up list's figures and order: each pop-up's views, conversions and conversion rate for the chosen
 * period (from the results route), and the list sorted by one of them. A/B variants stay under their
 * parent, sorted among themselves, so a test's versions are read together.
 */
import type { PopupSummary, ResultRow } from '@beckon/owner-api';
import { grouped } from './popups-grouped.js';

export type SortKey = 'name' | 'views' | 'conversions' | 'conversion_rate';
export interface Sort {
  key: SortKey;
  descending: boolean;
}

export interface Figures {
  views: number;
  conversions: number;
  conversion_rate: number;
}

const NONE: Figures = { views: 0, conversions: 0, conversion_rate: 0 };

export function figuresById(rows: readonly ResultRow[] | undefined): Map<string, Figures> {
  return new Map((rows ?? []).map((r) => [r.poptin_id, r]));
}

export function sortedPopups(
  popups: readonly PopupSummary[],
  figures: ReadonlyMap<string, Figures>,
  sort: Sort,
): PopupSummary[] {
  const value = (p: PopupSummary) => (sort.key === 'name' ? 0 : (figures.get(p.poptin_id) ?? NONE)[sort.key]);
  const compare = (a: PopupSummary, b: PopupSummary) => {
    const order =
      sort.key === 'name' ? a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) : value(a) - value(b);
    return (sort.descending ? -order : order) || a.poptin_id.localeCompare(b.poptin_id);
  };
  return grouped([...popups].sort(compare));
}
