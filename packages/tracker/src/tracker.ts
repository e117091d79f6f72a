/**
 * The tracker's life on a page (spec §4, §5, §8):
 * - waits for consent and does nothing at all under DNT/GPC (privacy.ts);
 * - sends one hit per page URL (path plus query), again after history push,
 *   replace or popstate; the referrer of such a single-page navigation is the
 *   page it left;
 * - pings every 60 000 ms while the page's hit succeeded, and stops after
 *   30 minutes without click, keypress, scroll or load (inactivity.ts) until
 *   the next page URL;
 * - reports outbound-link and download clicks (link-event.ts).
 */
import { extensionsOf } from './config.js';
import { LOG, PING_INTERVAL_MS, REINIT_DELAY_MS } from './constants.js';
import { hitParams } from './hit-params.js';
import { inactive } from './inactivity.js';
import { linkEvent } from './link-event.js';
import { consentAllows, consentGranted, type HasConsent, type PrivacyNavigator, skipForPrivacy } from './privacy.js';
import { sendEvent, sendHit } from './transport.js';

type TrackedWindow = Window & { wp_has_consent?: HasConsent; doNotTrack?: string };

export function startTracker(w: TrackedWindow, script: HTMLScriptElement): void {
  const doc = w.document;
  const loc = w.location;
  const s = script.dataset;
  let started = false;
  let page = '';
  let referrer = doc.referrer;
  let href = '';
  let hitOk = false;
  let lastActivity = 0;

  const send = (endpoint: 'hit' | 'online') =>
    sendHit(`${s.endpoint}/${endpoint}`, hitParams(s, endpoint, referrer, page));

  // Inactivity stops the pings until the next page URL brings a new successful hit.
  const tick = () => {
    if (inactive(lastActivity, Date.now())) hitOk = false;
    else if (hitOk) send('online');
  };

  const track = async () => {
    const current = loc.pathname + loc.search;
    if (current === page) return;
    // After a single-page navigation the page we leave is the new page's referrer.
    if (href) referrer = href;
    page = current;
    href = loc.href;
    lastActivity = Date.now();
    hitOk = await send('hit');
  };
  const onUrlChange = () => setTimeout(track, REINIT_DELAY_MS);

  const onClick = (e: MouseEvent) => {
    // Every activity event comes here: only clicks count, and the mouseup of a middle
    // click, which opens a tab without a click event. Keys, scrolls and loads have no button 1.
    const a = (e.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || (e.type !== 'click' && e.button !== 1)) return;
    const fields = linkEvent(a, e, loc.host, extensionsOf(s), s.sourceId || '0', Date.now());
    if (fields) sendEvent(`${s.endpoint}/event`, { site: s.site as string, ...fields });
  };

  const start = () => {
    if (started) return;
    started = true;
    if (skipForPrivacy(s, w.navigator as PrivacyNavigator, w.doNotTrack)) {
      console.log(LOG, 'Do Not Track on: no hit');
      return;
    }
    track();
    setInterval(tick, PING_INTERVAL_MS);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = (...args: Parameters<History['pushState']>) => {
        original.apply(history, args);
        onUrlChange();
      };
    }
    w.addEventListener('popstate', onUrlChange);
    for (const type of ['click', 'keypress', 'scroll', 'load', 'mouseup']) {
      w.addEventListener(
        type,
        (e) => {
          lastActivity = Date.now();
          onClick(e as MouseEvent);
        },
        true,
      );
    }
  };

  if (consentAllows(s, w.wp_has_consent)) start();
  doc.addEventListener('wp_listen_for_consent_change', (e) => {
    if (consentGranted(s, (e as CustomEvent).detail)) start();
  });
}
