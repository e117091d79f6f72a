/** The pop-up list's order: parents in list order, each followed by its A/B variants. */
import type { PopupSummary } from '@beckon/owner-api';

/** Parents in list order, each followed by its variants. */
export function grouped(popups: readonly PopupSummary[]): PopupSummary[] {
  const variants = new Map<string, PopupSummary[]>();
  for (const p of popups) {
    if (p.ab_test_parent_id) variants.set(p.ab_test_parent_id, [...(variants.get(p.ab_test_parent_id) ?? []), p]);
  }
  const ids = new Set(popups.map((p) => p.poptin_id));
  return popups
    .filter((p) => !p.ab_test_parent_id || !ids.has(p.ab_test_parent_id))
    .flatMap((p) => [p, ...(variants.get(p.poptin_id) ?? [])]);
}
