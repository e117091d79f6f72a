/**
 * What a pop-up shows inside its frame (spec §2 "Screens inside one pop-up"): the main screen's blocks with the
 * lead form, countdown and coupon in their places (or a prize game where the form is), or the thank-you screen;
 * beside the image pane its format takes out of the screen.
 */
import type { DesignDocument } from '@beckon/popup-schema';
import type { ComponentType } from 'react';
import type { Lang } from '../contract.js';
import { t } from '../rules/messages.js';
import { replaceTextTags } from '../rules/text-tags.js';
import { Coupon } from './blocks/coupon.js';
import { Countdown } from './blocks/timer.js';
import { parseTimer } from './blocks/timer-spec.js';
import { Blocks } from './blocks.js';
import { applyFormSettings } from './form-values.js';
import type { FormatLayout } from './format-layout.js';
import type { GameProps } from './games/game-props.js';
import { LeadForm } from './lead-form.js';
import type { LinkTarget } from './navigate.js';
import type { Shown } from './popup-lifecycle.js';
import { pickGameTexts } from './screens.js';
import { ThankYou } from './thank-you.js';
import type { PopupLifecycle } from './use-popup-lifecycle.js';

export interface PopupContentProps {
  design: DesignDocument;
  lang: Lang;
  isMobile: boolean;
  format: number;
  shown: Shown;
  /** The shown screen laid out in its format (format-layout.ts). */
  arranged: FormatLayout;
  now: Date;
  headingId: string;
  preview: boolean;
  reducedMotion: boolean;
  serviceOrigin: string;
  linkTarget: LinkTarget;
  /** The countdown ticks and closes at zero (live, and not yet closing). */
  ticking: boolean;
  /** Content lock before a lead: the owner's close buttons are left out and the countdown's zero closes nothing. */
  keptOpen: boolean;
  game?: ComponentType<GameProps>;
  onDraw?: GameProps['onDraw'];
  wheelHasCoupon?: boolean;
  /** The callbacks of use-popup-lifecycle.ts. */
  flow: PopupLifecycle;
}

export function PopupContent(props: PopupContentProps) {
  const {
    design,
    lang,
    isMobile,
    shown,
    arranged,
    now,
    headingId,
    preview,
    reducedMotion,
    linkTarget,
    keptOpen,
    flow,
  } = props;
  const dp = design.design_properties;
  const blocks = arranged.blocks;
  const serviceOrigin = props.serviceOrigin;
  const onCloseButton = () => flow.close('button');

  const fields = applyFormSettings(design.fields, dp);
  const form =
    shown === 'sent' ? (
      <p className="bk-p">{t(lang, 'sentSuccessfully')}</p>
    ) : (
      <LeadForm
        // A new field list (the owner editing in the dashboard) starts a fresh form.
        key={JSON.stringify(fields)}
        fields={fields}
        lang={lang}
        isMobile={isMobile}
        reducedMotion={reducedMotion}
        submitLabel={replaceTextTags(design.submit_label, now, lang)}
        serviceOrigin={serviceOrigin}
        onSubmit={flow.onSubmit}
      />
    );

  const timerSpec = parseTimer(dp.timer ?? '');
  const timer = timerSpec ? (
    <Countdown
      spec={timerSpec}
      version={dp.timer_ver}
      shownAt={now.getTime()}
      lang={lang}
      live={props.ticking}
      onZero={() => {
        if (!keptOpen) flow.close('timer');
      }}
    />
  ) : null;
  const coupon = dp.coupon ? <Coupon code={dp.coupon} lang={lang} /> : null;
  const Game = design.game ? props.game : undefined;

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
          onLinkClick={flow.onLinkClick}
        />
      ) : Game && design.game ? (
        <Game
          design={design}
          game={pickGameTexts(design.game, design, isMobile)}
          format={props.format}
          blocks={blocks}
          lang={lang}
          isMobile={isMobile}
          now={now}
          headingId={headingId}
          preview={preview}
          reducedMotion={reducedMotion}
          wheelHasCoupon={props.wheelHasCoupon ?? false}
          serviceOrigin={serviceOrigin}
          linkTarget={linkTarget}
          onDraw={props.onDraw}
          onSubmit={flow.onGameSubmit}
          onCloseButton={onCloseButton}
          onLinkClick={flow.onLinkClick}
          finish={flow.finishGame}
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
          onLinkClick={flow.onLinkClick}
        />
      )}
    </div>
  );
  if (!arranged.media) return body;
  return (
    <div className="bk-main" data-image={arranged.image} data-orient={arranged.orientation}>
      <div className="bk-media">
        <img src={arranged.media.src} alt={arranged.media.alt} />
      </div>
      {body}
    </div>
  );
}
