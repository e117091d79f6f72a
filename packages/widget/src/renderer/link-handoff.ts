/**
 * Which link-button clicks wait for the hand-off (spec §4 "Submit": a redirect link click hands off after 1.5 s).
 * The wait gives the click-through report time to leave, so only a click that would take this tab to another page
 * waits: that is when the page unloads and could drop the report. A new tab, a click the browser opens elsewhere
 * (a modifier key, another mouse button) or a tel:, sms: or mailto: link leaves this page up; and a new tab opened
 * later than its click would be blocked as an unasked-for window.
 */
import type { LinkTarget } from './navigate.js';

export interface LinkClick {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** `href` is the link's resolved address (an anchor's `href` property). */
export function holdsLinkClick(click: LinkClick, href: string, target: LinkTarget): boolean {
  if (target !== '_self' || click.defaultPrevented || click.button !== 0) return false;
  if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return false;
  return /^(https?:)?\/\//i.test(href);
}
