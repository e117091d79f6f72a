/** Testimonial carousel widget: quotes with name and role, one per view by default (§9). */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { Carousel } from '../carousel/component.js';
import { CAROUSEL_CSS, type CarouselSettings, carouselProps, carouselSettings } from '../carousel/settings.js';

const settings = z
  .object({
    ...carouselSettings({ desktop: 1 }),
    slides: z
      .array(
        z
          .object({
            quote: z.string().min(1).max(800),
            name: z.string().min(1).max(80),
            role: z.string().max(80).optional(),
            image: z.string().startsWith('/').optional(),
          })
          .strict(),
      )
      .max(30)
      .default([]),
  })
  .strict();

export const testimonialCarousel = defineWidget({
  type: 'testimonial-carousel',
  label: 'Carrusel de testimonios',
  settings,
  render: function TestimonialCarousel({ id, settings: s }) {
    const { collector } = useRenderContext();
    const slides = s.slides.map((x) => ({ kind: 'testimonial' as const, ...x }));
    return (
      <div className="w w-carousel" id={`car-${id}`}>
        <Island
          name="carousel"
          component={Carousel}
          props={carouselProps(id, s as CarouselSettings, slides, collector)}
        />
      </div>
    );
  },
  css: CAROUSEL_CSS,
});
