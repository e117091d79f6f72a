/** The ball background effect: a few soft balls in the accent colour, bouncing off the edges. */
import { many, runLoop, type StartEffect } from './canvas-loop.js';

export const start: StartEffect = (canvas, { accent }) => {
  const balls = many(6, () => ({
    x: Math.random(),
    y: Math.random(),
    vx: (Math.random() - 0.5) * 0.3,
    vy: (Math.random() - 0.5) * 0.3,
    r: 10 + Math.random() * 22,
  }));
  return runLoop(canvas, (ctx, w, h, dt) => {
    ctx.fillStyle = accent;
    ctx.globalAlpha = 0.2;
    for (const b of balls) {
      b.x += b.vx * dt;
      b.y += b.vy * dt;
      if (b.x < 0 || b.x > 1) b.vx = -b.vx;
      if (b.y < 0 || b.y > 1) b.vy = -b.vy;
      b.x = Math.min(1, Math.max(0, b.x));
      b.y = Math.min(1, Math.max(0, b.y));
      ctx.beginPath();
      ctx.arc(b.x * w, b.y * h, b.r, 0, 6.283);
      ctx.fill();
    }
  });
};
