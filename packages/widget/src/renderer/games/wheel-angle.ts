/**
 * The wheel's arithmetic (spec §4 Gamified, format_3), pure: twelve slices of
 * 30°, prizes repeated round the wheel, and a 7 s spin through a 24-step
 * offset plus the drawn slice's position, so it always turns two full turns
 * before stopping with that slice under the pointer at the top.
 */

const SLICES = 12;
export const STEP_DEG = 30;
const SPIN_STEPS = 24;
export const SPIN_MS = 7000;

/** The prize drawn on each slice: prizes repeat in order round the wheel. */
export function slicePrizes(prizeCount: number): number[] {
  return Array.from({ length: SLICES }, (_, slice) => slice % prizeCount);
}

/**
 * The slice to stop on: the drawn prize's first slice, or for a draw outside
 * every prize the first losing prize's slice; with no losing prize at all,
 * the line between the first two slices (position 0.5).
 */
export function stopPosition(prizeIndex: number | null, losing: readonly boolean[]): number {
  if (prizeIndex !== null) return prizeIndex;
  const firstLosing = losing.indexOf(true);
  return firstLosing >= 0 ? firstLosing : 0.5;
}

/**
 * Slice k is drawn centred k steps anticlockwise from the top, so turning the
 * wheel clockwise by (24 + k) steps brings it under the pointer.
 */
export function spinDegrees(position: number): number {
  return (SPIN_STEPS + position) * STEP_DEG;
}

/** Where slice k's centre sits on the unturned wheel, clockwise from the top. */
export function sliceAngle(slice: number): number {
  return (((-slice * STEP_DEG) % 360) + 360) % 360;
}

/** The slice under the pointer once the wheel has turned `degrees` clockwise. */
export function sliceAtPointer(degrees: number): number {
  const steps = Math.round(degrees / STEP_DEG);
  return ((steps % SLICES) + SLICES) % SLICES;
}
