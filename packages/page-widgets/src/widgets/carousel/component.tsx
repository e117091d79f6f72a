/**
 * The carousel island shared by media carousel, testimonial carousel and
 * slides (§3, §4): Embla with slides per view (CSS, per device), slides to
 * scroll per device, space between, loop, speed, autoplay paused on hover
 * and stopped on interaction, arrows, pagination and a pause control (WCAG
 * 2.2.2). Fewer than 2 slides never starts a slider. No autoplay in the
 * editor (§6) nor for visitors who ask for reduced motion.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { IslandBaseProps } from '../../render/island.js';
import type { Responsive } from '../../responsive.js';
import { canStart, scrollBreakpoints } from './rules.js';
import { SlideContent, type SlideData } from './slide-content.js';

export interface CarouselProps extends IslandBaseProps {
  id: string;
  label: string;
  slides: SlideData[];
  slidesToScroll: Responsive<number>;
  loop: boolean;
  /** Transition duration in ms (Embla's duration is in its own units, about ms / 20). */
  speed: number;
  autoplay: boolean;
  autoplaySpeed: number;
  pauseOnHover: boolean;
  pauseOnInteraction: boolean;
  arrows: boolean;
  pagination: 'bullets' | 'fraction' | 'none';
  lazyload: boolean;
  centered: boolean;
  skin: 'carousel' | 'coverflow';
}

/** Slides have no id and never reorder: their position is their identity. */
function slideKeys(p: CarouselProps): string[] {
  return p.slides.map((_, i) => `${p.id}-${i}`);
}

function StaticSlides({ p }: { p: CarouselProps }) {
  return (
    <div className="car-viewport">
      <div className="car-track">
        {p.slides.map((s, i) => (
          <div className="car-cell" key={slideKeys(p)[i]}>
            <SlideContent slide={s} lazy={p.lazyload && i > 0} />
          </div>
        ))}
      </div>
    </div>
  );
}

function Slider({ p }: { p: CarouselProps }) {
  const [viewportRef, api] = useEmblaCarousel({
    loop: p.loop,
    align: p.centered ? 'center' : 'start',
    slidesToScroll: p.slidesToScroll.desktop,
    duration: Math.max(10, Math.round(p.speed / 20)),
    breakpoints: scrollBreakpoints(p.slidesToScroll),
    active: canStart(p.slides.length),
  });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);
  const reduced = useRef(false);
  const [playing, setPlaying] = useState(false);
  const hovered = useRef(false);

  useEffect(() => {
    reduced.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    setPlaying(p.autoplay && !p.editing && !reduced.current);
  }, [p.autoplay, p.editing]);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    const stop = () => {
      if (p.pauseOnInteraction) setPlaying(false);
    };
    api.on('pointerDown', stop);
    return () => {
      api.off('select', sync).off('reInit', sync).off('pointerDown', stop);
    };
  }, [api, p.pauseOnInteraction]);

  useEffect(() => {
    if (!api || !playing) return;
    const timer = setInterval(() => {
      if (hovered.current && p.pauseOnHover) return;
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, p.autoplaySpeed);
    return () => clearInterval(timer);
  }, [api, playing, p.autoplaySpeed, p.pauseOnHover]);

  const go = useCallback(
    (fn: () => void) => {
      if (p.pauseOnInteraction) setPlaying(false);
      fn();
    },
    [p.pauseOnInteraction],
  );
  const total = p.slides.length;
  const pages = snaps.length || total;
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause autoplay; the pause button is the control */}
      <div
        className="car-viewport"
        ref={viewportRef}
        aria-live={playing ? 'off' : 'polite'}
        onMouseEnter={() => {
          hovered.current = true;
        }}
        onMouseLeave={() => {
          hovered.current = false;
        }}
        onFocus={() => {
          hovered.current = true;
        }}
        onBlur={() => {
          hovered.current = false;
        }}
      >
        <div className="car-track">
          {p.slides.map((s, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a group with roledescription
            <div
              className={`car-cell${i === selected ? ' is-selected' : ''}`}
              key={slideKeys(p)[i]}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${total}`}
            >
              <SlideContent slide={s} lazy={p.lazyload && i > 0} />
            </div>
          ))}
        </div>
      </div>
      <div className="car-controls">
        {p.autoplay ? (
          <button
            type="button"
            className="car-btn car-pause"
            aria-pressed={!playing}
            onClick={() => setPlaying((v) => !v)}
          >
            {playing ? 'Pausar' : 'Reproducir'}
          </button>
        ) : null}
        {p.arrows ? (
          <button
            type="button"
            className="car-btn car-prev"
            aria-label="Diapositiva anterior"
            disabled={!canPrev}
            onClick={() => go(() => api?.scrollPrev())}
          >
            ‹
          </button>
        ) : null}
        {p.pagination === 'bullets' ? (
          <div className="car-dots">
            {Array.from({ length: pages }, (_, i) => (
              <button
                type="button"
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
                key={i}
                className="car-dot"
                aria-label={`Ir a la diapositiva ${i + 1}`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => go(() => api?.scrollTo(i))}
              />
            ))}
          </div>
        ) : null}
        {p.pagination === 'fraction' ? <span className="car-fraction">{`${selected + 1} / ${pages}`}</span> : null}
        {p.arrows ? (
          <button
            type="button"
            className="car-btn car-next"
            aria-label="Diapositiva siguiente"
            disabled={!canNext}
            onClick={() => go(() => api?.scrollNext())}
          >
            ›
          </button>
        ) : null}
      </div>
    </>
  );
}

export function Carousel(p: CarouselProps) {
  const started = canStart(p.slides.length);
  return (
    <section
      className={`car car--${p.skin}${started ? '' : ' car--static'}`}
      aria-roledescription="carrusel"
      aria-label={p.label}
      data-started={started ? 'true' : 'false'}
    >
      {started ? <Slider p={p} /> : <StaticSlides p={p} />}
    </section>
  );
}
