/** The rain background effect: thin slanted streaks falling fast. */
import { many, runLoop, type StartEffect } from './canvas-loop.js';

export const start: StartEffect = (canvas, { fg }) => {
  const drops = many(70, () => ({ x: Math.random(), y: Math.random(), speed: 0.8 + Math.random() * 0.6 }));
  return runLoop(canvas, (ctx, w, h, dt) => {
    ctx.strokeStyle = fg;
    ctx.globalAlpha = 0.25;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const d of drops) {
      d.y += d.speed * dt;
      if (d.y > 1.05) {
        d.y = -0.05;
        d.x = Math.random();
      }
      const x = d.x * w;
      const y = d.y * h;
      ctx.moveTo(x, y);
      ctx.lineTo(x - 3, y + 14);
    }
    ctx.stroke();
  });
};
