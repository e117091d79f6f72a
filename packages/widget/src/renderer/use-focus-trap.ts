/**
 * Modal focus handling (spec §4 "Focus moves to the first field after 2 s";
 * WAI-ARIA dialog pattern): remember what had focus, focus the dialog box at
 * once, move to the first field after 2 s if the visitor has not moved, keep
 * Tab / Shift+Tab inside, and give focus back when the trap is released.
 * Inside a shadow root `document.activeElement` is the host element, so the
 * root's own `activeElement` is read instead.
 */
import { type RefObject, useEffect } from 'react';
import { FOCUS_FIRST_FIELD_MS } from './closing.js';

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
    focus(container);

    const firstField = setTimeout(() => {
      const current = rootActiveElement(container);
      if (!current || current === container) focus(container.querySelector<HTMLElement>(FIELD));
    }, FOCUS_FIRST_FIELD_MS);

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const items = [...container.querySelectorAll<HTMLElement>(TABBABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      const current = rootActiveElement(container);
      const inside = current !== null && current !== container && container.contains(current);
      if (!first || !last) {
        e.preventDefault();
        focus(container);
      } else if (e.shiftKey && (!inside || current === first)) {
        e.preventDefault();
        focus(last);
      } else if (!e.shiftKey && (!inside || current === last)) {
        e.preventDefault();
        focus(first);
      }
    };
    // Backstop for focus that escapes anyway (e.g. a radio group at the end).
    const onFocusIn = (e: FocusEvent) => {
      if (!e.composedPath().includes(container)) focus(container);
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
