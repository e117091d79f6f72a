/**
 * The pop-ups on screen at once (spec §1: a bar plus a lightbox): modal boxes
 * in the order they opened (the last is the topmost) and non-modal regions.
 * The modal's focus trap lets Tab reach the regions, and a page-level Escape
 * closes only the topmost modal.
 */

const modals: HTMLElement[] = [];
const regions = new Set<HTMLElement>();

/** Registers a box while it is on screen; returns the undo. */
export function addLayer(box: HTMLElement, modal: boolean): () => void {
  if (modal) modals.push(box);
  else regions.add(box);
  return () => {
    const i = modals.indexOf(box);
    if (i >= 0) modals.splice(i, 1);
    regions.delete(box);
  };
}

export const isTopmostModal = (box: HTMLElement): boolean => modals[modals.length - 1] === box;

/**
 * Non-modal boxes over the page (bars, slide-ins), in page order. Embedded
 * forms sit in the page flow, under a modal's backdrop, so they are left out.
 */
export function regionsInOrder(): HTMLElement[] {
  const host = (el: HTMLElement) => ((el.getRootNode() as ShadowRoot).host ?? el) as Node;
  return [...regions]
    .filter((r) => r.isConnected && host(r).parentNode === r.ownerDocument.body)
    .sort((a, b) => (host(a).compareDocumentPosition(host(b)) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Whether a key event came from inside any pop-up box. */
export const fromAnyLayer = (e: Event): boolean =>
  e.composedPath().some((n) => n instanceof HTMLElement && (regions.has(n) || modals.includes(n)));
