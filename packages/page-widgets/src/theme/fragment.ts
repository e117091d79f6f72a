/**
 * The §5 fragment rule: an anchor target is valid only as `#` followed by a
 * letter or underscore, then word characters or dashes. Anything else (`#`,
 * `#1a`, `#elementor-action:…`, `#a b`) is not an in-page anchor.
 */
const FRAGMENT = /^#[A-Za-z_][\w-]*$/;

export function isValidFragment(hash: string): boolean {
  return FRAGMENT.test(hash);
}

/** The element id a link points at on this page, or null when the hash is not a valid fragment. */
export function anchorIdOf(href: string, currentPath: string): string | null {
  const at = href.indexOf('#');
  if (at < 0) return null;
  const path = href.slice(0, at);
  if (path !== '' && path !== currentPath) return null;
  const hash = href.slice(at);
  return isValidFragment(hash) ? hash.slice(1) : null;
}
