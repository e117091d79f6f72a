/**
 * The product image carousel (spec §1 "Shop widgets"): a product's
 * pictures in the shared carousel island's slideshow skin, one large picture
 * above its thumbnails (as WooCommerce's gallery), with arrows, no dots (the
 * thumbnails show where one is) and no autoplay (a shopper looks at each
 * picture as long as they like). With a single picture the carousel never
 * starts a slider nor shows thumbnails (rules.ts); without
 * JavaScript the first picture shows. The product page and the page-builder
 * widget both render it.
 */
import * as z from 'zod';
import { useRenderContext } from '../render/context.js';
import { Island } from '../render/island.js';
import { Carousel } from '../widgets/carousel/component.js';
import { carouselProps, carouselSettings, slideshowSettings } from '../widgets/carousel/settings.js';
import type { ProductView } from './views.js';

const carousel = carouselSettings({ desktop: 1, tablet: 1, mobile: 1 });
const slideshow = slideshowSettings();

/**
 * The shared carousel settings with a product gallery's defaults: the slideshow skin without dots, no
 * loop, no autoplay. No label setting: the carousel is always named after its product.
 */
export const productGallerySettings = z
  .object({
    ...carousel,
    ...slideshow,
    skin: slideshow.skin.default('slideshow'),
    pagination: carousel.pagination.default('none'),
    loop: z.boolean().default(false),
    autoplay: z.boolean().default(false),
  })
  .omit({ label: true });

export function ProductImageCarousel({
  id,
  product,
  settings = productGallerySettings.parse({}),
}: {
  id: string;
  product: Pick<ProductView, 'name' | 'images'>;
  settings?: z.infer<typeof productGallerySettings>;
}) {
  const { collector } = useRenderContext();
  const slides = product.images.map((i) => ({
    kind: 'media' as const,
    src: i.url,
    alt: i.alt,
    width: i.width,
    height: i.height,
  }));
  const props = carouselProps(id, { ...settings, label: `Imágenes de «${product.name}»` }, slides, collector);
  return (
    <div className="w w-carousel product-gallery" id={`car-${id}`}>
      <Island name="carousel" component={Carousel} props={props} />
    </div>
  );
}
