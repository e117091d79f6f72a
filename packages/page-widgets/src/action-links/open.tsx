/**
 * Opens the gallery's lightbox for an action link (§2), loaded on the first click on one: the decoded
 * hash names an image of this site or the gallery whose slideshow to show. Closing it (Escape, the close
 * button) removes it and gives focus back to the link.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Lightbox, type LightboxItem } from '../widgets/gallery/lightbox.js';
import { LIGHTBOX_CSS } from '../widgets/gallery/lightbox-css.js';
import { decodeLightboxAction, lightboxView } from './decode.js';

/** The items of the gallery widget `id` on this page, from its island's props (server-validated). */
function galleryItems(id: string): LightboxItem[] | null {
  const island = document.getElementById(`gal-${id}`)?.querySelector<HTMLElement>('[data-island="gallery"]');
  try {
    const items: unknown = island ? JSON.parse(island.dataset.props ?? '{}').items : null;
    return Array.isArray(items) ? (items as LightboxItem[]) : null;
  } catch {
    return null;
  }
}

function ActionLightbox(p: { items: LightboxItem[]; start: number; onClose(): void }) {
  const [current, setCurrent] = useState(p.start);
  return (
    <Lightbox
      items={p.items}
      group={p.items.map((_, i) => i)}
      current={current}
      onChange={setCurrent}
      onClose={p.onClose}
      pageUrl={location.origin + location.pathname + location.search}
    />
  );
}

/** One lightbox at a time: a double click resolves the import twice before the first dialog is shown. */
let showing = false;

export function openFromLink(link: HTMLAnchorElement): void {
  if (showing || document.querySelector('dialog.lb[open]')) return;
  const action = decodeLightboxAction(link.hash, location.href);
  const view = action ? lightboxView(action, location.href, galleryItems) : null;
  if (!view) return;
  if (!document.getElementById('lb-css')) {
    const style = document.createElement('style');
    style.id = 'lb-css';
    style.textContent = LIGHTBOX_CSS;
    document.head.append(style);
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  showing = true;
  const close = () => {
    showing = false;
    // After the dialog's close event has run its course, not inside it.
    queueMicrotask(() => {
      root.unmount();
      host.remove();
    });
    link.focus();
  };
  root.render(<ActionLightbox items={view.items} start={view.current} onClose={close} />);
}
