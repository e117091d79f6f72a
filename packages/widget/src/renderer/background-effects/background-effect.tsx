/**
 * The pop-up's background effect (design_properties.background_effect): a
 * canvas behind the content, drawn by the effect's own chunk, imported only
 * when a pop-up using it shows. Under prefers-reduced-motion no effect runs
 * and no chunk loads.
 */
import type { BackgroundEffect } from '@beckon/popup-schema';
import { useEffect, useRef } from 'react';
import type { EffectColors, StartEffect } from './canvas-loop.js';

type Running = Exclude<BackgroundEffect, 'none'>;

// One dynamic import per effect, so the build gives each its own chunk.
const LOADERS: Record<Running, () => Promise<{ start: StartEffect }>> = {
  wheel: () => import('./wheel.js'),
  'starry-sky': () => import('./starry-sky.js'),
  ball: () => import('./ball.js'),
  snow: () => import('./snow.js'),
  rain: () => import('./rain.js'),
  confetti: () => import('./confetti.js'),
};

/** The effect to run: none for `none`, and none at all when the visitor prefers reduced motion. */
export function effectToRun(effect: BackgroundEffect, reducedMotion: boolean): Running | null {
  return effect === 'none' || reducedMotion ? null : effect;
}

export interface BackgroundEffectProps extends EffectColors {
  effect: BackgroundEffect;
  reducedMotion: boolean;
}

export function BackgroundEffectLayer({ effect, reducedMotion, fg, accent }: BackgroundEffectProps) {
  const name = effectToRun(effect, reducedMotion);
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!name) return;
    let stop: (() => void) | null = null;
    let current = true;
    LOADERS[name]().then(
      (m) => {
        const canvas = ref.current;
        if (!current || !canvas) return;
        stop = m.start(canvas, { fg, accent });
        canvas.dataset.state = 'running';
      },
      // A chunk that fails to load leaves the background plain.
      () => {},
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [name, fg, accent]);
  return name ? (
    <div className="bk-fx" aria-hidden="true">
      <canvas ref={ref} data-effect={name} />
    </div>
  ) : null;
}

/** The canvas fills the box behind the content; the box isolates it so it stays above the box's own background. */
export const BACKGROUND_EFFECT_CSS =
  '.bk-dialog:has(>.bk-fx){isolation:isolate}' +
  '.bk-fx{position:absolute;inset:0;z-index:-1;pointer-events:none}.bk-fx canvas{display:block;width:100%;height:100%}';
