/** Before/after image comparison widget (§2): settings, defaults and the server render of its island. */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { Island } from '../../render/island.js';
import { BeforeAfter } from './component.js';

const img = z.object({ src: z.string().startsWith('/'), alt: z.string().max(300) }).strict();

const settings = z
  .object({
    before: img.default({ src: '/site/assets/img/antes.svg', alt: 'Antes' }),
    after: img.default({ src: '/site/assets/img/despues.svg', alt: 'Después' }),
    width: z.number().int().min(1).max(4000).default(1200),
    height: z.number().int().min(1).max(4000).default(800),
    orientation: z.enum(['horizontal', 'vertical']).default('horizontal'),
    offset: z.number().min(0).max(100).default(50),
    beforeLabel: z.string().min(1).max(40).default('Antes'),
    afterLabel: z.string().min(1).max(40).default('Después'),
    showLabels: z.boolean().default(true),
    overlay: z.boolean().default(false),
    moveOn: z.enum(['handle', 'hover', 'click']).default('handle'),
    caption: z.string().max(300).optional(),
  })
  .strict();

export const beforeAfter = defineWidget({
  type: 'before-after',
  label: 'Antes y después',
  settings,
  render: function BeforeAfterWidget({ id, settings: s }) {
    const { caption, ...rest } = s;
    return (
      <figure className="w w-before-after">
        <Island name="before-after" component={BeforeAfter} props={{ id, ...rest }} />
        {caption ? <figcaption>{caption}</figcaption> : null}
      </figure>
    );
  },
  css: `.w-before-after{margin-left:0;margin-right:0}.w-before-after figcaption{font-size:.9rem;color:#4a5b67;margin-top:.4rem}
.ba-frame{position:relative;overflow:hidden;border-radius:8px;user-select:none;touch-action:pan-y;background:#eee}
.ba--vertical .ba-frame{touch-action:pan-x}
.ba-img{display:block;width:100%;height:100%;object-fit:cover;pointer-events:none}
.ba-before{position:absolute;inset:0;clip-path:inset(0 calc(100% - var(--pos)) 0 0)}
.ba--vertical .ba-before{clip-path:inset(0 0 calc(100% - var(--pos)) 0)}
.ba-label{position:absolute;top:.75rem;background:rgba(16,35,47,.85);color:#fff;font-size:.85rem;font-weight:600;padding:.2rem .6rem;border-radius:4px}
.ba-label--before{left:.75rem}.ba-label--after{right:.75rem}
.ba--vertical .ba-label--after{right:auto;left:.75rem;top:auto;bottom:.75rem}
.ba--overlay .ba-label{opacity:0;transition:opacity .2s}.ba--overlay .ba-frame:hover .ba-label,.ba--overlay .ba-frame:focus-within .ba-label{opacity:1}
.ba--overlay .ba-frame:hover::after{content:"";position:absolute;inset:0;background:rgba(16,35,47,.25);pointer-events:none}
.ba-handle{position:absolute;top:0;bottom:0;left:var(--pos);width:44px;margin-left:-22px;cursor:ew-resize;display:flex;align-items:center;justify-content:center;touch-action:none}
.ba-handle::before{content:"";position:absolute;top:0;bottom:0;left:50%;width:3px;margin-left:-1.5px;background:#fff;box-shadow:0 0 3px rgba(0,0,0,.4)}
.ba--vertical .ba-handle{left:0;right:0;top:var(--pos);bottom:auto;width:auto;height:44px;margin:-22px 0 0;cursor:ns-resize}
.ba--vertical .ba-handle::before{left:0;right:0;top:50%;bottom:auto;width:auto;height:3px;margin:-1.5px 0 0}
.ba-grip{position:relative;width:36px;height:36px;border-radius:50%;background:#fff;border:3px solid var(--primary);box-shadow:0 1px 4px rgba(0,0,0,.3)}
.ba-handle:focus-visible{outline:none}.ba-handle:focus-visible .ba-grip{outline:3px solid var(--accent);outline-offset:2px}
.ba-steps{display:flex;justify-content:space-between;gap:.5rem;margin-top:.5rem}
.ba-steps button{font:inherit;font-size:.9rem;background:#fff;border:1px solid #8a9aa5;border-radius:6px;padding:.35rem .7rem;color:var(--headings);cursor:pointer;min-height:32px}`,
});
