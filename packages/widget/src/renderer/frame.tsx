/**
 * The chrome around a pop-up's content (spec §2 "Placement and size",
 * "Animations"): the wrapper and box its type's layout asks for (a dimmed
 * backdrop for the lightbox, a full-width strip for a bar, a corner for a
 * slide-in…), coloured by `style` and animated by the entry/exit effect.
 * Modal types are a `dialog` with aria-modal; the others are named regions.
 */
import type { DesignDocument, Effect } from '@beckon/popup-schema';
import {
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import type { Lang } from '../contract.js';
import { effectAnimation } from './effects.js';
import { fontStack } from './fonts.js';
import { addLayer } from './layers.js';
import type { TypeLayout } from './layout.js';
import { lockPageScroll } from './page-scroll-lock.js';
import { useVisualViewport, type ViewportRect } from './visual-viewport.js';

export interface FrameProps {
  layout: TypeLayout;
  design: DesignDocument;
  /** record.poptin_format: the numbered format (the mobile type centres formats 3 and 8). */
  format: number;
  lang: Lang;
  isMobile: boolean;
  /** `out` while the exit effect plays. */
  phase: 'in' | 'out';
  /** The effect playing now: the entry effect, then the exit effect. */
  effect: Effect;
  reducedMotion: boolean;
  /** Dashboard preview: drawn inside its container instead of over the page. */
  preview: boolean;
  /** id of the heading naming the box, when the screen has one. */
  labelledBy?: string;
  /** Accessible name used when there is no heading. */
  label: string;
  dialogRef: RefObject<HTMLDivElement | null>;
  /** Content lock (closing.ts pageLocked): the page behind is blurred and does not scroll while the box is up. */
  locked: boolean;
  /** The visual viewport as read before mounting (visual-viewport.ts). */
  viewport?: ViewportRect;
  onBackdropClick(): void;
  children: ReactNode;
}

const MODAL_ROLE = { role: 'dialog', 'aria-modal': 'true' } as const;
const REGION_ROLE = { role: 'region' } as const;

/** Owner style as custom properties read by styles.ts. */
type StyleVars = CSSProperties & Record<`--bk-${string}`, string>;

export function Frame(props: FrameProps) {
  const { layout, design, phase, effect, reducedMotion, preview, dialogRef } = props;
  const style = design.style;
  const input = { design, format: props.format, isMobile: props.isMobile, preview };
  const wrap = layout.wrap(input);
  // The backdrop fades with the box; with `none` both appear and vanish at once.
  const backdropEffect = effect === 'none' ? 'none' : 'fade';

  const wrapStyle: CSSProperties = {
    ...wrap.style,
    ...(layout.modal ? { animation: effectAnimation(backdropEffect, phase, reducedMotion) } : null),
  };
  const boxStyle: StyleVars = {
    ...layout.box(input),
    '--bk-bg': style.background,
    '--bk-fg': style.text_color,
    '--bk-accent': style.accent,
    '--bk-accent-fg': style.accent_text,
    '--bk-font': fontStack(style),
    '--bk-radius': `${style.border_radius}px`,
    animation: effectAnimation(effect, phase, reducedMotion),
  };

  // On screen: joins the layers (focus trap, Escape order) and runs the type's page effect (a top bar's push).
  const { modal, attach } = layout;
  const inputRef = useRef(input);
  inputRef.current = input;
  // `input` is a new object every render; the page effect restarts only when what it reads changes.
  const edge = design.design_properties.poptin_location;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `edge` restarts the effect on a new placement
  useEffect(() => {
    const box = dialogRef.current;
    if (!box || preview) return;
    const off = addLayer(box, modal);
    const undo = attach?.(box, inputRef.current);
    return () => {
      undo?.();
      off();
    };
  }, [dialogRef, preview, modal, attach, edge]);

  // Held until the pop-up leaves, the thank-you screen included; the blur is `[data-lock]` in styles.ts.
  const { locked } = props;
  useEffect(() => {
    const box = dialogRef.current;
    if (box && locked && !preview) return lockPageScroll(box);
  }, [dialogRef, locked, preview]);

  // Sizing that follows the box (fullpage's canvas scale), before paint so no frame shows it unscaled.
  const { fit } = layout;
  const format = props.format;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `format` restarts the fit when the builder changes the format
  useLayoutEffect(() => {
    const box = dialogRef.current;
    if (!box || !fit) return;
    return fit(box, inputRef.current);
  }, [dialogRef, fit, format]);

  // Over-the-page types sit in a box over the visual viewport (visual-viewport.ts); embedded ones stay in the flow.
  const overPage = !preview && !layout.hostCss;
  const vpRef = useRef<HTMLDivElement>(null);
  useVisualViewport(vpRef, overPage, props.viewport);

  const onWrapClick = (e: MouseEvent<HTMLDivElement>) => {
    // Only a click on the backdrop itself counts as an outside click.
    if (layout.modal && e.target === e.currentTarget) props.onBackdropClick();
  };
  // A dialog for modal types, a named region for the rest (spread: the role is only known at run time).
  const a11y = {
    ...(layout.modal ? MODAL_ROLE : REGION_ROLE),
    'aria-labelledby': props.labelledBy,
    'aria-label': props.labelledBy ? undefined : props.label,
  };
  const data = Object.fromEntries(Object.entries(wrap.data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  if (locked) data['data-lock'] = '';

  const drawing = (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a mouse convenience; Escape and the close control are the keyboard ways
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, Escape is handled for the whole pop-up
    <div className={wrap.className} style={wrapStyle} onClick={onWrapClick} {...data}>
      <div
        ref={dialogRef}
        className="bk-dialog"
        {...a11y}
        dir={props.lang === 'he' ? 'rtl' : 'ltr'}
        lang={props.lang}
        tabIndex={-1}
        style={boxStyle}
      >
        {props.children}
      </div>
    </div>
  );
  return overPage ? (
    <div ref={vpRef} className="bk-vp">
      {drawing}
    </div>
  ) : (
    drawing
  );
}
