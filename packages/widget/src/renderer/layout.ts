/**
 * How each pop-up type is drawn (spec §1, §2 "Placement and size"): a
 * TypeLayout says whether the type is modal, where its box sits, how big it
 * is, which extra CSS it needs and what it does to the host page while shown
 * (a top bar pushes the page down). The lightbox layout ships with the
 * renderer; every other type's layout is its own chunk, imported only when a
 * pop-up of that type shows.
 */
import type { DesignDocument, PopupType } from '@beckon/popup-schema';
import type { CSSProperties } from 'react';
import { lightboxLayout } from './layouts/lightbox.js';

export interface LayoutInput {
  design: DesignDocument;
  format: number;
  isMobile: boolean;
  /** Dashboard preview: drawn inside its container instead of over the page. */
  preview: boolean;
}

export interface TypeLayout {
  /**
   * Modal types take the modal queue, dim the page, trap focus and are the
   * ones a page-level Escape closes; the others are named regions that never
   * take focus on their own.
   */
  modal: boolean;
  /** Extra rules for the shadow root, appended after POPUP_CSS. */
  css: string;
  /** Host element rules when the pop-up sits in the page flow instead of over it (embedded). */
  hostCss?: string;
  /** The wrapper around the box: its class, data attributes and inline style. */
  wrap(input: LayoutInput): { className: string; data?: Record<string, string>; style?: CSSProperties };
  /** The box's size (and anything else set on the box itself). */
  box(input: LayoutInput): CSSProperties;
  /** Runs while the box is on the page (never in preview); returns the undo. */
  attach?(box: HTMLElement, input: LayoutInput): () => void;
  /** Sizing that follows the box's own size; runs whenever the box is drawn, the preview included; returns the undo. */
  fit?(box: HTMLElement, input: LayoutInput): () => void;
}

/** Copy of MODAL_TYPES from @beckon/popup-schema: importing that module would pull zod into the bundle. */
const MODAL: readonly PopupType[] = ['lightbox', 'gamified', 'fullpage'];
export const isModalType = (t: PopupType): boolean => MODAL.includes(t);

/**
 * The layout for a type. Lightbox (and gamified, whose games draw inside a
 * lightbox box) are at hand; the rest load as chunks. Browsing, content and
 * social are slide-ins by design, not for want of a drawing: the spec gives
 * them no placement or size of their own (§2 names the bar, fullpage, mobile,
 * embedded and lightbox/gamified ones), lists them among the non-modal types
 * (only lightbox, gamified and fullpage are modal) and gives them slide-in
 * style format counts (§9: sside 4, bside 3, social 4). So they are the
 * non-modal corner box placed by poptin_location, with the slide-in formats;
 * sside hangs off a side and bside rises from the bottom (slide-in-places.ts).
 */
export function loadLayout(type: PopupType): TypeLayout | Promise<TypeLayout> {
  switch (type) {
    case 'lightbox':
    case 'gamified':
      return lightboxLayout;
    case 'bar':
      return import('./layouts/bar.js').then((m) => m.barLayout);
    case 'fullpage':
      return import('./layouts/fullpage.js').then((m) => m.fullpageLayout);
    case 'mobile':
      return import('./layouts/mobile.js').then((m) => m.mobileLayout);
    case 'embedded':
      return import('./layouts/embedded.js').then((m) => m.embeddedLayout);
    default:
      return import('./layouts/slide-in.js').then((m) => m.slideInLayout(type));
  }
}
