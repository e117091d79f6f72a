/**
 * Stopping the host page from scrolling while a content-locked pop-up is up
 * (poptin_design_content_lock, closing.ts pageLocked): the page's root gets
 * `overflow:hidden` and gets its own inline value back exactly when the last
 * locking pop-up leaves. Kept apart from push.ts, which moves the root's margin.
 */

/** The boxes holding the lock now. */
const holders = new Set<HTMLElement>();
/** The root's own inline overflow (value and priority) before the first lock. */
let before: { inline: string; priority: string } | null = null;

/** Locks the page's scrolling while `box` is up; returns the undo. */
export function lockPageScroll(box: HTMLElement): () => void {
  const html = box.ownerDocument.documentElement;
  before ??= { inline: html.style.getPropertyValue('overflow'), priority: html.style.getPropertyPriority('overflow') };
  holders.add(box);
  // !important: the page's own rules must not make it scroll again while the pop-up is up.
  html.style.setProperty('overflow', 'hidden', 'important');
  return () => {
    holders.delete(box);
    if (holders.size > 0 || !before) return;
    if (before.inline) html.style.setProperty('overflow', before.inline, before.priority);
    else html.style.removeProperty('overflow');
    before = null;
  };
}
