/** The starry-sky background effect: small stars twinkling in place. */
import { many, runLoop, type StartEffect } from './canvas-loop.js';

export const start: StartEffect = (canvas, { fg }) => {
  const stars = many(70, () => ({
    x: Math.random(),
    y: Math.random(),
    r: 0.6 + Math.random() * 1.4,
    rate: 1 + Math.random() * 2,
    phase: Math.random() * 6.28,
  }));
  let t = 0;
  return runLoop(canvas, (ctx, w, h, dt) => {
    t += dt;
    ctx.fillStyle = fg;
    for (const s of stars) {
      ctx.globalAlpha = 0.1 + 0.4 * (0.5 + 0.5 * Math.sin(t * s.rate + s.phase));
      ctx.beginPath();
      ctx.arc(s.x * w, s.y * h, s.r, 0, 6.283);
      ctx.fill();
    }
  });
};
