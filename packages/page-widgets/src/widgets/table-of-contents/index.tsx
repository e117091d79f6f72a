/** Table of contents widget (§3): headings by tags, exclude selector, markers, hierarchy, minimizing. */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { BREAKPOINTS } from '../../responsive.js';
import { TableOfContents } from './component.js';
import { entriesFromNodes } from './tree.js';

const settings = z
  .object({
    title: z.string().min(1).max(80).default('Contenido'),
    headingsByTags: z
      .array(z.enum(['h2', 'h3', 'h4', 'h5', 'h6']))
      .min(1)
      .default(['h2', 'h3']),
    excludeHeadingsBySelector: z.string().max(200).default(''),
    container: z.string().min(1).max(100).default('main'),
    markerView: z.enum(['numbers', 'bullets']).default('numbers'),
    /** The bullets' mark (with the bullets marker view). */
    icon: z.enum(['disc', 'circle', 'square', 'check', 'arrow']).default('disc'),
    hierarchicalView: z.boolean().default(true),
    collapseSubitems: z.boolean().default(false),
    minimizeBox: z.boolean().default(true),
    minimizedOn: z.enum(['none', 'mobile', 'tablet', 'laptop', 'desktop']).default('mobile'),
    noHeadingsText: z.string().min(1).max(120).default('No se han encontrado encabezados en esta página.'),
    /** The box's least height in px, so that the page below does not move as the list fills or collapses. */
    minHeight: z.number().int().min(0).max(1200).optional(),
  })
  .strict();

/** Before hydration the minimized devices see the collapsed look (no shift when the island takes over). */
function minimizedCss(): string {
  const rule = (min: string) =>
    `.toc[data-min="${min}"]:not([data-live]) .toc-body,.toc[data-min="${min}"]:not([data-live]) .toc-collapse{display:none}.toc[data-min="${min}"]:not([data-live]) .toc-expand{display:inline-flex}`;
  return `${rule('desktop')}@media (max-width:${BREAKPOINTS.laptop}px){${rule('laptop')}}@media (max-width:${BREAKPOINTS.tablet}px){${rule('tablet')}}@media (max-width:${BREAKPOINTS.mobile}px){${rule('mobile')}}`;
}

export const tableOfContents = defineWidget({
  type: 'table-of-contents',
  label: 'Tabla de contenidos',
  settings,
  render: function TocWidget({ id, settings: s }) {
    const { doc } = useRenderContext();
    const props = {
      id,
      title: s.title,
      entries: entriesFromNodes(doc.content, s.headingsByTags),
      tags: s.headingsByTags,
      excludeSelector: s.excludeHeadingsBySelector,
      container: s.container,
      markerView: s.markerView,
      hierarchical: s.hierarchicalView,
      collapseSubitems: s.collapseSubitems,
      minimizeBox: s.minimizeBox,
      minimizedOn: s.minimizedOn,
      noHeadingsText: s.noHeadingsText,
    };
    return (
      <nav
        className="w w-toc"
        aria-label={s.title}
        data-icon={s.markerView === 'bullets' ? s.icon : undefined}
        style={s.minHeight === undefined ? undefined : { minHeight: `${s.minHeight}px` }}
      >
        <Island name="table-of-contents" component={TableOfContents} props={props} />
      </nav>
    );
  },
  css: `.toc{border:1px solid #c5d2da;border-radius:8px;background:#f7fafb}
.toc-head{display:flex;align-items:center;justify-content:space-between;padding:.6rem 1rem;border-bottom:1px solid #d9e2e8}
.toc-title{margin:0;font-weight:700}
.toc-btn[hidden]{display:none}.toc-btn{display:inline-flex;align-items:center;justify-content:center;min-width:32px;min-height:32px;border:1px solid #8a9aa5;border-radius:6px;background:#fff;color:var(--headings);cursor:pointer;font-size:1rem}
.toc-body{padding:.6rem 1rem .8rem}.toc-list{margin:0;padding-left:1.4rem}.toc-list .toc-list{padding-left:1.2rem}
.toc-item{display:inline-block;padding:.15rem 0;text-decoration:none;color:var(--headings)}
.toc-item:hover{text-decoration:underline}.toc-item.is-active{color:var(--primary);font-weight:700}
.toc-empty{margin:0;color:#4a5b67}
.w-toc[data-icon="circle"] ul.toc-list{list-style-type:circle}.w-toc[data-icon="square"] ul.toc-list{list-style-type:square}
.w-toc[data-icon="check"] ul.toc-list{list-style-type:"✓  "}.w-toc[data-icon="arrow"] ul.toc-list{list-style-type:"→  "}
.w-toc[data-icon] li::marker{color:var(--primary)}${minimizedCss()}`,
});
