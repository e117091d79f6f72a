/** Settings every carousel widget shares (§3 Carousel) and the props/CSS they produce. */
import * as z from 'zod';
import type { RenderCollector } from '../../render/context.js';
import { type Responsive, responsiveCss } from '../../responsive.js';
import { responsive } from '../../responsive-setting.js';
import type { CarouselProps } from './component.js';
import { clampPerView, DEFAULT_THUMBNAILS_PER_VIEW } from './rules.js';
import type { SlideData } from './slide-content.js';

const count = z.number().int().min(1).max(10);

export function carouselSettings(perView: Responsive<number>) {
  return {
    label: z.string().min(1).max(120).default('Carrusel'),
    slidesPerView: responsive(count, perView.desktop).default(perView as never),
    slidesToScroll: responsive(count, 1),
    spaceBetween: z.number().int().min(0).max(100).default(10),
    /** `fade` cross-fades one slide at a time in place (one per view, as the builder's fade effect). */
    effect: z.enum(['slide', 'fade']).default('slide'),
    loop: z.boolean().default(true),
    speed: z.number().int().min(100).max(5000).default(500),
    autoplay: z.boolean().default(true),
    autoplaySpeed: z.number().int().min(1000).max(30_000).default(5000),
    pauseOnHover: z.boolean().default(true),
    pauseOnInteraction: z.boolean().default(true),
    showArrows: z.boolean().default(true),
    pagination: z.enum(['bullets', 'fraction', 'none']).default('bullets'),
    lazyload: z.boolean().default(true),
    centeredSlides: z.boolean().default(false),
    skin: z.enum(['carousel', 'coverflow']).default('carousel'),
  };
}

/**
 * The media carousel's extra skin (§3): `slideshow`, one large slide above a
 * strip of thumbnails that follows it.
 */
export function slideshowSettings() {
  return {
    skin: z.enum(['carousel', 'coverflow', 'slideshow']).default('carousel'),
    thumbnailsPerView: responsive(count, DEFAULT_THUMBNAILS_PER_VIEW.desktop).default(
      DEFAULT_THUMBNAILS_PER_VIEW as never,
    ),
  };
}

export interface CarouselSettings {
  label: string;
  slidesPerView: Responsive<number>;
  slidesToScroll: Responsive<number>;
  spaceBetween: number;
  effect: 'slide' | 'fade';
  loop: boolean;
  speed: number;
  autoplay: boolean;
  autoplaySpeed: number;
  pauseOnHover: boolean;
  pauseOnInteraction: boolean;
  showArrows: boolean;
  pagination: 'bullets' | 'fraction' | 'none';
  lazyload: boolean;
  centeredSlides: boolean;
  skin: 'carousel' | 'coverflow' | 'slideshow';
  /** The slideshow skin's thumbnails per view (the other skins have none). */
  thumbnailsPerView?: Responsive<number>;
}

/** Island props, plus the instance's per-device CSS (slides per view, gap) pushed to the page. */
export function carouselProps(
  id: string,
  s: CarouselSettings,
  slides: SlideData[],
  collector: RenderCollector,
): CarouselProps {
  const slideshow = s.skin === 'slideshow';
  // A slideshow's main track shows one slide at a time, as the fade effect does.
  const onePerView = s.effect === 'fade' || slideshow;
  const perView = onePerView ? { desktop: 1 } : clampPerView(s.slidesPerView, slides.length);
  const thumbs = clampPerView(s.thumbnailsPerView ?? DEFAULT_THUMBNAILS_PER_VIEW, slides.length);
  collector.css.push(
    responsiveCss(`#car-${id}`, {
      'per-view': perView as Responsive<number>,
      ...(slideshow ? { thumbs: thumbs as Responsive<number> } : {}),
      gap: { desktop: s.effect === 'fade' ? '0px' : `${s.spaceBetween}px` },
      speed: { desktop: `${s.speed}ms` },
    }),
  );
  return {
    id,
    label: s.label,
    slides,
    slidesToScroll: slideshow ? { desktop: 1 } : s.slidesToScroll,
    effect: s.effect,
    loop: s.loop,
    speed: s.speed,
    autoplay: s.autoplay,
    autoplaySpeed: s.autoplaySpeed,
    pauseOnHover: s.pauseOnHover,
    pauseOnInteraction: s.pauseOnInteraction,
    arrows: s.showArrows,
    pagination: s.pagination,
    lazyload: s.lazyload,
    centered: s.centeredSlides,
    skin: s.skin,
  };
}

