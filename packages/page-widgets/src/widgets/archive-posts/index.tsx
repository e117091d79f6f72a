/**
 * Archive posts (Elementor Pro's `archive-posts`, §3 shop widgets "archive post list"): the site's
 * published posts, newest first, in the loop grid's item layout. Each item carries its post's id as
 * `data-template-id`: a visit to `?theme_template_id=<id>` scrolls that item into view, centred
 * (client.tsx), as Elementor does for the template element the parameter names.
 */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { responsiveCss } from '../../responsive.js';
import { responsive } from '../../responsive-setting.js';
import { LOOP_ITEM_CSS, LoopItemView } from '../loop-grid/item.js';
import { loopItems } from '../loop-grid/items.js';

const settings = z
  .object({
    columns: responsive(z.number().int().min(1).max(6), 3).default({ desktop: 3, tablet: 2, mobile: 1 } as never),
    perPage: z.number().int().min(1).max(12).default(6),
    showExcerpt: z.boolean().default(true),
    showDate: z.boolean().default(true),
    emptyMessage: z.string().min(1).max(200).default('Todavía no hay entradas publicadas.'),
  })
  .strict();

export const archivePosts = defineWidget({
  type: 'archive-posts',
  label: 'Archivo de entradas',
  settings,
  render: function ArchivePostsWidget({ id, settings: s }) {
    const { data, collector, editing } = useRenderContext();
    const items = loopItems(data, 'posts').slice(0, s.perPage);
    collector.css.push(responsiveCss(`#archive-${id}`, { cols: s.columns }));
    // The scroll to ?theme_template_id is for visitors; the editor's preview stays where the owner is.
    if (items.length > 0 && !editing) collector.islands.add('archive-posts');
    return (
      <div className="w w-archive" id={`archive-${id}`}>
        {items.length === 0 ? (
          <p className="loop-empty">{s.emptyMessage}</p>
        ) : (
          <ul className="loop-grid">
            {items.map((item, i) => (
              <li key={item.key} data-template-id={item.key.slice('post-'.length)}>
                <LoopItemView item={item} lazy={i > 2} showDate={s.showDate} showExcerpt={s.showExcerpt} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
  css: LOOP_ITEM_CSS,
});
