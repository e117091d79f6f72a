/**
 * The entrance, exit and teaser animations (popup-schema's EFFECTS) by name in the person's language: the
 * schema keeps the values the widget reads, the dashboard says what each looks like.
 */
import type { Effect } from '@beckon/popup-schema';
import type { MessageId } from '../i18n/i18n.js';

export const ANIMATION_NAMES: Record<Effect, MessageId> = {
  none: 'builder.animation.none',
  up: 'builder.animation.up',
  down: 'builder.animation.down',
  left: 'builder.animation.left',
  right: 'builder.animation.right',
  blind: 'builder.animation.blind',
  fold: 'builder.animation.fold',
  bounce: 'builder.animation.bounce',
  clip: 'builder.animation.clip',
  size: 'builder.animation.size',
  'scale-out': 'builder.animation.scale-out',
  explode: 'builder.animation.explode',
  fade: 'builder.animation.fade',
  highlight: 'builder.animation.highlight',
  puff: 'builder.animation.puff',
  pulsate: 'builder.animation.pulsate',
  scale: 'builder.animation.scale',
  shake: 'builder.animation.shake',
};
