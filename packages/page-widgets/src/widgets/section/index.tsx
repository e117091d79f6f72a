/**
 * Section: a full-width band holding columns. An optional anchor id makes it
 * a target of in-page links; a background image is loaded lazily by the theme
 * island when within 200 px of the viewport (§2, §9). It may play an entrance
 * animation (entrance.ts).
 */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { entrance, entranceSettings } from '../../entrance.js';
import { useRenderContext } from '../../render/context.js';
import { responsiveCss } from '../../responsive.js';
import { responsive } from '../../responsive-setting.js';

const settings = z
  .object({
    anchor: z
      .string()
      .regex(/^[A-Za-z_][\w-]*$/, 'must be a valid fragment: a letter or underscore, then letters, digits, _ or -')
      .optional(),
    label: z.string().max(120).optional(),
    backgroundColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b5f5f')
      .optional(),
    backgroundImage: z.string().startsWith('/').optional(),
    gap: responsive(z.number().int().min(0).max(96), 32),
    ...entranceSettings,
  })
  .strict();

export const section = defineWidget({
  type: 'section',
  label: 'Sección',
  settings,
  accepts: 'columns',
  render: function Section({ id, settings: s, children }) {
    const ctx = useRenderContext();
    const gap = {
      desktop: `${s.gap.desktop}px`,
      ...Object.fromEntries(Object.entries(s.gap).map(([k, v]) => [k, `${v}px`])),
    };
    ctx.collector.css.push(responsiveCss(`#s-${id}`, { gap: gap as { desktop: string } }));
    if (s.backgroundImage && !ctx.editing) ctx.collector.islands.add('theme');
    const style = s.backgroundColor ? { backgroundColor: s.backgroundColor } : undefined;
    const bg = s.backgroundImage && ctx.editing ? { ...style, backgroundImage: `url("${s.backgroundImage}")` } : style;
    const ent = entrance(s, ctx);
    return (
      <section
        id={s.anchor}
        aria-label={s.label}
        className={`${s.backgroundImage ? 'section has-bg' : 'section'}${ent.className}`}
        data-bg={s.backgroundImage && !ctx.editing ? s.backgroundImage : undefined}
        style={bg || ent.style ? { ...bg, ...ent.style } : undefined}
      >
        <div className="wrap columns" id={`s-${id}`}>
          {children}
        </div>
      </section>
    );
  },
});
