/**
 * The lightbox chrome (spec §2 "Placement and size", "Animations"): a dimmed
 * backdrop and the dialog box placed by poptin_location, sized by
 * poptin_size, coloured by `style`, animated by the entry/exit effect. Other
 * pop-up types (bar, slide-ins, fullpage…) are drawn in this frame too until
 * they get their own.
 */
import type { DesignDocument, Effect } from '@beckon/popup-schema';
import type { CSSProperties, MouseEvent, ReactNode, RefObject } from 'react';
import type { Lang } from '../contract.js';
import { effectAnimation } from './effects.js';
import { frameSize, placementStyle } from './placement.js';

export interface LightboxFrameProps {
  design: DesignDocument;
  lang: Lang;
  isMobile: boolean;
  /** `out` while the exit effect plays. */
  phase: 'in' | 'out';
  /** The effect playing now: the entry effect, then the exit effect. */
  effect: Effect;
  reducedMotion: boolean;
  /** Dashboard preview: drawn inside its container instead of over the page. */
  preview: boolean;
  /** id of the heading naming the dialog, when the screen has one. */
  labelledBy?: string;
  /** Accessible name used when there is no heading. */
  label: string;
  dialogRef: RefObject<HTMLDivElement | null>;
  onBackdropClick(): void;
  children: ReactNode;
}

/** Owner style as custom properties read by styles.ts. */
type StyleVars = CSSProperties & Record<`--bk-${string}`, string>;

export function LightboxFrame(props: LightboxFrameProps) {
  const { design, phase, effect, reducedMotion } = props;
  const dp = design.design_properties;
  const style = design.style;
  // The backdrop fades with the box; with `none` both appear and vanish at once.
  const backdropEffect = effect === 'none' ? 'none' : 'fade';

  const overlayStyle: CSSProperties = {
    ...placementStyle(dp.poptin_location),
    background: `rgba(0,0,0,${style.overlay_opacity})`,
    animation: effectAnimation(backdropEffect, phase, reducedMotion),
    ...(props.preview ? { position: 'absolute' } : null),
  };
  const dialogStyle: StyleVars = {
    ...frameSize(design.poptin_size, props.isMobile),
    '--bk-bg': style.background,
    '--bk-fg': style.text_color,
    '--bk-accent': style.accent,
    '--bk-accent-fg': style.accent_text,
    '--bk-font': style.font_family,
    '--bk-radius': `${style.border_radius}px`,
    animation: effectAnimation(effect, phase, reducedMotion),
  };

  const onOverlayClick = (e: MouseEvent<HTMLDivElement>) => {
    // Only a click on the backdrop itself counts as an outside click.
    if (e.target === e.currentTarget) props.onBackdropClick();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a mouse convenience; Escape and the close control are the keyboard ways
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, Escape is handled for the whole dialog
    <div className="bk-overlay" style={overlayStyle} onClick={onOverlayClick}>
      <div
        ref={props.dialogRef}
        className="bk-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.labelledBy}
        aria-label={props.labelledBy ? undefined : props.label}
        dir={props.lang === 'he' ? 'rtl' : 'ltr'}
        lang={props.lang}
        tabIndex={-1}
        style={dialogStyle}
      >
        {props.children}
      </div>
    </div>
  );
}
