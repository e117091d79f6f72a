/**
 * The action-link island (§2): loaded only on pages whose HTML holds a lightbox action link, it catches the
 * click on such a link anywhere in the page and loads the lightbox then, so a visitor who never clicks one
 * downloads a few hundred bytes.
 */
import { LIGHTBOX_MARK } from './marker.js';

document.addEventListener('click', (e) => {
  if (e.defaultPrevented) return;
  const link = (e.target as Element | null)?.closest?.('a[href*="#"]');
  if (!(link instanceof HTMLAnchorElement) || !LIGHTBOX_MARK.test(link.hash)) return;
  // Never navigate to the action hash, even when the settings turn out invalid.
  e.preventDefault();
  void import('./open.js').then((m) => m.openFromLink(link));
});
