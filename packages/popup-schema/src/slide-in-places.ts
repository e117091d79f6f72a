/**
 * Where each slide-in type sits (spec §1: sside is the side slide-in, bside the
 * bottom one; browsing, content and social are drawn as corner boxes, see
 * loadLayout in the widget's layout.ts). The renderer places the box from it
 * and the builder offers exactly these placements, so the two never disagree.
 * No zod here: the widget imports this module.
 */
import type { Location } from './design-document.js';
import type { PopupType } from './popup-record.js';

export type SlideInType = Extract<PopupType, 'sside' | 'bside' | 'browsing' | 'content' | 'social'>;

export interface SlideInPlace {
  h: 'left' | 'center' | 'right';
  v: 'top' | 'middle' | 'bottom';
  /** The viewport edge the box touches with no margin: a side slide-in hangs off its side, a bottom one rises from the bottom. */
  flush: 'left' | 'right' | 'bottom' | null;
}

const CORNERS: readonly Location[] = ['left_top', 'right_top', 'left_bottom', 'right_bottom'];

/** The placements each slide-in type draws differently, as the stored values the builder's select offers. */
export const SLIDE_IN_PLACEMENTS: Readonly<Record<SlideInType, readonly Location[]>> = {
  sside: ['left_top', 'left_midlle', 'left_bottom', 'right_top', 'right_midlle', 'right_bottom'],
  bside: ['left_bottom', 'center_bottom', 'right_bottom'],
  browsing: CORNERS,
  content: CORNERS,
  social: CORNERS,
};

/**
 * The place a stored poptin_location draws at. What a type cannot draw folds
 * onto what it can: a centred side slide-in goes right (the usual side), a
 * bottom slide-in stays at the bottom, and a corner box folds centre and
 * middle onto the right and the bottom.
 */
export function slideInPlace(type: SlideInType, location: Location | string): SlideInPlace {
  const [h = '', v = ''] = location.split('_');
  const side = h === 'left' ? 'left' : 'right';
  switch (type) {
    case 'sside':
      return { h: side, v: v === 'top' ? 'top' : v === 'bottom' ? 'bottom' : 'middle', flush: side };
    case 'bside':
      return { h: h === 'left' || h === 'center' ? h : 'right', v: 'bottom', flush: 'bottom' };
    default:
      return { h: side, v: v === 'top' ? 'top' : 'bottom', flush: null };
  }
}

/** The stored value naming a place (the schema spells the middle row `midlle`). */
export const placeLocation = (place: Pick<SlideInPlace, 'h' | 'v'>): Location =>
  `${place.h}_${place.v === 'middle' ? 'midlle' : place.v}` as Location;

export const isSlideInType = (type: PopupType): type is SlideInType => type in SLIDE_IN_PLACEMENTS;
