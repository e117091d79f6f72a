/**
 * Which placement and size settings change anything for each pop-up type, read from the renderer's layouts
 * (packages/widget/src/renderer/layouts/*.ts, layout.ts). The builder hides a control where it would change
 * nothing for visitors (such a setting is a defect), and shows a placement only as the type reads it.
 */
import {
  isSlideInType,
  LOCATIONS,
  type Location,
  MODAL_TYPES,
  type PopupInput,
  type PopupType,
  placeLocation,
  SLIDE_IN_PLACEMENTS,
  slideInPlace,
} from '@beckon/popup-schema';

export interface TypeSettings {
  /** poptin_size.width: lightbox.ts (frameSize), slide-in.ts (desktop width), embedded.ts (the box's width). */
  width: boolean;
  /** poptin_size.height: lightbox.ts (frameSize) and slide-in.ts (min-height) only; embedded.ts reads only the width. */
  height: boolean;
  /**
   * The placements that draw differently, as the stored values the select offers: all nine for lightbox.ts
   * (placementStyle), each slide-in type's own for slide-in.ts (SLIDE_IN_PLACEMENTS: six side places for sside,
   * three bottom ones for bside, four corners for the rest), top or bottom for bar.ts (barEdge), none for
   * fullpage.ts, mobile.ts (its format places it) and embedded.ts (drawn where the owner's container is).
   */
  placements: readonly Location[];
  /**
   * The backdrop's opacity and the close-on-outside-click switch: only lightbox.ts draws a backdrop
   * (style.overlay_opacity), and frame.tsx closes on an outside click only for modal types. Fullpage is modal
   * but its box fills the whole mat (fullpage.ts: width and height 100%), so there is nothing outside to click.
   */
  backdrop: boolean;
  /** style.border_radius: bar.ts and fullpage.ts square the box (border-radius:0), so only the others read it. */
  radius: boolean;
  /**
   * design_properties.poptin_design_content_lock: the renderer locks the page only behind a modal layout
   * (closing.ts pageLocked); a bar or slide-in leaves the page usable, so the switch would change nothing there.
   */
  contentLock: boolean;
  /** The size the type starts with when the owner switches to it (sizeOnSwitch); null where the size is not read whole. */
  startSize: Size | null;
}

type Size = PopupInput['design']['poptin_size'];

/** A new pop-up's size (draft.ts newPopup), a lightbox's. */
export const LIGHTBOX_SIZE: Size = { width: 600, height: 420 };
/** A slide-in sits in a corner beside the page content, so it starts narrower and lower (slide-in.ts reads both). */
const SLIDE_IN_SIZE: Size = { width: 380, height: 260 };

const BAR_EDGES: readonly Location[] = ['center_top', 'center_bottom'];

const BACKDROP_TYPES: readonly PopupType[] = MODAL_TYPES.filter((t) => t !== 'fullpage');

export function typeSettings(type: PopupType): TypeSettings {
  const backdrop = BACKDROP_TYPES.includes(type);
  const contentLock = MODAL_TYPES.includes(type);
  switch (type) {
    case 'lightbox':
    case 'gamified':
      return {
        width: true,
        height: true,
        placements: LOCATIONS,
        backdrop,
        radius: true,
        contentLock,
        startSize: LIGHTBOX_SIZE,
      };
    case 'bar':
      return {
        width: false,
        height: false,
        placements: BAR_EDGES,
        backdrop,
        radius: false,
        contentLock,
        startSize: null,
      };
    case 'fullpage':
      return { width: false, height: false, placements: [], backdrop, radius: false, contentLock, startSize: null };
    case 'mobile':
      return { width: false, height: false, placements: [], backdrop, radius: true, contentLock, startSize: null };
    case 'embedded':
      return { width: true, height: false, placements: [], backdrop, radius: true, contentLock, startSize: null };
    default:
      // sside, bside, browsing, content, social: the slide-in layout (layout.ts loadLayout).
      return {
        width: true,
        height: true,
        placements: SLIDE_IN_PLACEMENTS[type],
        backdrop,
        radius: true,
        contentLock,
        startSize: SLIDE_IN_SIZE,
      };
  }
}

/**
 * The offered placement a stored one draws as, so the select shows what visitors see: a bar's edge
 * (bar.ts: only `_bottom` means bottom), a slide-in's place (slide-in-places.ts).
 */
export function shownPlacement(type: PopupType, location: Location): Location {
  if (isSlideInType(type)) return placeLocation(slideInPlace(type, location));
  const offered = typeSettings(type).placements;
  if (offered.includes(location)) return location;
  return location.endsWith('_bottom') ? 'center_bottom' : 'center_top';
}

/**
 * The size after switching to `type`: the type's starting size while the current one is still a starting size
 * (the owner has not chosen one), else the owner's own.
 */
export function sizeOnSwitch(type: PopupType, size: Size): Size {
  const start = typeSettings(type).startSize;
  const untouched = [LIGHTBOX_SIZE, SLIDE_IN_SIZE].some((s) => s.width === size.width && s.height === size.height);
  return start && untouched ? start : size;
}
