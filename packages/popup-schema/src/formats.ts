/**
 * Every type's numbered formats (spec §1 "Every type has numbered formats",
 * §2 "Format orientation … is defined per format for every type") as data:
 * the renderer lays a pop-up out from it and the builder names the choices
 * from it, so the two never disagree. No zod here: the widget imports this
 * module (`@beckon/popup-schema/formats`) and must not pull zod in.
 */
import type { PopupType } from './popup-record.js';

/**
 * Where the screen's first image goes: `inline` keeps it among the blocks
 * where the owner put it; `left`, `right` and `top` give it a pane of its
 * own beside or above the content; `background` spreads it behind the content.
 */
export const IMAGE_PLACEMENTS = ['inline', 'left', 'right', 'top', 'background'] as const;
export type ImagePlacement = (typeof IMAGE_PLACEMENTS)[number];

/** How the content blocks flow: stacked (vertical) or in a row (horizontal, as in a bar). */
export const ORIENTATIONS = ['vertical', 'horizontal'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export interface PopupFormat {
  /** poptin_format. */
  readonly n: number;
  /** What the builder calls it. */
  readonly name: string;
  readonly image: ImagePlacement;
  readonly orientation: Orientation;
  /** The mobile type's centred card (spec §2: formats 3 and 8 centre at 390 × 242); others sit at the bottom. */
  readonly centred?: true;
}

const f = (n: number, name: string, image: ImagePlacement, orientation: Orientation = 'vertical'): PopupFormat => ({
  n,
  name,
  image,
  orientation,
});

/** Corner slide-ins and the types drawn like them: a narrow box, so the image goes above, beside or behind. */
const SLIDE_IN: readonly PopupFormat[] = [
  f(1, 'Classic', 'inline'),
  f(2, 'Image on top', 'top'),
  f(3, 'Image left', 'left'),
  f(4, 'Image behind the text', 'background'),
];

/**
 * §9's per-type table of legacy format thresholds, read as the highest format
 * number each type had in the product whose records we take over: every
 * number up to it is a format here, so a record carried over is drawn in a
 * layout of its own rather than in its type's first format.
 */
export const LEGACY_FORMAT_THRESHOLDS: Readonly<Partial<Record<PopupType, number>>> = {
  mobile: 5,
  fullpage: 4,
  browsing: 1,
  sside: 4,
  bside: 3,
  social: 4,
  bar: 5,
  lightbox: 6,
};

/**
 * The formats by type. The numbers already in use keep their meaning: mobile
 * 1 bottom sheet and 3 centred card, gamified 1 gift box, 2 scratch card and
 * 3 prize wheel (the game is picked by number in the renderer's load-game.ts).
 */
export const POPUP_FORMATS: Readonly<Record<PopupType, readonly PopupFormat[]>> = {
  lightbox: [
    f(1, 'Classic', 'inline'),
    f(2, 'Image left', 'left'),
    f(3, 'Image right', 'right'),
    f(4, 'Image on top', 'top'),
    f(5, 'Image behind the text', 'background'),
    f(6, 'In a row', 'inline', 'horizontal'),
  ],
  bar: [
    f(1, 'Classic', 'inline', 'horizontal'),
    f(2, 'Image left', 'left', 'horizontal'),
    f(3, 'Image right', 'right', 'horizontal'),
    f(4, 'Image behind the text', 'background', 'horizontal'),
    f(5, 'Stacked', 'inline'),
  ],
  sside: SLIDE_IN,
  bside: SLIDE_IN,
  browsing: SLIDE_IN,
  content: SLIDE_IN,
  social: SLIDE_IN,
  fullpage: [
    f(1, 'Classic', 'inline'),
    f(2, 'Image left', 'left'),
    f(3, 'Image right', 'right'),
    f(4, 'Image behind the text', 'background'),
  ],
  mobile: [
    f(1, 'Bottom sheet', 'inline'),
    f(2, 'Bottom sheet, image on top', 'top'),
    { ...f(3, 'Centred card', 'inline'), centred: true },
    f(4, 'Bottom sheet, image behind the text', 'background'),
    f(5, 'Bottom strip, in a row', 'inline', 'horizontal'),
    { ...f(8, 'Centred card, image behind the text', 'background'), centred: true },
  ],
  embedded: [
    f(1, 'Classic', 'inline'),
    f(2, 'Image left', 'left'),
    f(3, 'Image right', 'right'),
    f(4, 'Image on top', 'top'),
  ],
  gamified: [f(1, 'Gift box', 'inline'), f(2, 'Scratch card', 'inline'), f(3, 'Prize wheel', 'inline')],
};

/**
 * The format a pop-up is drawn in. A number its type does not have (a row
 * saved before formats were checked) is drawn in the type's first format.
 */
export function formatOf(type: PopupType, n: number): PopupFormat {
  const formats = POPUP_FORMATS[type] ?? POPUP_FORMATS.lightbox;
  return formats.find((x) => x.n === n) ?? (formats[0] as PopupFormat);
}

/** Whether the type has a format with this number (the owner API refuses others). */
export const hasFormat = (type: PopupType, n: number): boolean => POPUP_FORMATS[type]?.some((x) => x.n === n) ?? false;
