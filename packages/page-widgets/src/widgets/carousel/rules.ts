/**
 * Carousel rules (§5, §9): a slider starts only with at least 2 slides; the
 * per-device defaults of slides per view (3, tablet 2, mobile 1; tablet 1
 * when there is a single slide); slides to scroll as Embla breakpoints; the
 * slideshow skin's thumbnails (5 per view, tablet 4, mobile 3).
 */
import { DRAG_THRESHOLD_PX } from '../../builder-constants.js';
import { BREAKPOINTS, type Responsive } from '../../responsive.js';

export const MIN_SLIDES_TO_START = 2;

export function canStart(slideCount: number): boolean {
  return slideCount >= MIN_SLIDES_TO_START;
}

export function defaultPerView(slideCount: number): Responsive<number> {
  return { desktop: 3, tablet: slideCount === 1 ? 1 : 2, mobile: 1 };
}

/** The slideshow skin's thumbnails per view (§5): 5, tablet 4, mobile 3. */
export const DEFAULT_THUMBNAILS_PER_VIEW: Responsive<number> = { desktop: 5, tablet: 4, mobile: 3 };

/**
 * The slideshow's thumbnails: each is named after the slide it shows, and the
 * one of the shown slide is current (the main track moves one slide at a time).
 */
export function thumbnailStates(selected: number, count: number): { label: string; current: boolean }[] {
  return Array.from({ length: count }, (_, i) => ({
    label: `Mostrar imagen ${i + 1} de ${count}`,
    current: i === selected,
  }));
}

/** Never more per view than slides (a 2-slide carousel at 3 per view would leave a hole). */
export function clampPerView(perView: Responsive<number>, slideCount: number): Responsive<number> {
  const clamp = (n: number | undefined) => (n === undefined ? undefined : Math.max(1, Math.min(n, slideCount)));
  return {
    desktop: clamp(perView.desktop) ?? 1,
    laptop: clamp(perView.laptop),
    tablet: clamp(perView.tablet),
    mobile: clamp(perView.mobile),
  };
}

/** Embla `breakpoints` options for slides-to-scroll on smaller devices. */
export function scrollBreakpoints(toScroll: Responsive<number>): Record<string, { slidesToScroll: number }> {
  const out: Record<string, { slidesToScroll: number }> = {};
  for (const device of ['laptop', 'tablet', 'mobile'] as const) {
    const n = toScroll[device];
    if (n !== undefined) out[`(max-width: ${BREAKPOINTS[device]}px)`] = { slidesToScroll: n };
  }
  return out;
}

/**
 * The fade effect's next slide: `by` slides on from `current` of `count`,
 * wrapping round when looping, else stopping at the ends.
 */
export function fadeTarget(current: number, by: number, count: number, loop: boolean): number {
  if (count < 1) return 0;
  const to = current + by;
  if (loop) return ((to % count) + count) % count;
  return Math.max(0, Math.min(count - 1, to));
}

/** What every Embla track of the carousels shares: a press becomes a drag after the §9 threshold (Embla's own is 10 px). */
export const EMBLA_BASE = { dragThreshold: DRAG_THRESHOLD_PX } as const;
