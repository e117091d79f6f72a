/**
 * Modal focus handling (spec §4 "Focus moves to the first field after 2 s";
 * WAI-ARIA dialog pattern): remember what had focus, focus the dialog box at
 * once, move to the first field after 2 s if the visitor has not moved, keep
 * Tab / Shift+Tab inside, and give focus back when the trap is released.
 * "Inside" is the dialog plus the non-modal pop-ups on screen with it (a bar,
 * a slide-in): Tab runs from the dialog's last control to the bar's first and
 * on round, so the keyboard reaches every pop-up and never the page behind.
 * Inside a shadow root `document.activeElement` is the host element, so the
 * shadow roots are looked through.
 */
import { type RefObject, useEffect } from 'react';
import { FOCUS_FIRST_FIELD_MS } from './closing.js';
import { regionsInOrder } from './layers.js';

const TABBABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';
const FIELD = 'input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled])';

/** The focused element, looking through open shadow roots. */
function deepActiveElement(doc: Document): HTMLElement | null {
  let el = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

/** The focused element within the container's own tree (shadow root or document). */
function rootActiveElement(container: HTMLElement): Element | null {
  return (container.getRootNode() as Document | ShadowRoot).activeElement;
}

function focus(el: HTMLElement | null | undefined): void {
  el?.focus({ preventScroll: true });
}

export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const doc = container.ownerDocument;
    const previous = deepActiveElement(doc);
    // Focus moves made here fire focusin again: never react to our own moves (the old stack overflow).
    let moving = false;
    const move = (el: HTMLElement | null | undefined) => {
      moving = true;
      try {
        focus(el);
      } finally {
        moving = false;
      }
    };
    move(container);

    const firstField = setTimeout(() => {
      const current = rootActiveElement(container);
      if (!current || current === container) move(container.querySelector<HTMLElement>(FIELD));
    }, FOCUS_FIRST_FIELD_MS);

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.defaultPrevented) return;
      const groups = [container, ...regionsInOrder()]
        .map((box) => ({ box, items: [...box.querySelectorAll<HTMLElement>(TABBABLE)] }))
        .filter((g, i) => i === 0 || g.items.length > 0);
      const current = deepActiveElement(doc);
      const at = groups.findIndex((g) => current !== null && (current === g.box || g.box.contains(current)));
      const step = e.shiftKey ? -1 : 1;
      const edgeOf = (i: number) => {
        const g = groups[(i + groups.length) % groups.length];
        const items = g?.items ?? [];
        return (e.shiftKey ? items[items.length - 1] : items[0]) ?? g?.box;
      };
      if (at < 0) {
        e.preventDefault();
        move(edgeOf(0));
        return;
      }
      const items = groups[at]?.items ?? [];
      const i = current ? items.indexOf(current) : -1;
      // Leaving a group at its edge (or from the box itself): go to the next group's edge control.
      const atEdge = e.shiftKey ? i <= 0 : i === items.length - 1 || i < 0;
      if (current === groups[at]?.box && !e.shiftKey && items.length > 0) {
        e.preventDefault();
        move(items[0]);
      } else if (atEdge) {
        e.preventDefault();
        move(edgeOf(at + step));
      }
    };
    // Backstop for focus that escapes anyway (e.g. a radio group at the end): back into the dialog.
    const onFocusIn = (e: FocusEvent) => {
      if (moving) return;
      const path = e.composedPath();
      if (path.includes(container) || regionsInOrder().some((r) => path.includes(r))) return;
      move(container);
    };

    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      clearTimeout(firstField);
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      if (previous?.isConnected) focus(previous);
    };
  }, [ref, active]);
}
