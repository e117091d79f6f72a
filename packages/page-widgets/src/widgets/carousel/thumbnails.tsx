/**
 * The slideshow skin's thumbnail strip (Elementor's `slideshow`): a second
 * Embla track under the main one that scrolls to keep the shown slide's
 * thumbnail in view; a thumbnail (click or Enter) shows its slide.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import { EMBLA_BASE, thumbnailStates } from './rules.js';
import type { SlideData } from './slide-content.js';

export function Thumbnails({
  id,
  slides,
  selected,
  lazy,
  onSelect,
}: {
  id: string;
  slides: SlideData[];
  selected: number;
  lazy: boolean;
  onSelect(index: number): void;
}) {
  // Drag-free and keeping every snap: the strip scrolls freely and never snaps a thumbnail out of reach.
  const [viewportRef, api] = useEmblaCarousel({
    containScroll: 'keepSnaps',
    dragFree: true,
    ...EMBLA_BASE,
  });
  useEffect(() => {
    api?.scrollTo(selected);
  }, [api, selected]);
  return (
    <div className="car-thumbs" ref={viewportRef}>
      <div className="car-thumbs-track">
        {thumbnailStates(selected, slides.length).map((t, i) => {
          const s = slides[i];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: slides never reorder, their position is their identity
            <div className="car-thumb-cell" key={`${id}-thumb-${i}`}>
              <button
                type="button"
                className="car-thumb"
                aria-label={t.label}
                aria-current={t.current ? 'true' : undefined}
                onClick={() => onSelect(i)}
              >
                {s?.kind === 'media' ? (
                  <img src={s.src} alt="" width={s.width} height={s.height} loading={lazy ? 'lazy' : undefined} />
                ) : (
                  i + 1
                )}
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
