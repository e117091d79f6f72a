/** Portfolio widget (§3): published posts as tiles with filters by tag, columns per device, item ratio, row gap. */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { responsiveCss } from '../../responsive.js';
import { responsive } from '../../responsive-setting.js';
import { Portfolio } from './component.js';

const settings = z
  .object({
    columns: responsive(z.number().int().min(1).max(6), 3).default({ desktop: 3, tablet: 2, mobile: 1 } as never),
    itemRatio: z.number().min(0.3).max(2).default(0.66),
    rowGap: z.number().int().min(0).max(60).default(12),
    filters: z
      .array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), label: z.string().min(1).max(40) }).strict())
      .max(12)
      .default([]),
    allLabel: z.string().min(1).max(40).default('Todos'),
  })
  .strict();

export const portfolio = defineWidget({
  type: 'portfolio',
  label: 'Portafolio',
  settings,
  render: function PortfolioWidget({ id, settings: s }) {
    const { data, collector } = useRenderContext();
    collector.css.push(
      responsiveCss(`#pf-${id}`, {
        cols: s.columns,
        gap: { desktop: `${s.rowGap}px` },
        ratio: { desktop: String(s.itemRatio) },
      }),
    );
    return (
      <div className="w w-portfolio" id={`pf-${id}`}>
        <Island
          name="portfolio"
          component={Portfolio}
          props={{ items: data.recentPosts, filters: s.filters, allLabel: s.allLabel }}
        />
      </div>
    );
  },
  css: `.gal-filters{display:flex;flex-wrap:wrap;gap:.4rem;margin-bottom:.8rem}
.gal-filter{font:inherit;padding:.35rem .9rem;border-radius:999px;border:1px solid #8a9aa5;background:#fff;color:var(--headings);cursor:pointer;min-height:36px}
.gal-filter[aria-pressed="true"]{background:var(--primary);border-color:var(--primary);color:#fff}
.pf-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(var(--cols),minmax(0,1fr));gap:var(--gap)}
.pf-item{position:relative;display:block;aspect-ratio:1 / var(--ratio);overflow:hidden;border-radius:8px;background:var(--headings)}
.pf-item img{display:block;width:100%;height:100%;object-fit:cover;opacity:.85}
.pf-title{position:absolute;left:0;right:0;bottom:0;padding:.6rem .8rem;background:rgba(10,25,33,.85);color:#fff;font-weight:600;font-size:.95rem}`,
});
