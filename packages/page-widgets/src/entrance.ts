/**
 * Entrance animations of sections and columns (Elementor's `animation`, `animation_duration`,
 * `animation_delay`): the element plays its animation once it first enters the viewport (the entrance island
 * watches it). Without scripting it is simply shown; if the island never runs it is shown after a few seconds;
 * under prefers-reduced-motion it is shown at once, unanimated. None of it in the editor.
 */
import type { CSSProperties } from 'react';
import * as z from 'zod';
import type { RenderContextValue } from './render/context.js';

const ANIMATIONS = [
  'none',
  'fadeIn',
  'fadeInUp',
  'fadeInDown',
  'fadeInLeft',
  'fadeInRight',
  'zoomIn',
  'slideInUp',
  'slideInLeft',
  'slideInRight',
] as const;
type Animation = (typeof ANIMATIONS)[number];

/** Elementor's three speeds, in seconds (animated-slow, the default, animated-fast). */
const DURATION_S = { slow: 2, normal: 1.25, fast: 0.75 } as const;

export const entranceSettings = {
  animation: z.enum(ANIMATIONS).default('none'),
  animationDuration: z.enum(['slow', 'normal', 'fast']).default('normal'),
  /** Milliseconds between entering the viewport and the animation's start. */
  animationDelay: z.number().int().min(0).max(10_000).default(0),
};

export interface EntranceValues {
  animation: Animation;
  animationDuration: keyof typeof DURATION_S;
  animationDelay: number;
}

const KEYFRAMES: Record<Exclude<Animation, 'none'>, string> = {
  fadeIn: 'from{opacity:0}to{opacity:1}',
  fadeInUp: 'from{opacity:0;transform:translate3d(0,40px,0)}to{opacity:1;transform:none}',
  fadeInDown: 'from{opacity:0;transform:translate3d(0,-40px,0)}to{opacity:1;transform:none}',
  fadeInLeft: 'from{opacity:0;transform:translate3d(-40px,0,0)}to{opacity:1;transform:none}',
  fadeInRight: 'from{opacity:0;transform:translate3d(40px,0,0)}to{opacity:1;transform:none}',
  zoomIn: 'from{opacity:0;transform:scale3d(.3,.3,.3)}50%{opacity:1}to{opacity:1;transform:none}',
  slideInUp: 'from{opacity:1;transform:translate3d(0,100%,0)}to{opacity:1;transform:none}',
  slideInLeft: 'from{opacity:1;transform:translate3d(-100%,0,0)}to{opacity:1;transform:none}',
  slideInRight: 'from{opacity:1;transform:translate3d(100%,0,0)}to{opacity:1;transform:none}',
};

/** Hidden until the island marks it in (`ent-in`); shown after 4 s anyway should the island never run. */
const BASE_CSS = `@keyframes ent-show{to{opacity:1}}
@media (scripting:enabled){.ent:not(.ent-in){opacity:0;animation:ent-show 0s 4s forwards}}
.ent-in{animation-duration:var(--ent-dur);animation-delay:var(--ent-delay);animation-fill-mode:both}
body{overflow-x:clip}
@media (prefers-reduced-motion:reduce){.ent:not(.ent-in),.ent.ent-in{opacity:1;animation:none}}`;

/** The class, custom properties and page CSS of an element's entrance animation (none in the editor). */
export function entrance(
  s: EntranceValues,
  ctx: RenderContextValue,
): { className: string; style: CSSProperties | undefined } {
  if (s.animation === 'none' || ctx.editing) return { className: '', style: undefined };
  if (!ctx.collector.islands.has('entrance')) {
    ctx.collector.islands.add('entrance');
    ctx.collector.css.push(BASE_CSS);
  }
  const rule = `@keyframes ent-${s.animation}{${KEYFRAMES[s.animation]}}@media (prefers-reduced-motion:no-preference){.ent-in.ent-${s.animation}{animation-name:ent-${s.animation}}}`;
  if (!ctx.collector.css.includes(rule)) ctx.collector.css.push(rule);
  return {
    className: ` ent ent-${s.animation}`,
    style: {
      '--ent-dur': `${DURATION_S[s.animationDuration]}s`,
      '--ent-delay': `${s.animationDelay / 1000}s`,
    } as CSSProperties,
  };
}
