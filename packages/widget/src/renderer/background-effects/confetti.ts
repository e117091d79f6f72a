/**
 * The confetti background effect, drawn by canvas-confetti on our canvas (no
 * worker, so no blob: script a page's CSP might refuse): a burst when the
 * pop-up shows and a smaller one every few seconds.
 */
import confetti from 'canvas-confetti';
import type { StartEffect } from './canvas-loop.js';

const REPEAT_MS = 4000;

export const start: StartEffect = (canvas, { accent }) => {
  const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  const colors = [accent, '#ffd23f', '#ff5a5f', '#3ec300', '#1e90ff'];
  void fire({ particleCount: 120, spread: 90, origin: { y: 0.6 }, colors });
  const id = setInterval(() => void fire({ particleCount: 40, spread: 70, origin: { y: 0.7 }, colors }), REPEAT_MS);
  return () => {
    clearInterval(id);
    fire.reset();
  };
};
