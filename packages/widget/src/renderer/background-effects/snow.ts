/** The snow background effect: flakes drifting down in the pop-up's text colour, faintly. */
import { many, runLoop, type StartEffect } from './canvas-loop.js';

export const start: StartEffect = (canvas, { fg }) => {
  const flakes = many(60, () => ({
    x: Math.random(),
    y: Math.random(),
    r: 1 + Math.random() * 2.5,
    speed: 0.04 + Math.random() * 0.06,
    phase: Math.random() * 6.28,
  }));
  let t = 0;
  return runLoop(canvas, (ctx, w, h, dt) => {
    t += dt;
    ctx.fillStyle = fg;
    ctx.globalAlpha = 0.35;
    for (const f of flakes) {
      f.y += f.speed * dt;
      if (f.y > 1.02) f.y = -0.02;
      const x = (f.x + Math.sin(t + f.phase) * 0.01) * w;
      ctx.beginPath();
      ctx.arc(x, f.y * h, f.r, 0, 6.283);
      ctx.fill();
    }
  });
};
