/** What one slide shows, for each kind of carousel (JSON data, so an island can carry it). */
import { LoopItemView } from '../loop-grid/item.js';
import type { LoopItem } from '../loop-grid/items.js';

export type SlideData =
  | { kind: 'media'; src: string; alt: string; width: number; height: number; caption?: string }
  | { kind: 'testimonial'; quote: string; name: string; role?: string; image?: string }
  | { kind: 'slide'; heading: string; text: string; buttonText?: string; buttonHref?: string; background: string }
  | { kind: 'loop'; item: LoopItem };

export function SlideContent({ slide, lazy }: { slide: SlideData; lazy: boolean }) {
  switch (slide.kind) {
    case 'media':
      return (
        <figure className="car-media">
          <img
            src={slide.src}
            alt={slide.alt}
            width={slide.width}
            height={slide.height}
            loading={lazy ? 'lazy' : undefined}
          />
          {slide.caption ? <figcaption>{slide.caption}</figcaption> : null}
        </figure>
      );
    case 'testimonial':
      return (
        <figure className="car-testimonial">
          <blockquote>
            <p>{slide.quote}</p>
          </blockquote>
          <figcaption>
            {slide.image ? (
              <img src={slide.image} alt="" width={48} height={48} loading={lazy ? 'lazy' : undefined} />
            ) : null}
            <span>
              <strong>{slide.name}</strong>
              {slide.role ? <span className="car-role">{slide.role}</span> : null}
            </span>
          </figcaption>
        </figure>
      );
    case 'loop':
      return <LoopItemView item={slide.item} lazy={lazy} />;
    case 'slide':
      return (
        <div className="car-slide" style={{ background: slide.background }}>
          <p className="car-slide-heading">{slide.heading}</p>
          <p>{slide.text}</p>
          {slide.buttonText && slide.buttonHref ? (
            <a className="btn car-slide-btn" href={slide.buttonHref}>
              {slide.buttonText}
            </a>
          ) : null}
        </div>
      );
  }
}
