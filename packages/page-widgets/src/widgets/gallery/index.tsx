/** Gallery widget (§3 Gallery): images with tags, filter titles, columns per device, gap, ratio, lightbox. */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { responsiveCss } from '../../responsive.js';
import { responsive } from '../../responsive-setting.js';
import { Gallery } from './component.js';
import { LIGHTBOX_CSS } from './lightbox-css.js';

const settings = z
  .object({
    images: z
      .array(
        z
          .object({
            src: z.string().startsWith('/'),
            alt: z.string().max(300),
            width: z.number().int().positive().default(1200),
            height: z.number().int().positive().default(800),
            caption: z.string().max(200).optional(),
            tags: z
              .array(z.string().regex(/^[a-z0-9-]+$/))
              .max(10)
              .default([]),
          })
          .strict(),
      )
      .max(60)
      .default([]),
    filters: z
      .array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), label: z.string().min(1).max(40) }).strict())
      .max(12)
      .default([]),
    allLabel: z.string().min(1).max(40).default('Todas'),
    columns: responsive(z.number().int().min(1).max(8), 3).default({ desktop: 3, tablet: 2, mobile: 1 } as never),
    gap: z.number().int().min(0).max(60).default(12),
    aspectRatio: z.enum(['1:1', '3:2', '4:3', '16:9']).default('3:2'),
    lightbox: z.boolean().default(true),
    /** Images load as they come near the viewport; off, they all load with the page. */
    lazyload: z.boolean().default(true),
    /** Grid: cells of one ratio; justified: rows of one height near the ideal, each image at its own ratio; masonry: columns, each image at its own ratio. */
    layout: z.enum(['grid', 'justified', 'masonry']).default('grid'),
    /** The justified layout's row height in px that rows come close to (they stretch to fill the line, an image to at most 1.6 × its width at this height), per device. */
    idealRowHeight: responsive(z.number().int().min(60).max(600), 200),
    /** What shows over each image: nothing, its caption, or its alternative text. */
    captionSource: z.enum(['none', 'caption', 'alt']).default('none'),
    /** How the image moves under the pointer or keyboard focus. */
    hoverAnimation: z.enum(['none', 'grow', 'shrink', 'rotate', 'grow-rotate']).default('grow'),
    /** How the caption comes in on hover or focus (always shown on touch screens), and over how many ms. */
    contentAnimation: z.enum(['none', 'fade', 'slide-up', 'zoom']).default('fade'),
    contentAnimationDuration: z.number().int().min(0).max(3000).default(800),
  })
  .strict();

export const gallery = defineWidget({
  type: 'gallery',
  label: 'Galería',
  settings,
  render: function GalleryWidget({ id, settings: s }) {
    const { collector, page } = useRenderContext();
    const [w, h] = s.aspectRatio.split(':');
    collector.css.push(
      responsiveCss(`#gal-${id}`, {
        cols: s.columns,
        gap: { desktop: `${s.gap}px` },
        ratio: { desktop: `${w} / ${h}` },
        'row-h': Object.fromEntries(Object.entries(s.idealRowHeight).map(([k, v]) => [k, `${v}px`])) as {
          desktop: string;
        },
        'cap-dur': { desktop: `${s.contentAnimationDuration}ms` },
      }),
    );
    return (
      <div className="w w-gallery" id={`gal-${id}`}>
        <Island
          name="gallery"
          component={Gallery}
          props={{
            id,
            items: s.images,
            filters: s.filters,
            allLabel: s.allLabel,
            lightbox: s.lightbox,
            lazyload: s.lazyload,
            pageUrl: page.url,
            layout: s.layout,
            captionSource: s.captionSource,
            hoverAnimation: s.hoverAnimation,
            contentAnimation: s.contentAnimation,
          }}
        />
      </div>
    );
  },
  css: `.gal-filters{display:flex;flex-wrap:wrap;gap:.4rem;margin-bottom:.8rem}
.gal-filter{font:inherit;padding:.35rem .9rem;border-radius:999px;border:1px solid #8a9aa5;background:#fff;color:var(--headings);cursor:pointer;min-height:36px}
.gal-filter[aria-pressed="true"]{background:var(--primary);border-color:var(--primary);color:#fff}
.gal-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(var(--cols),minmax(0,1fr));gap:var(--gap)}
.gal-item{position:relative;display:block;aspect-ratio:var(--ratio);overflow:hidden;border-radius:8px}
.gal-item img{display:block;width:100%;height:100%;object-fit:cover;transition:transform .3s}
.gal--hover-grow .gal-item:is(:hover,:focus-visible) img{transform:scale(1.08)}
.gal--hover-shrink .gal-item:is(:hover,:focus-visible) img{transform:scale(.92)}
.gal--hover-rotate .gal-item:is(:hover,:focus-visible) img{transform:rotate(4deg) scale(1.12)}
.gal--hover-grow-rotate .gal-item:is(:hover,:focus-visible) img{transform:rotate(4deg) scale(1.2)}
.gal--justified .gal-grid{display:flex;flex-wrap:wrap}
.gal--justified .gal-grid>li{flex:calc(var(--ar)*100) 1 calc(var(--ar)*var(--row-h));min-width:0;max-width:calc(var(--ar)*var(--row-h)*1.6)}
.gal--justified .gal-grid::after{content:"";flex:999999 1 0}
.gal--justified .gal-item{aspect-ratio:var(--ar)}
.gal--masonry .gal-grid{display:block;columns:var(--cols);column-gap:var(--gap)}
.gal--masonry .gal-grid>li{break-inside:avoid;margin-bottom:var(--gap)}
.gal--masonry .gal-item{aspect-ratio:var(--ar)}
.gal-cap{position:absolute;left:0;right:0;bottom:0;padding:.45rem .7rem;background:rgba(16,35,47,.86);color:#fff;font-size:.9rem;line-height:1.35;transition:opacity var(--cap-dur),transform var(--cap-dur)}
@media (hover:hover){.gal--content-fade .gal-item:not(:hover,:focus-visible) .gal-cap{opacity:0}
.gal--content-slide-up .gal-item:not(:hover,:focus-visible) .gal-cap{transform:translateY(100%)}
.gal--content-zoom .gal-item:not(:hover,:focus-visible) .gal-cap{opacity:0;transform:scale(.8)}
.gal--content-none .gal-item:not(:hover,:focus-visible) .gal-cap{visibility:hidden}}
.gal--content-none .gal-cap{transition:none}
@media (prefers-reduced-motion:reduce){.gal-item img,.gal-cap{transition:none}}
${LIGHTBOX_CSS}`,
});
