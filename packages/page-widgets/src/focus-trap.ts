/**
 * Keeping Tab inside a modal (the site pop-up with accessible navigation, the full-screen search, the
 * gallery's lightbox): one rule for all of them. A modal <dialog> makes the page inert, but Tab past
 * its last control still leaves for the browser's own toolbar, and a pop-up is no <dialog> at all.
 */

/** What can take the focus with Tab (jQuery UI's `:tabbable`, which Elementor's pop-ups use, in CSS). */
const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The controls inside `root` that Tab can reach now (hidden ones left out), in document order. */
export function focusablesIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((f) => !f.hidden && f.getClientRects().length > 0);
}

/**
 * The index of the control to focus when Tab (or Shift+Tab when `backwards`) is pressed on control `index`
 * of `count` (-1: focus is on the modal itself or outside it), or null when the browser's own move stays inside.
 */
export function wrapTarget(count: number, index: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards) return index === 0 ? count - 1 : null;
  return index === count - 1 ? 0 : null;
}

/**
 * Handles a key press for the modal `root`: on Tab from its last control (Shift+Tab from its first, or
 * either from outside) focus wraps to the other end; with no control the modal itself keeps the focus.
 */
export function keepTabInside(
  root: HTMLElement,
  event: { key: string; shiftKey: boolean; preventDefault(): void },
): void {
  if (event.key !== 'Tab') return;
  const list = focusablesIn(root);
  if (list.length === 0) {
    event.preventDefault();
    root.focus();
    return;
  }
  const target = wrapTarget(list.length, list.indexOf(document.activeElement as HTMLElement), event.shiftKey);
  if (target === null) return;
  event.preventDefault();
  list[target]?.focus();
}
