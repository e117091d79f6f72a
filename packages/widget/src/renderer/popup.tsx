/**
 * The presentational pop-up (spec §2 screens, §4 lifecycle, closing and submit): draws the pop-up in its type's
 * layout (lightbox by default) and wires its parts: the lifecycle and what follows a submit
 * (use-popup-lifecycle.ts), the closing ways (use-close-ways.ts), focus and the content (popup-content.tsx). It
 * reports through callbacks and knows nothing about the page it is mounted in, so the dashboard reuses it for the
 * live preview (`preview`: no timers, no auto-close, no focus stealing, no navigation).
 */
import type { Block } from '@beckon/popup-schema';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { t } from '../rules/messages.js';
import { submitScreen } from './after-submit.js';
import { BackgroundEffectLayer } from './background-effects/background-effect.js';
import { firstHeadingIndex } from './blocks.js';
import { CloseControls } from './close-controls.js';
import { closeWays } from './close-ways.js';
import { pageLocked } from './closing.js';
import { CreditBadge } from './credit-badge.js';
import { prefersReducedMotion } from './effects.js';
import { ensureFontFaces } from './fonts.js';
import { formatLayout } from './format-layout.js';
import { Frame } from './frame.js';
import { lightboxLayout } from './layouts/lightbox.js';
import { navigate as defaultNavigate } from './navigate.js';
import { PopupContent } from './popup-content.js';
import type { Shown } from './popup-lifecycle.js';
import type { PopupProps } from './popup-props.js';
import { type StoreContext, StoreContextValue } from './products/store-context.js';
import { pickScreens } from './screens.js';
import { useCloseWays } from './use-close-ways.js';
import { useFocusTrap } from './use-focus-trap.js';
import { usePopupLifecycle } from './use-popup-lifecycle.js';
import { useTimers } from './use-timers.js';

export type { PopupControl, PopupProps, PopupScreen } from './popup-props.js';

export function Popup(props: PopupProps) {
  const { design, lang, isMobile, preview = false, linkTarget = '_self', layout = lightboxLayout } = props;
  const modal = layout.modal;
  const dp = design.design_properties;
  const live = !preview;

  const [now] = useState(() => new Date());
  const [reducedMotion] = useState(prefersReducedMotion);
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const later = useTimers();
  // Latest props for timer callbacks, so timers need not restart when a parent re-renders.
  const propsRef = useRef(props);
  useLayoutEffect(() => {
    propsRef.current = props;
  });
  // Content lock (closing.ts pageLocked): until the visitor converts, nothing closes the main screen.
  const locked = pageLocked(dp, modal);
  const flow = usePopupLifecycle(propsRef, {
    preview,
    isMobile,
    dp,
    linkTarget,
    reducedMotion,
    locked,
    control: props.control,
    later,
  });
  const { life, close } = flow;

  const screens = pickScreens(design, isMobile);
  // The preview's thank-you screen is what a visitor gets after a submit: "Sent successfully!" when it is off.
  const asked = props.screen === 'thank_you' ? submitScreen(dp) : props.screen;
  const shown: Shown = preview && asked ? asked : life.screen;
  const keptOpen = locked && shown === 'main' && !life.converted;

  useEffect(() => {
    if (live) propsRef.current.onViewed?.();
  }, [live]);
  const ways = closeWays(props.closeTrigger, dp);
  const bgClick = ways.includes('bg_click');
  const onBackdropClick = useCloseWays({
    live,
    modal,
    dp,
    bgClick,
    screen: life.screen,
    keptOpen,
    dialogRef,
    close,
    later,
  });

  // Only modal types trap focus; bars and slide-ins never take it on their own.
  useFocusTrap(dialogRef, live && modal && !life.closing);

  // A web font's faces are declared in the page's document (fonts.ts); in the preview, the dashboard's.
  const webFont = design.style.web_font;
  const fontOrigin = props.serviceOrigin ?? '';
  useEffect(() => ensureFontFaces(document, webFont, fontOrigin), [webFont, fontOrigin]);

  // The form that held focus is gone after a submit: keep focus in the box (the visitor was in it to submit).
  useEffect(() => {
    if (live && life.screen !== 'main') dialogRef.current?.focus({ preventScroll: true });
  }, [live, life.screen]);

  const serviceOrigin = props.serviceOrigin ?? '';
  const clientId = props.clientId ?? '';
  const store = useMemo<StoreContext>(
    () => ({
      serviceOrigin,
      clientId,
      poptinId: design.poptin_id,
      fullpage: props.type === 'fullpage',
      lang,
      texts: dp,
      preview,
      wixCart: props.wixCart,
      navigate: (href, target) => (propsRef.current.navigate ?? defaultNavigate)(href, target),
    }),
    [serviceOrigin, clientId, design.poptin_id, props.type, lang, dp, preview, props.wixCart],
  );
  const blocks = shown === 'thank_you' ? screens.thankYou : screens.main;
  // The format takes the screen's image into a pane of its own (left, right, top or behind the text).
  const arranged = formatLayout(props.type ?? 'lightbox', props.format ?? 1, blocks, isMobile);
  const heading = firstHeadingIndex(arranged.blocks) >= 0;
  const hasHeading = shown === 'thank_you' ? arranged.blocks.length === 0 || heading : heading;
  const exitEffect =
    life.closing?.reason === 'escape' && dp.poptin_design_exit_effect === 'none'
      ? 'fade'
      : dp.poptin_design_exit_effect;
  return (
    <Frame
      layout={layout}
      format={props.format ?? 1}
      design={design}
      lang={lang}
      isMobile={isMobile}
      phase={life.closing ? 'out' : 'in'}
      effect={life.closing ? exitEffect : dp.poptin_design_entry_effect}
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
        <CloseControls
          design={dp}
          x={ways.includes('x_click')}
          lang={lang}
          live={live}
          onX={() => close('x_click')}
          onSkip={() => close('skip')}
        />
      )}
      <StoreContextValue.Provider value={store}>
        <PopupContent
          design={design}
          lang={lang}
          isMobile={isMobile}
          format={props.format ?? 1}
          shown={shown}
          arranged={arranged}
          now={now}
          headingId={headingId}
          preview={preview}
          reducedMotion={reducedMotion}
          serviceOrigin={props.serviceOrigin ?? ''}
          linkTarget={linkTarget}
          ticking={live && !life.closing}
          keptOpen={keptOpen}
          game={props.game}
          wheelHasCoupon={props.wheelHasCoupon}
          onDraw={props.onDraw}
          flow={flow}
        />
      </StoreContextValue.Provider>
      {props.showCredit ? <CreditBadge lang={lang} pageHost={props.pageHost ?? ''} /> : null}
      <div className="bk-sr" role="status" aria-live="polite">
        {life.announced ? t(lang, 'sentSuccessfully') : ''}
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
