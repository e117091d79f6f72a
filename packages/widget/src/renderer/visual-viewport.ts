/**
 * Keeps a pop-up inside what the visitor actually sees. On a
 * phone, a host page wider than the screen (a 1200 px table or banner) widens
 * the layout viewport that `position:fixed` and `100vw` refer to, so a box
 * sized by the layout viewport would put its close X off-screen. The `.bk-vp` box
 * is laid over the visual viewport instead and contains layout, which makes it
 * the containing block of the fixed wrappers inside it; `--bk-vw`/`--bk-vh`
 * carry the visual viewport's size to the box sizes (placement.ts).
 *
 * Reading the visual viewport makes the browser lay out whatever changed, so
 * the first rectangle is read before the pop-up's nodes are on the page
 * (index.tsx) and handed in: read after, it laid out the whole new pop-up in
 * the same task as its first render (a long task on slow phones).
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

/** The visual viewport's rectangle in layout-viewport pixels (a plain window has no zoom or offset). */
export interface ViewportRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function visualRect(w: Window): ViewportRect {
  const v = w.visualViewport;
  if (!v) return { left: 0, top: 0, width: w.innerWidth, height: w.innerHeight };
  return { left: v.offsetLeft, top: v.offsetTop, width: v.width, height: v.height };
}

/** Inline style putting `.bk-vp` over the visual viewport. */
function viewportStyle(r: ViewportRect): Record<string, string> {
  return {
    left: `${r.left}px`,
    top: `${r.top}px`,
    width: `${r.width}px`,
    height: `${r.height}px`,
    '--bk-vw': `${r.width}px`,
    '--bk-vh': `${r.height}px`,
  };
}

/**
 * Follows the visual viewport (zoom, scroll, rotation, on-screen keyboard) while `on`, starting from `initial`
 * when given (read before the pop-up was mounted), else from a read now.
 */
export function useVisualViewport(ref: RefObject<HTMLElement | null>, on: boolean, initial?: ViewportRect): void {
  const first = useRef(initial);
  useLayoutEffect(() => {
    const el = ref.current;
    const w = el?.ownerDocument.defaultView;
    if (!on || !el || !w) return;
    const placeAt = (r: ViewportRect) => {
      for (const [k, v] of Object.entries(viewportStyle(r))) el.style.setProperty(k, v);
    };
    const place = () => placeAt(visualRect(w));
    if (first.current) placeAt(first.current);
    else place();
    first.current = undefined;
    const v = w.visualViewport;
    v?.addEventListener('resize', place);
    v?.addEventListener('scroll', place);
    w.addEventListener('resize', place);
    return () => {
      v?.removeEventListener('resize', place);
      v?.removeEventListener('scroll', place);
      w.removeEventListener('resize', place);
    };
  }, [ref, on]);
}
