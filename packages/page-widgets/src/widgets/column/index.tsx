/** Column: spans 1–12 of the section's grid, per device (mobile defaults to full width); optionally sticky per device. */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { responsiveCss } from '../../responsive.js';
import { responsive } from '../../responsive-setting.js';
import { stickyCss, stickySettings } from '../../sticky.js';

const settings = z.object({ span: responsive(z.number().int().min(1).max(12), 12), ...stickySettings }).strict();

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
    ctx.collector.css.push(stickyCss(`#c-${id}`, s.sticky, s.stickyOn, s.stickyOffset));
    return (
      <div className="column" id={`c-${id}`}>
        {children}
      </div>
    );
  },
});
