/**
 * Column: spans 1–12 of the section's grid, per device (mobile defaults to full width); optionally sticky per
 * device, in plain CSS or, when it leaves its section or has an effects offset, through the sticky island; it
 * may play an entrance animation (entrance.ts).
 */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { entrance, entranceSettings } from '../../entrance.js';
import { useRenderContext } from '../../render/context.js';
import { responsiveCss } from '../../responsive.js';
import { responsive } from '../../responsive-setting.js';
import { needsStickyHelper, stickyCss, stickyData, stickyHelperCss, stickySettings } from '../../sticky.js';

const settings = z
  .object({ span: responsive(z.number().int().min(1).max(12), 12), ...stickySettings, ...entranceSettings })
  .strict();

export const column = defineWidget({
  type: 'column',
  label: 'Columna',
  settings,
  accepts: 'widgets',
  render: function Column({ id, settings: s, children }) {
    const ctx = useRenderContext();
    if (s.span.desktop !== 12 || Object.keys(s.span).length > 1) {
      ctx.collector.css.push(responsiveCss(`#c-${id}`, { span: s.span }));
    }
    // The editor runs no islands: there the column previews as CSS sticky.
    const helper = needsStickyHelper(s) && !ctx.editing;
    if (helper) {
      ctx.collector.css.push(stickyHelperCss(`#c-${id}`, s));
      ctx.collector.islands.add('sticky');
    } else {
      ctx.collector.css.push(stickyCss(`#c-${id}`, s.sticky, s.stickyOn, s.stickyOffset));
    }
    const ent = entrance(s, ctx);
    return (
      <div
        className={`column${ent.className}`}
        style={ent.style}
        id={`c-${id}`}
        data-sticky={helper ? JSON.stringify(stickyData(s)) : undefined}
      >
        {children}
      </div>
    );
  },
});
