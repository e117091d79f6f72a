/**
 * The teaser tab's decisions and constants (spec §4 "Teaser tab", §9), pure so
 * they are tested apart from the page: when the tab shows, its tab order and
 * its timings.
 */
import type { Effect, TeaserMode } from '@beckon/popup-schema';

/** §9: below the pop-ups (which use the largest z-index) and above nearly any page element. */
export const TAB_Z_INDEX = 999998;
/** §9: the tab's animation replays every 3 s. */
export const TAB_REPEAT_MS = 3000;
/** §4: the tab appears half a second after it is set up. */
export const TAB_SETUP_MS = 500;
/** §4: a clicked tab is removed a second later, once its fade-out has played. */
export const TAB_CLEANUP_MS = 1000;
/**
 * §4 "1.5 s more with teasers": once its pop-up has left, the tab comes back
 * 1.5 s later, so it never pops in while the visitor's eye is still on the close.
 */
export const TAB_AFTER_CLOSE_MS = 1500;

/** §9 tab index: base 500 plus 100 per pop-up, in the order the display service listed them. */
export const tabIndexFor = (position: number): number => 500 + 100 * position;

export interface TeaserState {
  /** The pop-up is on screen now (the tab never shows beside its own pop-up). */
  open: boolean;
  /** The pop-up was shown to this visitor, on this page or an earlier one. */
  seen: boolean;
  /** The pop-up was closed after showing (on this page, or seen earlier and no longer on screen). */
  closed: boolean;
  /** The visitor converted and the pop-up stops showing to converted visitors. */
  done: boolean;
}

/**
 * always: the tab whenever its pop-up is not on screen; before_show: only
 * until the pop-up was seen; after_close: only once the pop-up was closed.
 */
export function teaserShows(mode: TeaserMode, s: TeaserState): boolean {
  if (s.open || s.done) return false;
  if (mode === 'before_show') return !s.seen;
  if (mode === 'after_close') return s.closed;
  return true;
}

/** The animation replayed every TAB_REPEAT_MS: none with `none` or when the visitor asked for less motion. */
export const tabAnimates = (effect: Effect, reducedMotion: boolean): boolean => effect !== 'none' && !reducedMotion;
