/**
 * Page start (spec §4): runs once per page (a started flag on window), 1 s after
 * the load event when `window.beckonAfterPageLoad` is set, and only once a store
 * platform's consent API allows tracking (polled every 1 s). With
 * `window.beckonSpa` every address change tears the run down and starts afresh.
 */
import type { Pixel } from './find-script';
import { disposePage, openPopup, runPage } from './page';

export const VERSION = '0.1.0';

export interface BeckonWindow {
  beckonAfterPageLoad?: boolean;
  beckonSpa?: boolean;
  beckonStarted?: boolean;
  Shopify?: { customerPrivacy?: { userCanBeTracked?: () => boolean } };
  beckon?: { open(id: string): void; version: string };
}

/** True unless a consent API is present and refuses tracking. */
export function trackingAllowed(w: BeckonWindow): boolean {
  const p = w.Shopify?.customerPrivacy;
  return !p?.userCanBeTracked || p.userCanBeTracked();
}

export function start(px: Pixel, w: BeckonWindow & Window = window): void {
  if (w.beckonStarted) return;
  w.beckonStarted = true;
  const go = () => (trackingAllowed(w) ? boot(px, w) : setTimeout(go, 1000));
  const later = () => setTimeout(go, 1000);
  if (!w.beckonAfterPageLoad) go();
  else if (document.readyState === 'complete') later();
  else w.addEventListener('load', later);
}

function boot(px: Pixel, w: BeckonWindow & Window): void {
  const spa = !!w.beckonSpa;
  let page = runPage(px, spa);
  w.beckon = { open: (id) => openPopup(page, id), version: VERSION };
  if (!spa) return;
  let href = location.href;
  const changed = () => {
    if (location.href === href) return;
    href = location.href;
    disposePage(page);
    page = runPage(px, spa);
  };
  for (const m of ['pushState', 'replaceState'] as const) {
    const orig = history[m];
    history[m] = function (this: History, ...a: Parameters<History['pushState']>) {
      orig.apply(this, a);
      changed();
    };
  }
  w.addEventListener('popstate', changed);
}
