/** Hotspots widget (§3): an image with positioned tooltip buttons. */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { Island } from '../../render/island.js';
import { responsive } from '../../responsive-setting.js';
import { Hotspots } from './component.js';
import { TRIGGERS } from './trigger.js';

const settings = z
  .object({
    image: z
      .object({
        src: z.string().startsWith('/'),
        alt: z.string().max(300),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .strict()
      .default({ src: '/site/assets/img/capas-piel.svg', alt: '', width: 1200, height: 800 }),
    hotspots: z
      .array(
        z
          .object({
            x: z.number().min(0).max(100),
            y: z.number().min(0).max(100),
            label: z.string().min(1).max(80),
            text: z.string().min(1).max(400),
          })
          .strict(),
      )
      .max(20)
      .default([]),
    /** Per device: e.g. `{ desktop: 'hover', mobile: 'click' }` (touch screens have no hover). */
    trigger: responsive(z.enum(TRIGGERS), 'click'),
    position: z.enum(['top', 'bottom', 'left', 'right']).default('top'),
    animation: z.enum(['fade', 'zoom', 'none']).default('fade'),
    sequenced: z.boolean().default(true),
    /** The builder's default spread of the sequenced animation (§9). */
    sequenceMs: z.number().int().min(0).max(10_000).default(1000),
  })
  .strict();

export const hotspots = defineWidget({
  type: 'hotspots',
  label: 'Puntos de interés',
  settings,
  render: function HotspotsWidget({ id, settings: s }) {
    return (
      <div className="w w-hotspots">
        <Island name="hotspots" component={Hotspots} props={{ id, ...s }} />
      </div>
    );
  },
  css: `.hs{position:relative}.hs img{display:block;width:100%;height:auto;border-radius:8px}
.hs-spot{position:absolute;width:36px;height:36px;margin:-18px 0 0 -18px;border-radius:50%;border:3px solid #fff;background:var(--primary);color:#fff;cursor:pointer;padding:0;box-shadow:0 0 0 4px rgba(var(--primary-rgb),.3)}
.hs-dot{font-weight:700;font-size:1.2rem;line-height:1}
.hs-seq{animation:hs-in .4s both}@keyframes hs-in{from{opacity:0;transform:scale(.4)}to{opacity:1;transform:none}}
.hs-tip{position:absolute;top:0;left:0;z-index:20;max-width:16rem;background:var(--headings);color:#fff;padding:.6rem .8rem;border-radius:6px;font-size:.92rem;line-height:1.45;box-shadow:0 6px 18px rgba(0,0,0,.25)}
.hs-tip strong{display:block;margin-bottom:.2rem}
.hs-tip--fade:not([hidden]){animation:hs-fade .2s}.hs-tip--zoom:not([hidden]){animation:hs-zoom .2s}
@keyframes hs-fade{from{opacity:0}}@keyframes hs-zoom{from{opacity:0;scale:.85}}`,
});
