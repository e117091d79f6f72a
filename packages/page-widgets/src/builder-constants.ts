/**
 * The page builder's fixed figures (spec §9 "Business constants and limits") in one place, so the code that
 * uses them and the tests that check them read the same values.
 */

/** A press that moves further than this is a drag (carousels, sliders). */
export const DRAG_THRESHOLD_PX = 8;
/** Scroll handlers run once the page has stopped scrolling for this long. */
export const SCROLL_DEBOUNCE_MS = 250;
/** An island's script that has not run after this long counts as failed, as a chunk load timeout does. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** The nav menu's sub-menus fade in over this long. */
export const MENU_FADE_MS = 200;
