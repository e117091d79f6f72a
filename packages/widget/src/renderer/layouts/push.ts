/**
 * Pushing the host page down (spec §2 "Full-page welcome screens and top bars
 * push the page content down"): while a top bar or a welcome mat is on screen
 * the page's root gets a top margin of the box's height, and gets its own
 * margin back when the box leaves. One copy for both types, so a bar and a mat
 * on screen at once add up and each gives back only its own share.
 */

/** Heights pushed by each box on screen. */
const pushes = new Map<HTMLElement, number>();
/** The page's own inline margin-top and its computed value before the first push. */
let before: { inline: string; priority: string; px: number } | null = null;

function applyPushes(doc: Document): void {
  const html = doc.documentElement;
  // A box whose host a page script removed without closing it pushes no more.
  for (const box of pushes.keys()) if (!box.isConnected) pushes.delete(box);
  if (pushes.size === 0) {
    if (before) {
      if (before.inline) html.style.setProperty('margin-top', before.inline, before.priority);
      else html.style.removeProperty('margin-top');
    }
    before = null;
    return;
  }
  before ??= {
    inline: html.style.getPropertyValue('margin-top'),
    priority: html.style.getPropertyPriority('margin-top'),
    px: Number.parseFloat(getComputedStyle(html).marginTop) || 0,
  };
  let total = before.px;
  for (const h of pushes.values()) total += h;
  // !important: the page's own rules must not undo the push while the box is up.
  html.style.setProperty('margin-top', `${total}px`, 'important');
}

/** Pushes the page down by the box's height, following it as it changes; returns the undo. */
export function pushPageDown(box: HTMLElement): () => void {
  const doc = box.ownerDocument;
  const measure = () => {
    pushes.set(box, box.getBoundingClientRect().height);
    applyPushes(doc);
  };
  measure();
  // The height changes with the content (thank-you screen, errors) and the viewport's size.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  observer?.observe(box);
  return () => {
    observer?.disconnect();
    pushes.delete(box);
    applyPushes(doc);
  };
}
