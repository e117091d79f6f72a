/** The product images list's moves: one image a place up or down, the rest in their order. */

/** `list` with the item at `index` swapped with its neighbour `by` (−1 up, +1 down); unchanged past either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const out = [...list];
  const a = out[index];
  const b = out[to];
  if (a === undefined || b === undefined) return out;
  out[index] = b;
  out[to] = a;
  return out;
}
