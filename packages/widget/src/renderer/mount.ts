/**
 * The pop-up's place on the host page: `<div data-beckon-popup="{id}">` at the
 * end of body with an open shadow root holding one `<style>` and the React
 * container. The shadow root keeps host-page selectors out; the host rules
 * in styles.ts keep inherited properties and stacking fights out.
 */
import { HOST_CSS, POPUP_CSS } from './styles.js';

export interface Mounted {
  host: HTMLElement;
  shadow: ShadowRoot;
  container: HTMLElement;
  /** Removes the host element (and everything in it) from the page. */
  remove(): void;
}

export function mountHost(popupId: string, doc: Document = document): Mounted {
  const host = doc.createElement('div');
  host.setAttribute('data-beckon-popup', popupId);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  // Host rules first: `:host{all:initial}` must precede everything else.
  style.textContent = HOST_CSS + POPUP_CSS;
  const container = doc.createElement('div');
  shadow.append(style, container);
  doc.body.append(host);
  return { host, shadow, container, remove: () => host.remove() };
}
