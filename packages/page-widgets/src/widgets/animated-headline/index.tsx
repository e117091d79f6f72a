/** Animated headline widget (§3 headline_style, animation_type, loop): rotating words, or a highlighted phrase. */
import * as z from 'zod';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { Island } from '../../render/island.js';
import { AnimatedHeadline } from './component.js';
import { HIGHLIGHT_CSS, MARKER_SHAPES } from './highlight.js';
import { ROTATION_EFFECTS } from './rotation.js';

const settings = z
  .object({
    tag: z.enum(['h1', 'h2', 'h3']).default('h2'),
    /** Rotate: the words take turns; highlight: a mark is drawn over one phrase. */
    headlineStyle: z.enum(['rotate', 'highlight']).default('rotate'),
    beforeText: z.string().max(120).default('Trabajamos'),
    rotatingText: z
      .array(z.string().min(1).max(60))
      .min(1)
      .max(10)
      .default(['con rigor', 'con cercanía', 'con tiempo']),
    highlightedText: z.string().min(1).max(120).default('con rigor'),
    markerShape: z.enum(MARKER_SHAPES).default('circle'),
    afterText: z.string().max(120).default(''),
    animationType: z.enum(ROTATION_EFFECTS).default('fade'),
    loop: z.boolean().default(true),
    animationDelay: z.number().int().min(500).max(20_000).default(2500),
  })
  .strict();

export const animatedHeadline = defineWidget({
  type: 'animated-headline',
  label: 'Titular animado',
  settings,
  render: function AnimatedHeadlineWidget({ settings: s }) {
    const { editing } = useRenderContext();
    const props = {
      tag: s.tag,
      style: s.headlineStyle,
      before: s.beforeText,
      words: s.rotatingText,
      after: s.afterText,
      animation: s.animationType,
      loop: s.loop,
      delay: s.animationDelay,
      highlighted: s.highlightedText,
      marker: s.markerShape,
    };
    // A highlight drawn once is plain HTML and CSS; only a looping one has a pause button to hydrate.
    const still = s.headlineStyle === 'highlight' && !s.loop;
    return (
      <div className="w w-headline">
        {still ? (
          <AnimatedHeadline {...props} editing={editing} />
        ) : (
          <Island name="animated-headline" component={AnimatedHeadline} props={props} />
        )}
      </div>
    );
  },
  css: `.ah{display:flex;align-items:baseline;gap:1rem;flex-wrap:wrap}.ah-text{margin:0}
.ah-slot{display:inline-grid;perspective:300px}.ah-slot>*{grid-area:1/1}.ah-ghost{visibility:hidden}
.ah-word{display:inline-block;color:var(--primary)}.has-bg .ah-word{color:var(--primary-light)}
.ah-word--fade{animation:ah-fade .5s}.ah-word--slide{animation:ah-slide .5s}.ah-word--slide-down{animation:ah-slide-down .5s}
.ah-word--typing{overflow:hidden;white-space:nowrap;vertical-align:bottom;animation:ah-type .8s steps(20,end)}
.ah-word--clip{animation:ah-clip .6s ease-out}.ah-word--flip{animation:ah-flip .6s ease-out;transform-origin:50% 100%}
.ah-word--drop-in{animation:ah-drop .6s cubic-bezier(.3,1.6,.6,1)}
.ah-letter{display:inline-block;white-space:pre;animation-duration:.5s;animation-fill-mode:backwards;animation-delay:calc(var(--i)*50ms)}
.ah-word--swirl .ah-letter{animation-name:ah-swirl}.ah-word--blinds .ah-letter{animation-name:ah-blinds}.ah-word--wave .ah-letter{animation-name:ah-wave}
@keyframes ah-fade{from{opacity:0}}@keyframes ah-slide{from{opacity:0;transform:translateY(.4em)}}@keyframes ah-slide-down{from{opacity:0;transform:translateY(-.4em)}}@keyframes ah-type{from{max-width:0}to{max-width:100%}}
@keyframes ah-clip{from{clip-path:inset(0 100% 0 0)}}@keyframes ah-flip{from{opacity:0;transform:rotateX(90deg)}}@keyframes ah-drop{from{opacity:0;transform:translateY(-100%)}}
@keyframes ah-swirl{from{opacity:0;transform:rotate3d(1,1,0,-180deg)}}@keyframes ah-blinds{from{opacity:0;transform:rotateY(-90deg)}}@keyframes ah-wave{from{opacity:0;transform:scale(0)}60%{transform:scale(1.2)}}
@media (prefers-reduced-motion:reduce){.ah-word,.ah-letter{animation:none!important}}
.ah-pause{font:inherit;font-size:.85rem;background:none;border:1px solid currentColor;border-radius:6px;padding:.2rem .6rem;color:inherit;cursor:pointer;min-height:28px}
${HIGHLIGHT_CSS}`,
});
