/**
 * Slides widget (§3 Slides): full-width slides with heading, text and a
 * button; infinite, transition (slide or fade), transition speed and navigation (arrows, dots, both,
 * none) map onto the shared carousel.
 */

import { safeLink } from '@beckon/popup-schema/safe-link';
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { Carousel } from '../carousel/component.js';
import { CAROUSEL_CSS, carouselProps } from '../carousel/settings.js';

const settings = z
  .object({
    label: z.string().min(1).max(120).default('Diapositivas'),
    infinite: z.boolean().default(true),
    /** §3 Slides `transition`: slide (move) or fade (cross-fade in place). */
    transition: z.enum(['slide', 'fade']).default('slide'),
    transitionSpeed: z.number().int().min(100).max(5000).default(500),
    navigation: z.enum(['arrows', 'dots', 'both', 'none']).default('both'),
    autoplay: z.boolean().default(true),
    autoplaySpeed: z.number().int().min(1000).max(30_000).default(5000),
    pauseOnHover: z.boolean().default(true),
    pauseOnInteraction: z.boolean().default(true),
    slides: z
      .array(
        z
          .object({
            heading: z.string().min(1).max(120),
            text: z.string().max(400).default(''),
            buttonText: z.string().max(60).optional(),
            buttonHref: safeLink(300).optional(),
            background: z
              .string()
              .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b5f5f')
              .default('#0b5f5f'),
          })
          .strict(),
      )
      .max(20)
      .default([]),
  })
  .strict();

export const slides = defineWidget({
  type: 'slides',
  label: 'Diapositivas',
  settings,
  render: function Slides({ id, settings: s }) {
    const { collector } = useRenderContext();
    const data = s.slides.map((x) => ({ kind: 'slide' as const, ...x }));
    const props = carouselProps(
      id,
      {
        label: s.label,
        slidesPerView: { desktop: 1 },
        slidesToScroll: { desktop: 1 },
        spaceBetween: 0,
        effect: s.transition,
        loop: s.infinite,
        speed: s.transitionSpeed,
        autoplay: s.autoplay,
        autoplaySpeed: s.autoplaySpeed,
        pauseOnHover: s.pauseOnHover,
        pauseOnInteraction: s.pauseOnInteraction,
        showArrows: s.navigation === 'arrows' || s.navigation === 'both',
        pagination: s.navigation === 'dots' || s.navigation === 'both' ? 'bullets' : 'none',
        lazyload: false,
        centeredSlides: false,
        skin: 'carousel',
      },
      data,
      collector,
    );
    return (
      <div className="w w-carousel" id={`car-${id}`}>
        <Island name="carousel" component={Carousel} props={props} />
      </div>
    );
  },
  css: CAROUSEL_CSS,
});
