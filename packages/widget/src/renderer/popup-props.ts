/**
 * What the pop-up component (popup.tsx) takes: the design and page it is drawn for, and the callbacks through
 * which the mounting code (index.tsx) or the dashboard's live preview hears what happens.
 */
import type { CloseReason, CloseTrigger, DesignDocument, PopupType, WixCartDetails } from '@beckon/popup-schema';
import type { ComponentType } from 'react';
import type { ConversionResult, Lang, SubmittedValues } from '../contract.js';
import type { GameProps } from './games/game-props.js';
import type { TypeLayout } from './layout.js';
import type { LinkTarget } from './navigate.js';
import type { ViewportRect } from './visual-viewport.js';

export type PopupScreen = 'main' | 'thank_you';

/** Lets the mounting code close the pop-up from outside (PopupHandle.close). */
export interface PopupControl {
  /** `forced`: the page closes it (a single-page navigation), so it goes within 200 ms whatever its exit. */
  close(reason: CloseReason, forced?: boolean): void;
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
  /** The page's account (record.account_id): product blocks ask for its products. */
  clientId?: string;
  /** The display answer's site-builder cart (contract.ts ShowRequest.wixCart), for the product blocks. */
  wixCart?: WixCartDetails;
  /** Gamified pop-ups: the game chunk (games/load-game.ts) drawn in place of the main screen's form. */
  game?: ComponentType<GameProps>;
  /** The server's prize draw (contract.ts ShowRequest.onDraw). */
  onDraw?: GameProps['onDraw'];
  /**
   * record.poptin_trigger.close_trigger: the ways it closes (an outside click only with bg_click, the X only with
   * x_click, the thank-you screen after its seconds only with submit); decided from the design when left out (the
   * dashboard's preview has no record).
   */
  closeTrigger?: readonly CloseTrigger[];
  /** record.wheel_has_coupon: a wheel whose prizes give codes closes three times later after its result. */
  wheelHasCoupon?: boolean;
  onViewed?(): void;
  /** A close without submit or redirect, after the exit (in preview: at once, nothing closes). */
  onClose?(reason: CloseReason): void;
  onSubmit?(values: SubmittedValues): Promise<ConversionResult>;
  /** The exit has finished: the mounting code removes the pop-up. */
  onExited?(): void;
  /** A close has started (not in preview): the mounting code removes the pop-up 5 s later should the exit never end. */
  onClosing?(): void;
  /** Overridable for tests; defaults to location.assign / window.open. */
  navigate?(href: string, target: LinkTarget): void;
  control?: { current: PopupControl | null };
  /** The visual viewport read before mounting, so the first draw forces no layout (visual-viewport.ts). */
  viewport?: ViewportRect;
}
