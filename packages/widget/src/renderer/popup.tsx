/**
 * The presentational pop-up (spec §2 screens, §4 lifecycle, closing and
 * submit): draws the pop-up in its type's layout (lightbox by default), runs the closing ways and their timings, the
 * submit flow (redirect, thank-you screen or a short "Sent successfully!") and
 * reports through callbacks. It knows nothing about the page it is mounted
 * in, so the dashboard reuses it for the live preview (`preview`: no timers,
 * no auto-close, no focus stealing, no navigation).
 */
import type { Block, CloseReason, DesignDocument, PopupType } from '@beckon/popup-schema';
import { type ComponentType, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ConversionResult, Lang, SubmittedValues } from '../contract.js';
import { t } from '../rules/messages.js';
import { replaceTextTags } from '../rules/text-tags.js';
import { redirectHref } from '../rules/url-rules.js';
import { BackgroundEffectLayer } from './background-effects/background-effect.js';
import { Coupon } from './blocks/coupon.js';
import { Countdown } from './blocks/timer.js';
import { parseTimer } from './blocks/timer-spec.js';
import { Blocks, firstHeadingIndex } from './blocks.js';
import { CloseControls } from './close-controls.js';
import {
  autoCloseMs,
  exitDelayMs,
  OUTSIDE_CLICK_GUARD_MS,
  pageLocked,
  REDIRECT_HANDOFF_MS,
  SENT_CLOSE_MS,
  thankYouCloseMs,
} from './closing.js';
import { CreditBadge } from './credit-badge.js';
import { prefersReducedMotion } from './effects.js';
import { ensureFontFaces } from './fonts.js';
import { applyFormSettings } from './form-values.js';
import { formatLayout } from './format-layout.js';
import { Frame } from './frame.js';
import type { GameEnd, GameProps } from './games/game-props.js';
import { fromAnyLayer, isTopmostModal } from './layers.js';
import type { TypeLayout } from './layout.js';
import { lightboxLayout } from './layouts/lightbox.js';
import { LeadForm } from './lead-form.js';
import { navigate as defaultNavigate, type LinkTarget, withFormData } from './navigate.js';
import { pickGameTexts, pickScreens } from './screens.js';
import { ThankYou } from './thank-you.js';
import { useFocusTrap } from './use-focus-trap.js';
import { useTimers } from './use-timers.js';
import type { ViewportRect } from './visual-viewport.js';

export type PopupScreen = 'main' | 'thank_you';

/** Lets the mounting code close the pop-up from outside (PopupHandle.close). */
export interface PopupControl {
  close(reason: CloseReason): void;
}

export interface PopupProps {
  design: DesignDocument;
  lang: Lang;
  isMobile: boolean;
  /** How the pop-up's type is drawn (layout.ts loadLayout); the lightbox when left out. */
  layout?: TypeLayout;
  /** record.poptin_type: with `format`, picks the format's layout (format-layout.ts); the lightbox when left out. */
  type?: PopupType;
  /** record.poptin_format. */
  format?: number;
  /** Dashboard live preview: no timers, auto-close, focus moves, document listeners or navigation. */
  preview?: boolean;
  /** The screen to draw in preview (the live pop-up starts on `main`). */
  screen?: PopupScreen;
  /** Accessible name when the screen has no heading (the record's poptin_name). */
  popupName?: string;
  /** Credit badge (record.if_poptin_credit) and the host it reports. */
  showCredit?: boolean;
  pageHost?: string;
  /** record.redirect_target: where the redirect and button links open. */
  linkTarget?: LinkTarget;
  /** Origin of the display service, for the business-email domain list. */
  serviceOrigin?: string;
  /** Gamified pop-ups: the game chunk (games/load-game.ts) drawn in place of the main screen's form. */
  game?: ComponentType<GameProps>;
  /** The server's prize draw (contract.ts ShowRequest.onDraw). */
  onDraw?: GameProps['onDraw'];
  onViewed?(): void;
  /** A close without submit or redirect, after the exit (in preview: at once, nothing closes). */
  onClose?(reason: CloseReason): void;
  onSubmit?(values: SubmittedValues): Promise<ConversionResult>;
  /** The exit has finished: the mounting code removes the pop-up. */
  onExited?(): void;
  /** Overridable for tests; defaults to location.assign / window.open. */
  navigate?(href: string, target: LinkTarget): void;
  control?: { current: PopupControl | null };
  /** The visual viewport read before mounting, so the first draw forces no layout (visual-viewport.ts). */
  viewport?: ViewportRect;
}

