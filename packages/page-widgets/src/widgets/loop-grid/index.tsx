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
import { LOOP_ITEM_CSS } from './item.js';
import { loopItems } from './items.js';

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
    pagination: z.enum(['none', 'load_more_on_click']).default('none'),
    loadMoreLabel: z.string().min(1).max(40).default('Cargar más'),
  })
  .strict();

export const loopGrid = defineWidget({
  type: 'loop-grid',
  label: 'Cuadrícula de bucle',
  settings,
  render: function LoopGridWidget({ id, settings: s }) {
    const { data, collector } = useRenderContext();
    const items = loopItems(data, s.source);
    collector.css.push(responsiveCss(`#loop-${id}`, { cols: s.columns }));
    return (
      <div className="w w-loop" id={`loop-${id}`}>
        {items.length === 0 ? (
          <p className="loop-empty">{s.emptyMessage}</p>
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
.loop-grid{display:grid;grid-template-columns:repeat(var(--cols),minmax(0,1fr));gap:1.5rem;list-style:none;margin:0;padding:0}
.loop-more{text-align:center;margin-top:1.5rem}.loop-status{margin:.5rem 0 0;color:#4a5b67}.loop-status:empty{display:none}`,
});
