/**
 * Product image carousel (spec §1 "Shop widgets", audit E10): one product's
 * pictures in the shared carousel, for a page an editor builds around a
 * product. The site has no product templates (the shop's pages are not
 * builder documents), so the editor names the product by its address's slug;
 * the server loads the catalogue for pages holding this widget (items.ts).
 */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { ProductImageCarousel, productGallerySettings } from '../../shop/product-gallery.js';
import { CAROUSEL_CSS } from '../carousel/settings.js';

const settings = productGallerySettings
  .extend({
    /** The product's slug, as in /producto/{slug}/. */
    product: z
      .string()
      .max(100)
      .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/)
      .default(''),
    emptyMessage: z.string().max(200).default('Elija un producto con imágenes.'),
  })
  .strict();

export const productImages = defineWidget({
  type: 'product-images',
  label: 'Carrusel de imágenes de producto',
  settings,
  render: function ProductImagesWidget({ id, settings: s }) {
    const { data } = useRenderContext();
    const product = data.products?.find((p) => p.slug === s.product);
    if (!product || product.images.length === 0) return <p className="loop-empty">{s.emptyMessage}</p>;
    return <ProductImageCarousel id={id} product={product} settings={s} />;
  },
  css: CAROUSEL_CSS,
});
