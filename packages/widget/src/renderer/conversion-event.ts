/**
 * Conversion tracking as data (the display answer's integration.conversion_code): after a lead the pop-up's event
 * goes onto the page's Google Tag Manager dataLayer, and through gtag when the page has Google's tag, so the
 * owner's own tags decide what it counts as. Nothing is evaluated or injected: a strict Content-Security-Policy
 * stays whole. The event also carries the pop-up's id and name, for the tags to tell pop-ups apart.
 */
import type { PopupRecord } from '@beckon/popup-schema';

/** The event-name rule of design_properties.conversion_event, checked again: the answer is data from afar. */
const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

/** The page globals a tag manager reads; both may be missing or hold anything. */
export interface TagPage {
  dataLayer?: unknown;
  gtag?: unknown;
}

export function pushConversionEvent(
  page: TagPage,
  name: string,
  popup: Pick<PopupRecord, 'poptin_id' | 'poptin_name'>,
): void {
  if (!EVENT_NAME.test(name)) return;
  const params = { beckon_popup_id: popup.poptin_id, beckon_popup_name: popup.poptin_name };
  if (page.dataLayer === undefined) page.dataLayer = [];
  // A page's own dataLayer that is not a list is the page's business: left as it is.
  if (Array.isArray(page.dataLayer)) page.dataLayer.push({ event: name, ...params });
  if (typeof page.gtag === 'function') {
    try {
      page.gtag('event', name, params);
    } catch {
      // The page's tag failing is no reason to spoil the visitor's thank-you.
    }
  }
}
