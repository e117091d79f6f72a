/**
 * The theme's menu as the settings form edits it: each entry and sub-entry with a key of its own, so a
 * moved entry keeps its inputs (and the focus) instead of taking another's. Back to the theme, an entry
 * without sub-entries has no `children` at all, as the starters write it.
 */
import type { MenuItem } from '@beckon/page-widgets/theme/theme-schema.js';

export interface MenuLinkDraft {
  key: number;
  label: string;
  href: string;
}

export interface MenuEntryDraft extends MenuLinkDraft {
  children: MenuLinkDraft[];
}

let lastKey = 0;
const link = (label: string, href: string): MenuLinkDraft => ({ key: ++lastKey, label, href });

export const newMenuLink = (): MenuLinkDraft => link('', '/');
export const newMenuEntry = (): MenuEntryDraft => ({ ...newMenuLink(), children: [] });

/** One level of sub-entries is what the site's menu shows; deeper ones are not offered. */
export function menuDraft(menu: readonly MenuItem[]): MenuEntryDraft[] {
  return menu.map((item) => ({
    ...link(item.label, item.href),
    children: (item.children ?? []).map((child) => link(child.label, child.href)),
  }));
}

export function menuOfDraft(draft: readonly MenuEntryDraft[]): MenuItem[] {
  return draft.map(({ label, href, children }) =>
    children.length > 0
      ? { label, href, children: children.map((child) => ({ label: child.label, href: child.href })) }
      : { label, href },
  );
}
