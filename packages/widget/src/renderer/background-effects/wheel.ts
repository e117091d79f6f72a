/** The wheel background effect: a large faint wheel of alternating segments turning slowly behind the content. */
import { runLoop, type StartEffect } from './canvas-loop.js';

const SEGMENTS = 12;

export const start: StartEffect = (canvas, { fg, accent }) => {
  let angle = 0;
  return runLoop(canvas, (ctx, w, h, dt) => {
    angle += dt * 0.3;
    const r = Math.hypot(w, h) / 2;
    ctx.globalAlpha = 0.08;
    for (let i = 0; i < SEGMENTS; i++) {
      const a = angle + (i * 2 * Math.PI) / SEGMENTS;
      ctx.fillStyle = i % 2 ? fg : accent;
      ctx.beginPath();
      ctx.moveTo(w / 2, h / 2);
      ctx.arc(w / 2, h / 2, r, a, a + (2 * Math.PI) / SEGMENTS);
      ctx.fill();
    }
  });
};
