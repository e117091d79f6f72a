/**
 * Scrolling motion effects (the builder's motion effects): a widget moves, fades, blurs, turns or grows with its
 * place in the viewport as the page scrolls, at its speed (1–10, the builder's 4 by default). The browser draws
 * them from a view timeline (CSS scroll-driven animations), so no script runs on scroll and a resize needs
 * nothing redone; a browser without view timelines shows the widget still. None under reduced motion, nor in
 * the editor. Each effect uses its own transform property (translate, rotate, scale), apart from the
 * entrance's `transform`.
 */
import type { CSSProperties } from 'react';
import * as z from 'zod';
import type { RenderContextValue } from './render/context.js';

const EFFECTS = ['none', 'vertical', 'horizontal', 'transparency', 'blur', 'rotate', 'scale'] as const;
type Effect = (typeof EFFECTS)[number];

export const motionSettings = {
  motionEffect: z.enum(EFFECTS).default('none'),
  motionSpeed: z.number().int().min(1).max(10).default(4),
};

export interface MotionValues {
  motionEffect: Effect;
  motionSpeed: number;
}

/** Each effect from the widget entering the viewport's bottom (0 %) to leaving at its top (100 %). */
const KEYFRAMES: Record<Exclude<Effect, 'none'>, string> = {
  vertical: 'from{translate:0 calc(var(--mfx-speed)*10px)}to{translate:0 calc(var(--mfx-speed)*-10px)}',
  horizontal: 'from{translate:calc(var(--mfx-speed)*-10px) 0}to{translate:calc(var(--mfx-speed)*10px) 0}',
  transparency: 'from,to{opacity:calc(1 - var(--mfx-speed)*.08)}50%{opacity:1}',
  blur: 'from,to{filter:blur(calc(var(--mfx-speed)*1px))}50%{filter:none}',
  rotate: 'from{rotate:calc(var(--mfx-speed)*-3deg)}to{rotate:calc(var(--mfx-speed)*3deg)}',
  scale: 'from,to{scale:calc(1 - var(--mfx-speed)*.04)}50%{scale:1}',
};

/** The class, custom property and page CSS of a widget's motion effect (none in the editor). */
export function motion(
  s: MotionValues,
  ctx: RenderContextValue,
): { className: string; style: CSSProperties | undefined } {
  if (s.motionEffect === 'none' || ctx.editing) return { className: '', style: undefined };
  const name = `mfx-${s.motionEffect}`;
  // The shorthand first: it resets the timeline, which is then set to the element's view.
  const rule = `@keyframes ${name}{${KEYFRAMES[s.motionEffect]}}@supports (animation-timeline:view()){@media (prefers-reduced-motion:no-preference){.${name}{animation:${name} linear both;animation-timeline:view()}}}`;
  if (!ctx.collector.css.includes(rule)) ctx.collector.css.push(rule);
  return { className: `mfx ${name}`, style: { '--mfx-speed': s.motionSpeed } as CSSProperties };
}
