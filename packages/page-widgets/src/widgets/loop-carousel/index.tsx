/**
 * Loop carousel (§3: post and product skins): the items of a source as the
 * slides of the shared carousel island, with every carousel setting.
 */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { Carousel } from '../carousel/component.js';
import { CAROUSEL_CSS, type CarouselSettings, carouselProps, carouselSettings } from '../carousel/settings.js';
import { loopQuerySettings } from '../loop-grid/index.js';
import { LOOP_ITEM_CSS, loadLoopCartIsland } from '../loop-grid/item.js';
import { loopItems } from '../loop-grid/items.js';

const settings = z
  .object({
    ...carouselSettings({ desktop: 3, tablet: 2, mobile: 1 }),
    ...loopQuerySettings,
    count: z.number().int().min(1).max(12).default(6),
  })
  .strict();

export const loopCarousel = defineWidget({
  type: 'loop-carousel',
  label: 'Carrusel de bucle',
  settings,
  render: function LoopCarouselWidget({ id, settings: s }) {
    const ctx = useRenderContext();
    const items = loopItems(ctx.data, s.source).slice(0, s.count);
    loadLoopCartIsland(ctx, items);
    const slides = items.map((item) => ({ kind: 'loop' as const, item }));
    return (
      <div className="w w-carousel w-loop" id={`car-${id}`}>
        {slides.length === 0 ? (
          <p className="loop-empty">{s.emptyMessage}</p>
        ) : (
          <Island
            name="carousel"
            component={Carousel}
            props={carouselProps(id, s as CarouselSettings, slides, ctx.collector)}
          />
        )}
      </div>
    );
  },
  css: `${CAROUSEL_CSS}
${LOOP_ITEM_CSS}`,
});
