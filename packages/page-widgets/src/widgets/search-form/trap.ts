/**
 * Keeping Tab inside the full-screen search (a modal dialog makes the page
 * inert, but Tab past the last control would still leave for the browser's
 * own toolbar): where focus goes instead, as a pure rule.
 */

/**
 * The index of the control to focus when Tab (or Shift+Tab when `backwards`) is pressed on control `index`
 * of `count` (-1: the dialog itself has focus), or null when the browser's own move stays inside.
 */
export function wrapTarget(count: number, index: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards) return index === 0 ? count - 1 : null;
  return index === count - 1 ? 0 : null;
}
