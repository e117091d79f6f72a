/**
 * A/B grouping (spec §1 "A/B test variants"), pure: what a display request
 * chooses from. Each active top-level pop-up is a group, in the rows' sort
 * order; its active variants join it as arms, and the viewer is shown one
 * member (ab-choice.ts). A variant is never shown on its own, nor when its
 * parent is switched off.
 */

/** The popups columns grouping reads. */
export interface GroupRow {
  poptin_id: string;
  is_active: boolean;
  ab_test_parent_id: string | null;
}

export interface Weighted {
  abWeight: number;
}

/** A top-level pop-up and its active A/B variants; one member is shown per viewer. */
export interface DisplayGroup<P extends Weighted> {
  parentId: string;
  members: P[];
  totalWeight: number;
}

/** Each parent's active variants, in row order. */
function activeVariants(rows: readonly GroupRow[]): Map<string, GroupRow[]> {
  const byParent = new Map<string, GroupRow[]>();
  for (const row of rows) {
    if (!row.is_active || row.ab_test_parent_id === null) continue;
    const list = byParent.get(row.ab_test_parent_id) ?? [];
    list.push(row);
    byParent.set(row.ab_test_parent_id, list);
  }
  return byParent;
}

/** The pop-ups with an active variant: each of them, and each of their variants, is an arm of an A/B test. */
export function abTestParents(rows: readonly GroupRow[]): Set<string> {
  return new Set(activeVariants(rows).keys());
}

/** True when the row's pop-up is an arm of an A/B test (its parent, or itself as parent, has an active variant). */
export function inAbTest(row: GroupRow, parents: ReadonlySet<string>): boolean {
  return parents.has(row.ab_test_parent_id ?? row.poptin_id);
}

/** The groups a display request chooses from; a pop-up missing from `popups` (it failed to load) is left out. */
export function displayGroups<P extends Weighted>(
  rows: readonly GroupRow[],
  popups: ReadonlyMap<string, P>,
): DisplayGroup<P>[] {
  const variants = activeVariants(rows);
  const groups: DisplayGroup<P>[] = [];
  for (const row of rows) {
    if (!row.is_active || row.ab_test_parent_id !== null) continue;
    const parent = popups.get(row.poptin_id);
    if (!parent) continue;
    const members = [parent];
    for (const v of variants.get(row.poptin_id) ?? []) {
      const variant = popups.get(v.poptin_id);
      if (variant) members.push(variant);
    }
    groups.push({ parentId: row.poptin_id, members, totalWeight: members.reduce((sum, m) => sum + m.abWeight, 0) });
  }
  return groups;
}
