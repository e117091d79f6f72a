/**
 * The carousel island shared by media carousel, testimonial carousel and
 * slides (§3, §4): Embla with slides per view (CSS, per device), slides to
 * scroll per device, space between, loop, speed, autoplay paused on hover
 * and stopped on interaction, arrows, pagination and a pause control (WCAG
 * 2.2.2); effect slide (Embla) or fade (slides stacked in place, the
 * selected one opaque); the slideshow skin adds a strip of thumbnails under
 * one slide per view. Fewer than 2 slides never starts a slider. No autoplay in the
 * editor (§6) nor for visitors who ask for reduced motion.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { type HTMLAttributes, useCallback, useEffect, useRef, useState } from 'react';
import { DRAG_THRESHOLD_PX } from '../../builder-constants.js';
import type { IslandBaseProps } from '../../render/island.js';
import type { Responsive } from '../../responsive.js';
import { canStart, EMBLA_BASE, fadeTarget, scrollBreakpoints } from './rules.js';
import { SlideContent, type SlideData } from './slide-content.js';
import { Thumbnails } from './thumbnails.js';

export interface CarouselProps extends IslandBaseProps {
  id: string;
  label: string;
  slides: SlideData[];
  slidesToScroll: Responsive<number>;
  /** `slide` moves the track (Embla); `fade` cross-fades slides stacked in place. */
  effect: 'slide' | 'fade';
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
  skin: 'carousel' | 'coverflow' | 'slideshow';
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

/** What the controls and autoplay drive: Embla for the slide effect, a plain index for fade. */
interface Engine {
  viewportRef: (el: HTMLDivElement | null) => void;
  viewportProps: Pick<
    HTMLAttributes<HTMLDivElement>,
    'onPointerDown' | 'onPointerUp' | 'onPointerCancel' | 'onDragStart'
  >;
  selected: number;
  /** Positions the dots stand for. */
  pages: number;
  canPrev: boolean;
  canNext: boolean;
  prev(): void;
  next(): void;
  goTo(index: number): void;
  /** Autoplay's step: the next position, or back to the first after the last. */
  advance(): void;
}

const noViewportProps = {};

function useEmblaEngine(p: CarouselProps, interacted: () => void): Engine {
  const [viewportRef, api] = useEmblaCarousel({
    ...EMBLA_BASE,
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
  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    sync();
    api.on('select', sync).on('reInit', sync).on('pointerDown', interacted);
    return () => {
      api.off('select', sync).off('reInit', sync).off('pointerDown', interacted);
    };
  }, [api, interacted]);
  return {
    viewportRef,
    viewportProps: noViewportProps,
    selected,
    pages: snaps.length || p.slides.length,
    canPrev,
    canNext,
    prev: () => api?.scrollPrev(),
    next: () => api?.scrollNext(),
    goTo: (i) => api?.scrollTo(i),
    advance: () => {
      if (!api) return;
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    },
  };
}

/** Fade: every slide stacked in place (CSS grid), the selected one opaque; swipes step one slide. */
function useFadeEngine(p: CarouselProps, interacted: () => void): Engine {
  const count = p.slides.length;
  const [selected, setSelected] = useState(0);
  const startX = useRef<number | null>(null);
  const go = (by: number) => setSelected((i) => fadeTarget(i, by, count, p.loop));
  return {
    viewportRef: noRef,
    viewportProps: {
      onPointerDown: (e) => {
        startX.current = e.clientX;
      },
      onPointerUp: (e) => {
        const from = startX.current;
        startX.current = null;
        if (from === null || Math.abs(e.clientX - from) < DRAG_THRESHOLD_PX) return;
        interacted();
        go(e.clientX < from ? 1 : -1);
      },
      onPointerCancel: () => {
        startX.current = null;
      },
      // A mouse swipe over an image would start a native image drag (and cancel the pointer).
      onDragStart: (e) => e.preventDefault(),
    },
    selected,
    pages: count,
    canPrev: p.loop || selected > 0,
    canNext: p.loop || selected < count - 1,
    prev: () => go(-1),
    next: () => go(1),
    goTo: (i) => setSelected(fadeTarget(0, i, count, false)),
    advance: () => setSelected((i) => fadeTarget(i, 1, count, true)),
  };
}

function noRef(): void {}

function Slider({ p, useEngine }: { p: CarouselProps; useEngine: typeof useEmblaEngine }) {
  const reduced = useRef(false);
  const [playing, setPlaying] = useState(false);
  const hovered = useRef(false);
  const interacted = useCallback(() => {
    if (p.pauseOnInteraction) setPlaying(false);
  }, [p.pauseOnInteraction]);
  const engine = useEngine(p, interacted);
  const advance = useRef(engine.advance);
  advance.current = engine.advance;

  useEffect(() => {
    reduced.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    setPlaying(p.autoplay && !p.editing && !reduced.current);
  }, [p.autoplay, p.editing]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      if (hovered.current && p.pauseOnHover) return;
      advance.current();
    }, p.autoplaySpeed);
    return () => clearInterval(timer);
  }, [playing, p.autoplaySpeed, p.pauseOnHover]);

  const go = (fn: () => void) => {
    interacted();
    fn();
  };
  const { selected, pages, canPrev, canNext } = engine;

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause autoplay; the pause button is the control */}
      <div
        className="car-viewport"
        ref={engine.viewportRef}
        {...engine.viewportProps}
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
              aria-label={`${i + 1} de ${p.slides.length}`}
            >
              <SlideContent slide={s} lazy={p.lazyload && i > 0} />
            </div>
          ))}
        </div>
      </div>
      {p.skin === 'slideshow' ? (
        <Thumbnails
          id={p.id}
          slides={p.slides}
          selected={selected}
          lazy={p.lazyload}
          onSelect={(i) => go(() => engine.goTo(i))}
        />
      ) : null}
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
            onClick={() => go(engine.prev)}
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
                onClick={() => go(() => engine.goTo(i))}
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
            onClick={() => go(engine.next)}
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
      className={`car car--${p.skin}${p.effect === 'fade' ? ' car--fade' : ''}${started ? '' : ' car--static'}`}
      aria-roledescription="carrusel"
      aria-label={p.label}
      data-started={started ? 'true' : 'false'}
    >
      {started ? (
        // Keyed by effect: switching it in the editor mounts the other engine (its own hooks) afresh.
        <Slider key={p.effect} p={p} useEngine={p.effect === 'fade' ? useFadeEngine : useEmblaEngine} />
      ) : (
        <StaticSlides p={p} />
      )}
    </section>
  );
}
