/**
 * Loop grid (§3: post and product skins): the items of a source in columns
 * per device, a page at a time. Server HTML; with "load more" pagination it
 * is an island that reveals the next page.
 */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { responsiveCss } from '../../responsive.js';
import { responsive } from '../../responsive-setting.js';
import { LoopGrid, LoopList } from './component.js';
import { LOOP_ITEM_CSS, loadLoopCartIsland } from './item.js';
import { currentPage, type LoopItem, loopItems } from './items.js';

/** Settings both loop widgets share: what they list, and what they say when it is nothing. */
export const loopQuerySettings = {
  source: z.enum(['posts', 'products']).default('posts'),
  emptyMessage: z.string().min(1).max(200).default('No hay nada que mostrar por ahora.'),
};

const settings = z
  .object({
    ...loopQuerySettings,
    columns: responsive(z.number().int().min(1).max(6), 3).default({ desktop: 3, tablet: 2, mobile: 1 } as never),
    perPage: z.number().int().min(1).max(12).default(6),
    pagination: z.enum(['none', 'load_more_on_click', 'numbers']).default('none'),
    loadMoreLabel: z.string().min(1).max(40).default('Cargar más'),
  })
  .strict();

/**
 * Numbered pagination: the requested page of the items (clamped to those that exist) and links to
 * every page as `?page=N` on this page's address, plain server HTML that works without JavaScript.
 */
function NumberedPages(p: { items: LoopItem[]; perPage: number; requested: number; path: string }) {
  const { current, last } = currentPage(p.requested, p.items.length, p.perPage);
  const href = (n: number) => (n === 1 ? p.path : `${p.path}?page=${n}`);
  return (
    <>
      <LoopList items={p.items.slice((current - 1) * p.perPage, current * p.perPage)} />
      <nav className="loop-pages" aria-label="Paginación">
        {current > 1 ? (
          <a href={href(current - 1)} rel="prev">
            <span aria-hidden="true">« </span>Página anterior
          </a>
        ) : null}
        {Array.from({ length: last }, (_, i) => i + 1).map((n) =>
          n === current ? (
            <span key={n} aria-current="page">
              <span className="sr-only">Página </span>
              {n}
            </span>
          ) : (
            <a key={n} href={href(n)}>
              <span className="sr-only">Página </span>
              {n}
            </a>
          ),
        )}
        {current < last ? (
          <a href={href(current + 1)} rel="next">
            Página siguiente<span aria-hidden="true"> »</span>
          </a>
        ) : null}
      </nav>
    </>
  );
}

export const loopGrid = defineWidget({
  type: 'loop-grid',
  label: 'Cuadrícula de bucle',
  settings,
  render: function LoopGridWidget({ id, settings: s }) {
    const ctx = useRenderContext();
    const { data, collector, page } = ctx;
    const items = loopItems(data, s.source);
    loadLoopCartIsland(ctx, items);
    collector.css.push(responsiveCss(`#loop-${id}`, { cols: s.columns }));
    return (
      <div className="w w-loop" id={`loop-${id}`}>
        {items.length === 0 ? (
          <p className="loop-empty">{s.emptyMessage}</p>
        ) : s.pagination === 'numbers' && items.length > s.perPage ? (
          <NumberedPages items={items} perPage={s.perPage} requested={data.pageNumber ?? 1} path={page.path} />
        ) : s.pagination === 'none' || items.length <= s.perPage ? (
          <LoopList items={items.slice(0, s.perPage)} />
        ) : (
          <Island
            name="loop-grid"
            component={LoopGrid}
            props={{ items, perPage: s.perPage, loadMoreLabel: s.loadMoreLabel }}
          />
        )}
      </div>
    );
  },
  css: `${LOOP_ITEM_CSS}
.loop-pages{display:flex;flex-wrap:wrap;justify-content:center;gap:.4rem;margin-top:1.5rem}
.loop-pages a,.loop-pages [aria-current]{display:inline-block;min-width:2.75rem;padding:.6rem .8rem;border:1px solid #d9e2e8;border-radius:6px;text-align:center;color:var(--headings)}
.loop-pages [aria-current]{background:var(--headings);border-color:var(--headings);color:#fff;font-weight:700}
.loop-more{text-align:center;margin-top:1.5rem}.loop-status{margin:.5rem 0 0;color:#4a5b67}.loop-status:empty{display:none}`,
});
