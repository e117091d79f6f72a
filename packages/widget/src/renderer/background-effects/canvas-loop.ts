/**
 * The animation loop the hand-drawn background effects share: keeps the
 * canvas at its on-screen size (sharp on high-density screens), clears it
 * and calls `draw` once a frame with the seconds since the last one.
 * Positions are kept as fractions of the canvas, so a resize needs no reset.
 */
export type Draw = (ctx: CanvasRenderingContext2D, w: number, h: number, dt: number) => void;

/** Colours an effect draws with: the pop-up's text colour (it always contrasts the background) and accent. */
export interface EffectColors {
  fg: string;
  accent: string;
}

/** Starts an effect on a canvas; the function it returns stops it. */
export type StartEffect = (canvas: HTMLCanvasElement, colors: EffectColors) => () => void;

export function runLoop(canvas: HTMLCanvasElement, draw: Draw): () => void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return () => {};
  let w = 0;
  let h = 0;
  const resize = () => {
    const dpr = Math.min(2, devicePixelRatio || 1);
    w = canvas.clientWidth;
    h = canvas.clientHeight;
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  };
  resize();
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);
  let last = performance.now();
  let id = requestAnimationFrame(function frame(now) {
    // A background tab pauses frames: cap the step so nothing jumps when it comes back.
    const dt = Math.min(0.05, Math.max(0, now - last) / 1000);
    last = now;
    ctx.clearRect(0, 0, w, h);
    draw(ctx, w, h, dt);
    id = requestAnimationFrame(frame);
  });
  return () => {
    cancelAnimationFrame(id);
    observer.disconnect();
  };
}

/** `n` items made by `make`, for particle effects. */
export function many<T>(n: number, make: () => T): T[] {
  return Array.from({ length: n }, make);
}
