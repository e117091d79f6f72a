/**
 * Entry and exit effects by name (spec §2 "Animations") as CSS keyframes and
 * the `animation` value that plays them. Exits replay the entry keyframes in
 * reverse, so each effect is written once. Attention effects (bounce, shake,
 * pulsate, highlight) move in place, so they run together with a fade.
 *
 * An exit plays keyframes of its own name (`bk-fade-out`): a browser that sees
 * the same name as the entry's only retimes that animation, and an entry over
 * for longer than the exit lasts would jump to its end, so the pop-up would
 * vanish at once. This is what the spec's "animation cleanup 1 s" (taking the
 * entry's animation off so the exit can start) is for; here nothing waits.
 */
import type { Effect } from '@beckon/popup-schema';
import { ENTRY_MS, EXIT_MS, REDUCED_MOTION_MS } from './closing.js';

const fromTo = (from: string) => `{from{${from}}to{opacity:1;transform:none;clip-path:inset(0)}}`;

/** Keyframes per effect name; `none` has none. */
const KEYFRAMES: Record<Exclude<Effect, 'none'>, string> = {
  fade: fromTo('opacity:0'),
  up: fromTo('opacity:0;transform:translateY(48px)'),
  down: fromTo('opacity:0;transform:translateY(-48px)'),
  left: fromTo('opacity:0;transform:translateX(-48px)'),
  right: fromTo('opacity:0;transform:translateX(48px)'),
  scale: fromTo('opacity:0;transform:scale(.5)'),
  'scale-out': fromTo('opacity:0;transform:scale(1.5)'),
  puff: fromTo('opacity:0;transform:scale(1.3)'),
  explode: fromTo('opacity:0;transform:scale(2.2)'),
  size: fromTo('transform:scale(0)'),
  clip: fromTo('clip-path:inset(50% 0)'),
  blind: fromTo('clip-path:inset(0 0 100% 0)'),
  fold: '{0%{clip-path:inset(0 100% 96% 0)}50%{clip-path:inset(0 0 96% 0)}to{clip-path:inset(0)}}',
  bounce: '{0%,60%,to{transform:none}20%{transform:translateY(-24px)}40%{transform:translateY(-12px)}}',
  shake: '{0%,to{transform:none}20%,60%{transform:translateX(-10px)}40%,80%{transform:translateX(10px)}}',
  pulsate: '{0%,50%,to{opacity:1}25%,75%{opacity:.3}}',
  highlight: '{0%{filter:brightness(1.35)}to{filter:none}}',
};

const ATTENTION: ReadonlySet<Effect> = new Set(['bounce', 'shake', 'pulsate', 'highlight']);

/** All keyframes, once, for the pop-up's style sheet. */
export function effectKeyframes(): string {
  return Object.entries(KEYFRAMES)
    .map(([name, body]) => `@keyframes bk-${name}${body}@keyframes bk-${name}-out${body}`)
    .join('');
}

/**
 * The CSS `animation` value for an entry (`in`) or exit (`out`). Reduced
 * motion gets a short fade only; `none` gets no animation.
 */
export function effectAnimation(effect: Effect, phase: 'in' | 'out', reducedMotion: boolean): string {
  if (effect === 'none') return 'none';
  const play = (name: string, ms: number) =>
    phase === 'in' ? `bk-${name} ${ms}ms ease normal both` : `bk-${name}-out ${ms}ms ease reverse both`;
  if (reducedMotion) return play('fade', REDUCED_MOTION_MS);
  const ms = phase === 'in' ? ENTRY_MS : EXIT_MS;
  const main = play(KEYFRAMES[effect] ? effect : 'fade', ms);
  return ATTENTION.has(effect) ? `${main},${play('fade', ms)}` : main;
}

/** Whether the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
