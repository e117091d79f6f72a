/**
 * The pop-up's place on the host page: `<div data-beckon-popup="{id}">` with
 * an open shadow root holding the React container and adopting one style
 * sheet (adopt-css.ts: a strict page policy lets it through). The
 * shadow root keeps host-page selectors out; the host rules in styles.ts keep
 * inherited properties and stacking fights out.
 *
 * Over-the-page pop-ups go at the end of body; modal ones are put before any
 * non-modal pop-up already there, so with equal z-index a bar or slide-in
 * stays above a lightbox's backdrop and remains usable. Embedded pop-ups go
 * into their container, in the page flow.
 */
import { adoptCss } from './adopt-css.js';
import { HOST_CSS, POPUP_CSS } from './styles.js';

export interface Mounted {
  host: HTMLElement;
  shadow: ShadowRoot;
  container: HTMLElement;
  /** Removes the host element (and everything in it) from the page. */
  remove(): void;
}

export interface MountOptions {
  /** Host rules replacing HOST_CSS (embedded pop-ups sit in the flow). */
  hostCss?: string;
  /** The type's extra shadow-root rules. */
  css?: string;
  /** The element to mount into instead of body. */
  into?: Element;
  /** Modal: placed below the non-modal pop-ups on screen. */
  modal?: boolean;
}

const REGION = 'data-beckon-region';

export function mountHost(popupId: string, doc: Document = document, options: MountOptions = {}): Mounted {
  const host = doc.createElement('div');
  host.setAttribute('data-beckon-popup', popupId);
  if (!options.modal) host.setAttribute(REGION, '');
  const shadow = host.attachShadow({ mode: 'open' });
  // Host rules first: `:host{all:initial}` must precede everything else.
  adoptCss(shadow, (options.hostCss ?? HOST_CSS) + POPUP_CSS + (options.css ?? ''));
  const container = doc.createElement('div');
  shadow.append(container);
  if (options.into) options.into.append(host);
  else if (options.modal) doc.body.insertBefore(host, doc.body.querySelector(`:scope>[${REGION}]`));
  else doc.body.append(host);
  return { host, shadow, container, remove: () => host.remove() };
}
