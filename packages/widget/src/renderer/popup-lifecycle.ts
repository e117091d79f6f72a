/**
 * The pop-up's lifecycle as a pure reducer (spec §4 "Closing", "Submit"): the screen it shows, whether the
 * visitor converted, whether and why it is closing, and the two marks that silence the close report (a submit,
 * a redirect). The component dispatches these events and runs what follows them (timers, navigation, reports).
 */
import type { CloseReason } from '@beckon/popup-schema';
import type { AfterSubmit } from './after-submit.js';

/** The main screen, the thank-you screen, or the main screen with "Sent successfully!" in place of the form. */
export type Shown = 'main' | 'thank_you' | 'sent';

export interface Lifecycle {
  screen: Shown;
  /** The visitor converted (a game converts on its main screen, whose end screen follows without a screen change). */
  converted: boolean;
  /** "Sent successfully!" is announced to screen readers. */
  announced: boolean;
  /** The exit under way and the close that started it; a null reason is the pop-up closing itself after a lead. */
  closing: { reason: CloseReason | null } | null;
  /** A submit is under way or went through. */
  submitted: boolean;
  /** The visitor was sent away: by the redirect, a game's redirect or a link. */
  redirected: boolean;
}

export const SHOWN: Lifecycle = {
  screen: 'main',
  converted: false,
  announced: false,
  closing: null,
  submitted: false,
  redirected: false,
};

export type LifecycleEvent =
  /** A close way was used, or the pop-up closes itself (reason null). */
  | { type: 'close'; reason: CloseReason | null }
  /** The form sent its values. */
  | { type: 'submit' }
  /** The loader could not even try to send: the visitor may submit again. */
  | { type: 'submit_failed' }
  /** The send was handled; `outcome` is what follows it, `announce` whether "Sent successfully!" is read out. */
  | { type: 'submit_done'; outcome: AfterSubmit['kind']; announce: boolean }
  /** A game sent its lead (it draws its own end screen). */
  | { type: 'game_converted' }
  /** The visitor is sent away. */
  | { type: 'redirect' };

/** The next state; the same object when the event changes nothing, so a caller can skip a re-render. */
export function lifecycle(state: Lifecycle, event: LifecycleEvent): Lifecycle {
  switch (event.type) {
    case 'close':
      // The first close wins: its reason is the one reported, and its exit the one that plays.
      return state.closing ? state : { ...state, closing: { reason: event.reason } };
    case 'submit':
      return state.submitted ? state : { ...state, submitted: true };
    case 'submit_failed':
      return state.submitted ? { ...state, submitted: false } : state;
    case 'submit_done': {
      const converted = { ...state, converted: true };
      // §8: a failed conversion is never shown, the flow goes on; but a pop-up already on its way out stays as it is.
      if (state.closing) return converted;
      const screen = event.outcome === 'redirect' ? state.screen : event.outcome;
      return { ...converted, screen, announced: state.announced || event.announce };
    }
    case 'game_converted':
      return state.submitted && state.converted ? state : { ...state, submitted: true, converted: true };
    case 'redirect':
      return state.redirected ? state : { ...state, redirected: true };
  }
}

/** The reason to report once the exit is over: none when the pop-up closed itself, or after a submit or redirect (§4). */
export function closeReport(state: Lifecycle): CloseReason | null {
  const reason = state.closing?.reason ?? null;
  return state.submitted || state.redirected ? null : reason;
}

/** Whether a step changes what is drawn; `submitted` and `redirected` only gate callbacks. */
export function redraws(before: Lifecycle, next: Lifecycle): boolean {
  return (
    before.screen !== next.screen ||
    before.converted !== next.converted ||
    before.announced !== next.announced ||
    before.closing !== next.closing
  );
}
