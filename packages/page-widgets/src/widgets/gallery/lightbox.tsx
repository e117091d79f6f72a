/**
 * The gallery's lightbox (§2 lightbox settings: counter, fullscreen, zoom,
 * share): a native modal <dialog> (inert page behind, Escape closes, Tab
 * wraps inside, focus returns to the opener), arrows and buttons to step through the visible
 * images. Action links (src/action-links) open the same lightbox on any page.
 */
import { useEffect, useRef, useState } from 'react';
import { keepTabInside } from '../../focus-trap.js';
import { shareUrl } from '../share-buttons/urls.js';
import { counterText, step } from './filter.js';

/** What the lightbox shows of an image: a gallery item, or the one image an action link names. */
export interface LightboxItem {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  caption?: string;
}

interface LightboxProps {
  items: LightboxItem[];
  group: number[];
  current: number;
  onChange(index: number): void;
  onClose(): void;
  pageUrl: string;
}

export function Lightbox({ items, group, current, onChange, onClose, pageUrl }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [zoomed, setZoomed] = useState(false);
  const [sharing, setSharing] = useState(false);
  const item = items[current];

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image starts unzoomed with the share list closed
  useEffect(() => {
    setZoomed(false);
    setSharing(false);
  }, [current]);

  if (!item) return null;
  const imageUrl = new URL(item.src, pageUrl).href;
  const share = { url: pageUrl, title: item.alt, text: item.caption ?? item.alt, image: imageUrl };
  return (
    <dialog
      ref={dialog}
      className="lb"
      aria-label={`Imagen ${counterText(group, current)}`}
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') onChange(step(group, current, 1));
        else if (e.key === 'ArrowLeft') onChange(step(group, current, -1));
        else keepTabInside(e.currentTarget, e);
      }}
    >
      <div className="lb-bar">
        <span className="lb-counter" aria-live="polite">
          {counterText(group, current)}
        </span>
        <button type="button" className="lb-btn" aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
          {zoomed ? 'Reducir' : 'Ampliar'}
        </button>
        <button
          type="button"
          className="lb-btn"
          onClick={() => {
            if (document.fullscreenElement) void document.exitFullscreen();
            else void dialog.current?.requestFullscreen?.();
          }}
        >
          Pantalla completa
        </button>
        <button type="button" className="lb-btn" aria-expanded={sharing} onClick={() => setSharing((s) => !s)}>
          Compartir
        </button>
        <button type="button" className="lb-btn lb-close" onClick={() => dialog.current?.close()}>
          Cerrar
        </button>
      </div>
      {sharing ? (
        <ul className="lb-share">
          {(['facebook', 'twitter', 'pinterest', 'email'] as const).map((n) => (
            <li key={n}>
              <a
                href={shareUrl(n, share) ?? '#'}
                target={n === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
              >
                {n === 'email'
                  ? 'Correo electrónico'
                  : n === 'twitter'
                    ? 'X (Twitter)'
                    : n[0]?.toUpperCase() + n.slice(1)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <figure className={zoomed ? 'lb-figure is-zoomed' : 'lb-figure'}>
        <img src={item.src} alt={item.alt} width={item.width} height={item.height} />
        {item.caption ? <figcaption>{item.caption}</figcaption> : null}
      </figure>
      {group.length > 1 ? (
        <div className="lb-nav">
          <button type="button" className="lb-btn" onClick={() => onChange(step(group, current, -1))}>
            ‹ Anterior
          </button>
          <button type="button" className="lb-btn" onClick={() => onChange(step(group, current, 1))}>
            Siguiente ›
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
