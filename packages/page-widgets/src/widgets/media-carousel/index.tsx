/**
 * Media carousel widget: images with captions in an Embla carousel (3 per
 * view, tablet 2, mobile 1), or the slideshow skin: one image above its thumbnails.
 */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { Carousel } from '../carousel/component.js';
import {
  CAROUSEL_CSS,
  type CarouselSettings,
  carouselProps,
  carouselSettings,
  slideshowSettings,
} from '../carousel/settings.js';

const settings = z
  .object({
    ...carouselSettings({ desktop: 3, tablet: 2, mobile: 1 }),
    ...slideshowSettings(),
    slides: z
      .array(
        z
          .object({
            src: z.string().startsWith('/'),
            alt: z.string().max(300),
            width: z.number().int().positive().default(1200),
            height: z.number().int().positive().default(800),
            caption: z.string().max(200).optional(),
          })
          .strict(),
      )
      .max(30)
      .default([]),
  })
  .strict();

export const mediaCarousel = defineWidget({
  type: 'media-carousel',
  label: 'Carrusel de imágenes',
  settings,
  render: function MediaCarousel({ id, settings: s }) {
    const { collector } = useRenderContext();
    const slides = s.slides.map((x) => ({ kind: 'media' as const, ...x }));
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
