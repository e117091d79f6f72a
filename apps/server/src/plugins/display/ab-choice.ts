/**
 * A/B arm choice (spec §1 "A/B test variants"): one member of a test group per
 * viewer, weighted by ab_weight, chosen from a hash of (viewer id, parent id).
 * The same viewer always gets the same arm on every instance, without reading
 * a stored assignment first.
 */
import type { DisplayGroup, Weighted } from './display-groups.js';

/** FNV-1a, 32 bits: fast, stable across processes and versions. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Picks the group's member for this viewer. Without a viewer id (first visit
 * before the loader has one) the pick is random: nothing could keep it stable.
 */
export function chooseMember<P extends Weighted>(group: DisplayGroup<P>, viewerId: string | null): P {
  const [first] = group.members;
  if (group.members.length === 1 || group.totalWeight <= 0 || !first) return first as P;
  const point =
    viewerId === null
      ? Math.floor(Math.random() * group.totalWeight)
      : fnv1a(`${viewerId}:${group.parentId}`) % group.totalWeight;
  let cumulative = 0;
  for (const member of group.members) {
    cumulative += member.abWeight;
    if (point < cumulative) return member;
  }
  return first;
}
