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
          }}
        />
      </div>
    );
  },
  css: `.gal-filters{display:flex;flex-wrap:wrap;gap:.4rem;margin-bottom:.8rem}
.gal-filter{font:inherit;padding:.35rem .9rem;border-radius:999px;border:1px solid #8a9aa5;background:#fff;color:var(--headings);cursor:pointer;min-height:36px}
.gal-filter[aria-pressed="true"]{background:var(--primary);border-color:var(--primary);color:#fff}
.gal-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(var(--cols),minmax(0,1fr));gap:var(--gap)}
.gal-item{display:block;aspect-ratio:var(--ratio);overflow:hidden;border-radius:8px}
.gal-item img{display:block;width:100%;height:100%;object-fit:cover;transition:transform .3s}.gal-item:hover img{transform:scale(1.04)}
${LIGHTBOX_CSS}`,
});