type Shown = PopupScreen | 'sent';

export function Popup(props: PopupProps) {
  const { design, lang, isMobile, preview = false, linkTarget = '_self', layout = lightboxLayout } = props;
  const modal = layout.modal;
  const dp = design.design_properties;
  const live = !preview;

  const [screen, setScreen] = useState<Shown>('main');
  // The visitor converted (a game converts on its main screen, whose end screen follows without a screen change).
  const [converted, setConverted] = useState(false);
  const [closing, setClosing] = useState<{ reason: CloseReason | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [now] = useState(() => new Date());
  const [reducedMotion] = useState(prefersReducedMotion);
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const later = useTimers();

  // Refs, not state: these gate callbacks that may run twice before a re-render.
  const closingRef = useRef(false);
  const submittedRef = useRef(false);
  const redirectedRef = useRef(false);
  const armedRef = useRef(false);
  // Latest props for timer callbacks, so timers need not restart when a parent re-renders.
  const propsRef = useRef(props);
  useLayoutEffect(() => {
    propsRef.current = props;
  });

  const close = useCallback(
    (reason: CloseReason | null) => {
      const p = propsRef.current;
      if (p.preview) {
        if (reason) p.onClose?.(reason);
        return;
      }
      if (closingRef.current) return;
      closingRef.current = true;
      setClosing({ reason });
      later(
        () => {
          // §4: no close report once the visitor submitted or was redirected.
          if (reason && !submittedRef.current && !redirectedRef.current) propsRef.current.onClose?.(reason);
          propsRef.current.onExited?.();
        },
        exitDelayMs(reason, p.design.design_properties.poptin_design_exit_effect, reducedMotion),
      );
    },
    [later, reducedMotion],
  );

  const screens = pickScreens(design, isMobile);
  // The preview's thank-you screen is what a visitor gets after a submit: "Sent successfully!" when it is off.
  const asked = props.screen === 'thank_you' && !dp.poptin_design_thank_screen ? 'sent' : props.screen;
  const shown: Shown = preview && asked ? asked : screen;
  // Content lock (closing.ts pageLocked): until the visitor converts, nothing closes the main screen.
  const locked = pageLocked(dp, modal);
  const keptOpen = locked && shown === 'main' && !converted;

  const { control } = props;
  useEffect(() => {
    if (!control) return;
    control.current = { close };
    return () => {
      control.current = null;
    };
  }, [control, close]);

  // Viewed once shown; outside clicks count only after the first second (§4 re-check after 1 s).
  useEffect(() => {
    if (!live) return;
    propsRef.current.onViewed?.();
    later(() => {
      armedRef.current = true;
    }, OUTSIDE_CLICK_GUARD_MS);
  }, [live, later]);

  // Escape closes one pop-up: the one the key was pressed in, else (pressed on the page) the topmost modal.
  // The pop-up's events reach the document from inside the shadow root.
  useEffect(() => {
    if (!live) return;
    const onKey = (e: KeyboardEvent) => {
      const box = dialogRef.current;
      if (e.key !== 'Escape' || !box) return;
      const mine = e.composedPath().includes(box) || (modal && !fromAnyLayer(e) && isTopmostModal(box));
      if (mine && !keptOpen) close('escape');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [live, close, modal, keptOpen]);

  const autoClose = autoCloseMs(dp);
  useEffect(() => {
    if (!live || screen !== 'main' || autoClose === null || keptOpen) return;
    const id = setTimeout(() => close('auto_close'), autoClose);
    return () => clearTimeout(id);
  }, [live, screen, autoClose, close, keptOpen]);

  // Only modal types trap focus; bars and slide-ins never take it on their own.
  useFocusTrap(dialogRef, live && modal && !closing);

  // A web font's faces are declared in the page's document (fonts.ts); in the preview, the dashboard's.
  const webFont = design.style.web_font;
  const fontOrigin = props.serviceOrigin ?? '';
  useEffect(() => ensureFontFaces(document, webFont, fontOrigin), [webFont, fontOrigin]);

  // The form that held focus is gone after a submit: keep focus in the box (a region only if it had focus).
  const hadFocusRef = useRef(false);
  useEffect(() => {
    const box = dialogRef.current;
    if (live && screen !== 'main' && (modal || hadFocusRef.current)) box?.focus({ preventScroll: true });
  }, [live, screen, modal]);

  const onBackdropClick = () => {
    if (!keptOpen && dp.poptin_design_close_on_screen_click && (armedRef.current || preview)) close('bg_click');
  };

  const handleSubmit = async (values: SubmittedValues): Promise<void> => {
    submittedRef.current = true;
    hadFocusRef.current = true;
    try {
      await propsRef.current.onSubmit?.(values);
    } catch (err) {
      // The loader could not even try: let the visitor retry (LeadForm re-enables).
      submittedRef.current = false;
      throw err;
    }
    setConverted(true);
    // §8: a failed conversion is never shown; the flow continues.
    if (closingRef.current) return;
    const sent = t(lang, 'sentSuccessfully');
    if (preview) {
      setScreen(dp.poptin_design_thank_screen ? 'thank_you' : 'sent');
      return;
    }
    const target = dp.poptin_design_redirect ? redirectHref(dp.poptin_design_redirect_url, isMobile) : '';
    const href = target && dp.poptin_design_redirect_send_form_data ? withFormData(target, values.standard, window.location.href) : target;
    if (href) {
      setAnnouncement(sent);
      later(() => {
        redirectedRef.current = true;
        (propsRef.current.navigate ?? defaultNavigate)(href, linkTarget);
        close(null);
      }, REDIRECT_HANDOFF_MS);
      return;
    }
    setAnnouncement(sent);
    if (dp.poptin_design_thank_screen) {
      setScreen('thank_you');
      later(() => close(null), thankYouCloseMs(dp));
    } else {
      setScreen('sent');
      later(() => close(null), SENT_CLOSE_MS);
    }
  };

  const screenBlocks = shown === 'thank_you' ? screens.thankYou : screens.main;
  // The format takes the screen's image into a pane of its own (left, right, top or behind the text).
  const arranged = formatLayout(props.type ?? 'lightbox', props.format ?? 1, screenBlocks, isMobile);
  const blocks = arranged.blocks;
  const hasHeading =
    shown === 'thank_you' ? blocks.length === 0 || firstHeadingIndex(blocks) >= 0 : firstHeadingIndex(blocks) >= 0;
  const onLinkClick = () => {
    redirectedRef.current = true;
  };
  const onCloseButton = () => close('button');
  // A game sends its lead itself (with the signed result), then asks for the redirect or the close (§4 Gamified).
  const onGameSubmit = (values: SubmittedValues): Promise<ConversionResult> => {
    submittedRef.current = true;
    hadFocusRef.current = true;
    setConverted(true);
    return propsRef.current.onSubmit?.(values) ?? Promise.resolve({ ok: true, conversionId: null });
  };
  const finishGame = (end: GameEnd) => {
    if (preview) return;
    if (end.kind === 'close') later(() => close(null), end.afterMs);
    else
      later(() => {
        redirectedRef.current = true;
        (propsRef.current.navigate ?? defaultNavigate)(end.href, linkTarget);
        if (end.close) close(null);
      }, end.afterMs);
  };
  const Game = design.game ? props.game : undefined;

  const fields = applyFormSettings(design.fields, dp);
  const fieldsKey = JSON.stringify(fields);
  const form =
    shown === 'sent' ? (
      <p className="bk-p">{t(lang, 'sentSuccessfully')}</p>
    ) : (
      <LeadForm
        // A new field list (the owner editing in the dashboard) starts a fresh form.
        key={fieldsKey}
        fields={fields}
        lang={lang}
        isMobile={isMobile}
        reducedMotion={reducedMotion}
        submitLabel={replaceTextTags(design.submit_label, now, lang)}
        serviceOrigin={props.serviceOrigin ?? ''}
        onSubmit={handleSubmit}
      />
    );

  const timerSpec = parseTimer(dp.timer ?? '');
  const timer = timerSpec ? (
    <Countdown
      spec={timerSpec}
      version={dp.timer_ver}
      shownAt={now.getTime()}
      lang={lang}
      live={live && !closing}
      onZero={() => {
        if (!keptOpen) close('timer');
      }}
    />
  ) : null;
  const coupon = dp.coupon ? <Coupon code={dp.coupon} lang={lang} /> : null;

  const body = (
    <div className="bk-body" data-orient={arranged.orientation}>
      {shown === 'thank_you' ? (
        <ThankYou
          blocks={blocks}
          lang={lang}
          now={now}
          headingId={headingId}
          linkTarget={linkTarget}
          timer={timer}
          coupon={coupon}
          reducedMotion={reducedMotion}
          preview={preview}
          onCloseButton={onCloseButton}
          onLinkClick={onLinkClick}
        />
      ) : Game && design.game ? (
        <Game
          design={design}
          game={pickGameTexts(design.game, design, isMobile)}
          format={props.format ?? 1}
          blocks={blocks}
          lang={lang}
          isMobile={isMobile}
          now={now}
          headingId={headingId}
          preview={preview}
          reducedMotion={reducedMotion}
          serviceOrigin={props.serviceOrigin ?? ''}
          linkTarget={linkTarget}
          onDraw={props.onDraw}
          onSubmit={onGameSubmit}
          onCloseButton={onCloseButton}
          onLinkClick={onLinkClick}
          finish={finishGame}
        />
      ) : (
        <Blocks
          blocks={blocks}
          lang={lang}
          now={now}
          headingId={headingId}
          form={form}
          timer={timer}
          coupon={coupon}
          linkTarget={linkTarget}
          reducedMotion={reducedMotion}
          preview={preview}
          // No way out but the sign-up: the owner's close buttons are left out while the pop-up is kept open.
          onCloseButton={keptOpen ? undefined : onCloseButton}
          onLinkClick={onLinkClick}
        />
      )}
    </div>
  );

  const exitEffect =
    closing?.reason === 'escape' && dp.poptin_design_exit_effect === 'none' ? 'fade' : dp.poptin_design_exit_effect;
  return (
    <Frame
      layout={layout}
      format={props.format ?? 1}
      design={design}
      lang={lang}
      isMobile={isMobile}
      phase={closing ? 'out' : 'in'}
      effect={closing ? exitEffect : dp.poptin_design_entry_effect}
      reducedMotion={reducedMotion}
      preview={preview}
      labelledBy={hasHeading ? headingId : undefined}
      label={accessibleName(props.popupName, screens.main, design.poptin_id)}
      dialogRef={dialogRef}
      locked={locked}
      viewport={props.viewport}
      onBackdropClick={onBackdropClick}
    >
      <BackgroundEffectLayer
        effect={dp.background_effect}
        reducedMotion={reducedMotion}
        fg={design.style.text_color}
        accent={design.style.accent}
      />
      {keptOpen ? null : (
        <CloseControls design={dp} lang={lang} live={live} onX={() => close('x_click')} onSkip={() => close('skip')} />
      )}
      {arranged.media ? (
        <div className="bk-main" data-image={arranged.image} data-orient={arranged.orientation}>
          <div className="bk-media">
            <img src={arranged.media.src} alt={arranged.media.alt} />
          </div>
          {body}
        </div>
      ) : (
        body
      )}
      {props.showCredit ? <CreditBadge lang={lang} pageHost={props.pageHost ?? ''} /> : null}
      <div className="bk-sr" role="status" aria-live="polite">
        {announcement}
      </div>
    </Frame>
  );
}

/** Name for a dialog without a heading: the pop-up's name, else its first text, else its id. */
function accessibleName(popupName: string | undefined, blocks: readonly Block[], id: string): string {
  if (popupName) return popupName;
  const text = blocks.find((b) => b.kind === 'text');
  return text?.kind === 'text' && text.text.trim() ? text.text.trim().slice(0, 120) : id;
}
