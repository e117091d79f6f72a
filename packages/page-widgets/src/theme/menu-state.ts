/**
 * The menu's disclosure state (§2, §4), kept in one place so `aria-expanded`
 * and `hidden` never disagree: a toggle button controls the element named by
 * its aria-controls.
 */
export function setExpanded(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (target) target.hidden = !open;
  button.closest('li, .site-header')?.classList.toggle('is-open', open);
}

export function isExpanded(button: HTMLElement): boolean {
  return button.getAttribute('aria-expanded') === 'true';
}

/** Closes every open sub-menu inside `root` (on each toggle and on resize, §4). */
export function closeSubMenus(root: ParentNode): void {
  for (const b of root.querySelectorAll<HTMLElement>('.sub-toggle[aria-expanded="true"]')) setExpanded(b, false);
}
