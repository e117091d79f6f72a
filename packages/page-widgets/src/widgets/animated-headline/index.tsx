/** Animated headline widget (§3 headline_style, animation_type, loop): rotating words between two texts. */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { Island } from '../../render/island.js';
import { AnimatedHeadline } from './component.js';

const settings = z
  .object({
    tag: z.enum(['h1', 'h2', 'h3']).default('h2'),
    beforeText: z.string().max(120).default('Trabajamos'),
    rotatingText: z
      .array(z.string().min(1).max(60))
      .min(1)
      .max(10)
      .default(['con rigor', 'con cercanía', 'con tiempo']),
    afterText: z.string().max(120).default(''),
    animationType: z.enum(['fade', 'slide', 'typing']).default('fade'),
    loop: z.boolean().default(true),
    animationDelay: z.number().int().min(500).max(20_000).default(2500),
  })
  .strict();

export const animatedHeadline = defineWidget({
  type: 'animated-headline',
  label: 'Titular animado',
  settings,
  render: function AnimatedHeadlineWidget({ settings: s }) {
    return (
      <div className="w w-headline">
        <Island
          name="animated-headline"
          component={AnimatedHeadline}
          props={{
            tag: s.tag,
            before: s.beforeText,
            words: s.rotatingText,
            after: s.afterText,
            animation: s.animationType,
            loop: s.loop,
            delay: s.animationDelay,
          }}
        />
      </div>
    );
  },
  css: `.ah{display:flex;align-items:baseline;gap:1rem;flex-wrap:wrap}.ah-text{margin:0}
.ah-slot{display:inline-grid}.ah-slot>*{grid-area:1/1}.ah-ghost{visibility:hidden}
.ah-word{display:inline-block;color:var(--primary)}.has-bg .ah-word{color:var(--primary-light)}
.ah-word--fade{animation:ah-fade .5s}.ah-word--slide{animation:ah-slide .5s}
.ah-word--typing{overflow:hidden;white-space:nowrap;vertical-align:bottom;animation:ah-type .8s steps(20,end)}
@keyframes ah-fade{from{opacity:0}}@keyframes ah-slide{from{opacity:0;transform:translateY(.4em)}}@keyframes ah-type{from{max-width:0}to{max-width:100%}}
.ah-pause{font:inherit;font-size:.85rem;background:none;border:1px solid currentColor;border-radius:6px;padding:.2rem .6rem;color:inherit;cursor:pointer;min-height:28px}`,
});
