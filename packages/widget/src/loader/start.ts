/**
 * Page start (spec §4): runs once per page (a started flag on window; a second
 * loader script on the page says so once in the console and does nothing), 1 s after
 * the load event when `window.beckonAfterPageLoad` is set, and then no pop-up shows before
 * 1.5 s after that event: one whose trigger fires earlier waits until then, it is not
 * lost (show.ts `hold`). Without that setting nothing waits. With `window.beckonSpa`
 * every address change tears the run down and starts afresh. A visitor refusing
 * tracking (GPC, DNT, the store platform's consent API or `window.beckonConsent`)
 * gets the run in private mode (privacy.ts) instead of none: spec §4 has it wait
 * for consent, which would leave such visitors without pop-ups for good.
 */
import type { Pixel } from './find-script';
import { wait } from './http';
import { disposePage, openPopup, runPage } from './page';
import { type ConsentWindow, refusesTracking } from './privacy';
import { hold } from './show';
import { privacy } from './storage';

export const VERSION = '0.1.0';

export interface BeckonWindow extends ConsentWindow {
  beckonAfterPageLoad?: boolean;
  beckonSpa?: boolean;
  beckonStarted?: boolean;
  beckon?: { open(id: string): void; version: string };
}

export function start(px: Pixel, w: BeckonWindow & Window = window): void {
  if (w.beckonStarted) {
    console.warn('Beckon: a second loader on this page is ignored; keep one pixel code');
    return;
  }
  w.beckonStarted = true;
  const go = () => boot(px, w);
  const later = () => {
    hold.until = wait(1500);
    setTimeout(go, 1000);
  };
  if (!w.beckonAfterPageLoad) go();
  else if (document.readyState === 'complete') later();
  else w.addEventListener('load', later);
}

function boot(px: Pixel, w: BeckonWindow & Window): void {
  privacy.on = refusesTracking(w, navigator);
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
