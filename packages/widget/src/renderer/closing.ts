/**
 * Every timing of the pop-up's life in one pure module (spec §4 "Closing",
 * "Submit", §9 "Timing"), so components share one source and tests pin them.
 */
import type { CloseReason, DesignProperties, Effect } from '@beckon/popup-schema';

/** §4: entry animation settles after 600 ms. */
export const ENTRY_MS = 600;
/** §4: the exit effect runs about 800 ms unless it is `none`. */
export const EXIT_MS = 800;
/** §4/§9: Escape starts the exit at once; the pop-up is gone after 800 ms whatever the effect. */
export const ESCAPE_CLOSE_MS = 800;
/** Reduced motion: a short fade instead of the owner's effect. */
export const REDUCED_MOTION_MS = 200;
/** §4/§9: a click on the backdrop within the first second after showing is ignored (re-check after 1 s). */
export const OUTSIDE_CLICK_GUARD_MS = 1000;
/** §4/§9: focus moves to the first field after 2 s. */
export const FOCUS_FIRST_FIELD_MS = 2000;
/** §4/§9: the skip button counts down in 1 s steps. */
export const SKIP_STEP_MS = 1000;
/** §5/§9: the empty-form shake lasts 1 s. */
export const SHAKE_MS = 1000;
/** §4: a redirect hands off 1.5 s after the submit. */
export const REDIRECT_HANDOFF_MS = 1500;
/**
 * §4: without a thank-you screen the pop-up closes 2 s after a lead when "Sent successfully!" takes the form's
 * place, else after 0.1 s or 1 s. The spec names no condition for the two short paths; ours: 1 s after a pop-up
 * with no fields converts on its button (nothing new to read, a moment to see the click took), 0.1 s after a
 * content locker converts (the visitor converted to reach the page behind it).
 */
export const SENT_CLOSE_MS = 2000;
export const NO_FIELDS_CLOSE_MS = 1000;
export const UNLOCKED_CLOSE_MS = 100;
/**
 * §4: thank-you screen auto-close default (5 s), the value used when its auto-close is off (60 s), and the
 * alternate path's 600 s. The spec names no condition for it; ours: auto-close is off and the thank-you screen
 * shows a coupon code, which the visitor may need to copy and keep in view while shopping.
 */
export const THANK_YOU_DEFAULT_SEC = 5;
export const THANK_YOU_MANUAL_SEC = 60;
export const THANK_YOU_COUPON_SEC = 600;
/**
 * §4 says the repeat-submit flag re-enables "after a delay" without giving it.
 * 3 s: long enough to swallow double clicks and impatient re-clicks while a
 * failed send settles, short enough that a visitor can retry.
 */
export const SUBMIT_RETRY_MS = 3000;

/**
 * §4: a closing pop-up is removed 200 ms after a forced close (the page closes it, a single-page navigation),
 * else 5 s after the close at the latest. Its exit normally ends sooner (EXIT_MS) and removes it then; the 5 s is
 * the backstop that takes it off the page should the exit never end.
 */
export const FORCED_REMOVAL_MS = 200;
export const REMOVAL_BACKSTOP_MS = 5000;

/** How long the exit lasts before the element is removed. */
export function exitDelayMs(
  reason: CloseReason | null,
  effect: Effect,
  reducedMotion: boolean,
  forced = false,
): number {
  if (forced) return Math.min(FORCED_REMOVAL_MS, exitDelayMs(reason, effect, reducedMotion));
  if (reason === 'escape') return ESCAPE_CLOSE_MS;
  if (effect === 'none') return 0;
  return reducedMotion ? REDUCED_MOTION_MS : EXIT_MS;
}

/** Auto-close delay of the main screen, or null when auto-close is off. */
export function autoCloseMs(dp: Pick<DesignProperties, 'poptin_design_auto_close' | 'poptin_design_auto_close_sec'>) {
  return dp.poptin_design_auto_close ? dp.poptin_design_auto_close_sec * 1000 : null;
}

/**
 * Thank-you screen auto-close: its own seconds (default 5) when on; when off, 60 s, or 600 s when that screen
 * shows a coupon code. A redirect's backup timeout is the same figure (after-submit.ts).
 */
export function thankYouCloseMs(
  dp: Pick<DesignProperties, 'thank_screen_auto_close' | 'auto_close_sec'>,
  thankYouCoupon = false,
): number {
  if (!dp.thank_screen_auto_close) return (thankYouCoupon ? THANK_YOU_COUPON_SEC : THANK_YOU_MANUAL_SEC) * 1000;
  return (dp.auto_close_sec > 0 ? dp.auto_close_sec : THANK_YOU_DEFAULT_SEC) * 1000;
}

/** The close after a lead without a thank-you screen (see SENT_CLOSE_MS). */
export function sentCloseMs(opts: { locked: boolean; fields: number }): number {
  if (opts.locked) return UNLOCKED_CLOSE_MS;
  return opts.fields === 0 ? NO_FIELDS_CLOSE_MS : SENT_CLOSE_MS;
}

/**
 * Content lock (poptin_design_content_lock) makes a modal pop-up a content locker: the visitor signs up to reach
 * the page. While it is up the page behind is blurred and does not scroll, and until the visitor converts its main
 * screen cannot be closed (popup.tsx: no close control or close button, no Escape, outside click, auto-close or
 * closing at the timer's zero); the thank-you screen then closes as usual. Bars, slide-ins and the other non-modal
 * types leave the page usable by design, so the lock does not apply to them (nor does the builder offer it).
 */
export function pageLocked(dp: Pick<DesignProperties, 'poptin_design_content_lock'>, modal: boolean): boolean {
  return modal && dp.poptin_design_content_lock;
}
