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
/**
 * The grid's breakpoints, as least widths in px. The device breakpoints of responsive settings are the
 * widths just below md and lg (mobile ≤ 767, tablet ≤ 1024); laptop ends at its own 1366.
 * The others are where fixed rules change, not settings (the spec's extra mobile and widescreen devices are
 * off): below sm (xs, ≤ 479) the header and its menu cart turn compact (XS_MAX); no image is generated
 * or served wider than xxl (media-urls.ts). xl has no rule of its own: past laptop every width is desktop.
 */
export const GRID_BREAKPOINTS = { xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 } as const;
/** The widest viewport of the xs range, the narrow phones. */
export const XS_MAX = GRID_BREAKPOINTS.sm - 1;
/** The narrowest viewport a page is laid out for; below it the page scrolls sideways instead of squeezing. */
export const SMALLEST_DEVICE_PX = 320;
/** Per-device behaviour (motion, a menu's collapse and hover mode) is decided again this long after a resize stops. */
export const MOTION_RESIZE_MS = 200;
/**
 * A real mouse moves in small steps: two pointer moves at most 2 px apart within 300 ms. A touch screen sends
 * one synthetic move per tap, so this tells a mouse plugged into a touch device from a finger.
 */
export const MOUSE_STEP_MAX_PX = 2;
export const MOUSE_STEP_WINDOW_MS = 300;
/** The animated headline's highlight draws over 1200 ms and is drawn again every 8000 ms after. */
export const HIGHLIGHT_DURATION_MS = 1200;
export const HIGHLIGHT_ITERATION_DELAY_MS = 8000;
