/**
 * The game chunk for a gamified pop-up (spec §1: format_1 gift box, format_2
 * scratch card, format_3 wheel), imported only when one shows; any other
 * format plays on the wheel.
 */
import type { ComponentType } from 'react';
import type { GameProps } from './game-props.js';

export function loadGame(format: number): Promise<ComponentType<GameProps>> {
  if (format === 1) return import('./gift-game.js').then((m) => m.GiftGame);
  if (format === 2) return import('./scratch-game.js').then((m) => m.ScratchGame);
  return import('./wheel-game.js').then((m) => m.WheelGame);
}
