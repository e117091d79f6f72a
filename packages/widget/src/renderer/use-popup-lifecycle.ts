/**
 * Runs the pop-up's lifecycle (popup-lifecycle.ts) and what each step sets off: the exit and its close report,
 * the hand-off after a submit or a game's end, and the `control` handle the mounting code closes through. In
 * preview nothing closes, waits or navigates: a close is only reported, and a submit only changes the screen.
 */

import type { CloseReason, DesignProperties } from '@beckon/popup-schema';
import { type MouseEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { ConversionResult, SubmittedValues } from '../contract.js';
import { afterSubmit, submitScreen } from './after-submit.js';
import { closeWays } from './close-ways.js';
import { exitDelayMs, REDIRECT_HANDOFF_MS } from './closing.js';
import type { GameEnd } from './games/game-props.js';
import { holdsLinkClick } from './link-handoff.js';
import { navigate as defaultNavigate, type LinkTarget } from './navigate.js';
import { closeReport, type Lifecycle, type LifecycleEvent, lifecycle, redraws, SHOWN } from './popup-lifecycle.js';
import type { PopupProps } from './popup-props.js';
import { pickScreens } from './screens.js';

interface Options {
  preview: boolean;
  isMobile: boolean;
  dp: DesignProperties;
  linkTarget: LinkTarget;
  reducedMotion: boolean;
  /** A content locker: it closes at once after its lead. */
  locked: boolean;
  control: PopupProps['control'];
  /** useTimers: cleared when the pop-up unmounts. */
  later(fn: () => void, ms: number): void;
}

export interface PopupLifecycle {
  life: Lifecycle;
  /** A close way was used; null: the pop-up closes itself after a lead or redirect; `forced`: the page closes it. */
  close(reason: CloseReason | null, forced?: boolean): void;
  /** The lead form's submit: resolves once the loader handled it, rejects when the visitor may retry. */
  onSubmit(values: SubmittedValues): Promise<void>;
  onGameSubmit(values: SubmittedValues): Promise<ConversionResult>;
  finishGame(end: GameEnd): void;
  onLinkClick(event: MouseEvent<HTMLAnchorElement>): void;
}

/** `propsRef` holds the latest props, so the timers read them late and need not restart when a parent re-renders. */
export function usePopupLifecycle(propsRef: RefObject<PopupProps>, options: Options): PopupLifecycle {
  const { preview, isMobile, dp, linkTarget, reducedMotion, locked, control, later } = options;
  // The state lives in a ref too: a callback that runs twice before a re-render (two close ways at once) sees the
  // first run's step. Only what is drawn re-renders; the marks that gate callbacks change nothing on screen.
  const current = useRef(SHOWN);
  const [life, setLife] = useState(SHOWN);
  const dispatch = useCallback((event: LifecycleEvent): Lifecycle => {
    const before = current.current;
    const next = lifecycle(before, event);
    current.current = next;
    if (redraws(before, next)) setLife(next);
    return next;
  }, []);

  const close = useCallback(
    (reason: CloseReason | null, forced = false) => {
      const p = propsRef.current;
      if (p.preview) {
        if (reason) p.onClose?.(reason);
        return;
      }
      const before = current.current;
      // Already closing: the first close's exit and report stand.
      if (dispatch({ type: 'close', reason }) === before) return;
      p.onClosing?.();
      later(
        () => {
          const report = closeReport(current.current);
          if (report) propsRef.current.onClose?.(report);
          propsRef.current.onExited?.();
        },
        exitDelayMs(reason, p.design.design_properties.poptin_design_exit_effect, reducedMotion, forced),
      );
    },
    [propsRef, dispatch, later, reducedMotion],
  );

  useEffect(() => {
    if (!control) return;
    control.current = { close };
    return () => {
      control.current = null;
    };
  }, [control, close]);

  const go = (href: string) => {
    dispatch({ type: 'redirect' });
    (propsRef.current.navigate ?? defaultNavigate)(href, linkTarget);
  };

  const onSubmit = async (values: SubmittedValues): Promise<void> => {
    dispatch({ type: 'submit' });
    try {
      await propsRef.current.onSubmit?.(values);
    } catch (err) {
      // The loader could not even try: let the visitor retry (LeadForm re-enables).
      dispatch({ type: 'submit_failed' });
      throw err;
    }
    // §8: a failed conversion is never shown; the flow continues.
    if (preview) {
      dispatch({ type: 'submit_done', outcome: submitScreen(dp), announce: false });
      return;
    }
    const design = propsRef.current.design;
    // The record's close_trigger without `submit`: the thank-you screen waits for the visitor (closing.ts).
    const submitCloses = closeWays(propsRef.current.closeTrigger, dp).includes('submit');
    const settings = submitCloses ? dp : { ...dp, thank_screen_auto_close: false };
    const next = afterSubmit(settings, isMobile, values, window.location.href, {
      locked,
      fields: design.fields.length,
      thankYouCoupon: dp.coupon !== '' && pickScreens(design, isMobile).thankYou.some((b) => b.kind === 'coupon'),
    });
    if (dispatch({ type: 'submit_done', outcome: next.kind, announce: true }).closing) return;
    if (next.kind === 'redirect')
      later(() => {
        go(next.href);
        // A new tab leaves this page as it was; in this tab the page is going, unless it stays (the backup).
        if (linkTarget === '_blank') close(null);
        else later(() => close(null), next.backupMs);
      }, next.afterMs);
    else later(() => close(null), next.afterMs);
  };

  // A game sends its lead itself (with the signed result), then asks for the redirect or the close (§4 Gamified).
  const onGameSubmit = (values: SubmittedValues): Promise<ConversionResult> => {
    dispatch({ type: 'game_converted' });
    return propsRef.current.onSubmit?.(values) ?? Promise.resolve({ ok: true, conversionId: null });
  };
  const finishGame = (end: GameEnd) => {
    if (preview) return;
    if (end.kind === 'close') later(() => close(null), end.afterMs);
    else
      later(() => {
        go(end.href);
        if (end.close) close(null);
      }, end.afterMs);
  };
  // A link button followed: the click-through is recorded once per showing (the loader reports it with the closes).
  // A click that takes this tab away waits REDIRECT_HANDOFF_MS first, so that report leaves before the page does.
  const handingOff = useRef(false);
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const p = propsRef.current;
    const link = event.currentTarget;
    const holds = !p.preview && holdsLinkClick(event, link.href, linkTarget);
    // One hand-off at a time: a second navigation now would cancel the one the visitor asked for first.
    if (holds && handingOff.current) return event.preventDefault();
    const first = !current.current.redirected;
    if (!p.preview && first) p.onClose?.('click_through');
    dispatch({ type: 'redirect' });
    if (!holds || !first) return;
    event.preventDefault();
    handingOff.current = true;
    // Set on the element, not drawn from state: the link may be gone (the pop-up closed) when the hand-off runs.
    link.setAttribute('aria-busy', 'true');
    // A plain timer, not `later`: the click is followed even if the pop-up closes meanwhile.
    setTimeout(() => {
      handingOff.current = false;
      link.removeAttribute('aria-busy');
      (propsRef.current.navigate ?? defaultNavigate)(link.href, '_self');
    }, REDIRECT_HANDOFF_MS);
  };

  return { life, close, onSubmit, onGameSubmit, finishGame, onLinkClick };
}