export const CAROUSEL_CSS = `.car-viewport{overflow:hidden}
.car-track{display:flex;touch-action:pan-y pinch-zoom;margin-right:calc(var(--gap) * -1)}
.car-cell{flex:0 0 calc(100% / var(--per-view));min-width:0;padding-right:var(--gap)}
.car--coverflow .car-cell{transition:transform .4s,opacity .4s;transform:scale(.88);opacity:.7}.car--coverflow .car-cell.is-selected{transform:none;opacity:1}
.car-controls{display:flex;align-items:center;justify-content:center;gap:.5rem;margin-top:.75rem;flex-wrap:wrap}
.car-btn{min-width:40px;min-height:40px;border-radius:6px;border:1px solid #8a9aa5;background:#fff;color:var(--headings);font:inherit;font-size:1rem;cursor:pointer;padding:0 .7rem}
.car-btn:disabled{opacity:.45;cursor:default}
.car-prev,.car-next{font-size:1.5rem;line-height:1}
.car-dots{display:flex;gap:.1rem}
.car-dot{width:28px;height:28px;border:0;background:none;cursor:pointer;padding:0;display:grid;place-items:center}
.car-dot::after{content:"";width:12px;height:12px;border-radius:50%;border:2px solid var(--primary);background:#fff}
.car-dot[aria-current]::after{background:var(--primary)}
.car-thumbs{overflow:hidden;margin-top:.5rem}
.car-thumbs-track{display:flex;touch-action:pan-y pinch-zoom;margin-right:calc(var(--gap) * -1)}
.car-thumb-cell{flex:0 0 calc(100% / var(--thumbs));min-width:0;padding-right:var(--gap)}
.car-thumb{display:block;width:100%;min-height:24px;padding:2px;border:2px solid transparent;border-radius:8px;background:none;cursor:pointer}
.car-thumb img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover;border-radius:5px;opacity:.6;transition:opacity .2s}
.car-thumb:hover img,.car-thumb[aria-current] img{opacity:1}.car-thumb[aria-current]{border-color:var(--primary)}
.car-fraction{font-variant-numeric:tabular-nums;min-width:3.5rem;text-align:center}
.car--static .car-controls{display:none}
.car--fade .car-track{display:grid;margin-right:0}
.car--fade .car-cell{grid-area:1/1;padding-right:0;opacity:0;visibility:hidden;transition:opacity var(--speed) ease,visibility 0s linear var(--speed)}
.car--fade .car-cell.is-selected{opacity:1;visibility:visible;transition:opacity var(--speed) ease}
@media (prefers-reduced-motion:reduce){.car--fade .car-cell,.car--fade .car-cell.is-selected{transition:none}}
.car-media{margin:0}.car-media img{display:block;width:100%;height:auto;border-radius:8px}.car-media figcaption{font-size:.9rem;color:#4a5b67;margin-top:.35rem}
.car-testimonial{margin:0;background:#f4f8f9;border:1px solid #d9e2e8;border-radius:10px;padding:1.4rem 1.5rem;height:100%}
.car-testimonial blockquote{margin:0 0 1rem;font-size:1.08rem}.car-testimonial blockquote p{margin:0}
.car-testimonial figcaption{display:flex;align-items:center;gap:.7rem}.car-testimonial figcaption img{border-radius:50%}
.car-role{display:block;font-size:.9rem;color:#4a5b67}
.car-slide{color:#fff;border-radius:10px;padding:2.5rem 2rem;min-height:14rem;display:flex;flex-direction:column;justify-content:center;align-items:flex-start}
.car-slide p{margin:0 0 .8rem;max-width:40rem}.car-slide-heading{font-size:1.5rem;font-weight:700}
.car-slide .car-slide-btn{background:#fff;color:var(--primary)}`;
