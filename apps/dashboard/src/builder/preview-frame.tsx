/**
 * One live preview: the widget's real `Popup` component (preview mode: no
 * timers, no focus moves, no navigation) rendered by the dashboard's React 19
 * into its own shadow root with the widget's CSS, at a fixed device width,
 * drawn as its type and format (the renderer's own layouts: a bar along the
 * top of the frame, a slide-in in its corner…). It is a picture of the
 * pop-up, so it is inert: not focusable, not in the accessibility tree twice
 * over. A click on a block or field in it picks that item's settings (a
 * pointer shortcut; the same settings are in the form for the keyboard), and
 * the picked item is outlined.
 */
import type { DesignDocument, PopupType } from '@beckon/popup-schema';
import {
  type GameProps,
  loadGame,
  loadLayout,
  POPUP_CSS,
  Popup,
  type PopupScreen,
  type TypeLayout,
} from '@beckon/widget/renderer';
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type PreviewPick, pickAt } from './preview-pick.js';

/**
 * The renderer caps boxes at the viewport (100vw, 100vh), which here is the
 * dashboard's window, not the device drawn. The frame is a size container
 * and these rules cap the boxes at the frame instead (container units), so a
 * phone-width box fits the 390 px frame.
 */
const FRAME_CSS =
  ':host{all:initial;display:block;position:relative;width:100%;height:100%;overflow:hidden;container-type:size}' +
  ':is(.bk-overlay,.bk-slide,.bk-mobile) .bk-dialog{max-width:calc(100cqw - 32px)!important;max-height:calc(100cqh - 32px)!important}' +
  '.bk-bar .bk-dialog{max-height:50cqh!important}';

export interface PreviewFrameProps {
  design: DesignDocument;
  /** The draft's poptin_type and poptin_format: the preview draws the type's real layout. */
  type: PopupType;
  format: number;
  name: string;
  /** The draft's if_poptin_credit: the badge drawn as visitors see it. */
  showCredit?: boolean;
  isMobile: boolean;
  screen: PopupScreen;
  /** Device width in CSS pixels; the frame is scaled down to fit its column. */
  width: number;
  height: number;
  label: string;
  /** Called with the block or field clicked in the picture. */
  onPick?: ((pick: PreviewPick) => void) | undefined;
  /** The item whose settings are open: outlined in the picture. */
  selected?: PreviewPick | null | undefined;
}

/** The outline around the picked item, drawn by a rule rather than by touching the renderer's markup. */
function selectedCss(pick: PreviewPick | null | undefined): string {
  if (!pick) return '';
  const target =
    pick.kind === 'block'
      ? `[data-bk-block="${pick.index}"]`
      : `.bk-fields > :nth-child(${pick.index + 1} of .bk-field)`;
  return `${target}{outline:2px dashed #2563eb!important;outline-offset:3px}`;
}

/**
 * The type's layout, as the live pop-up would load it (a chunk for every type
 * but the lightbox). Until a new type's chunk arrives the previous drawing
 * stays, so the preview never blinks.
 */
function useLayout(type: PopupType): { type: PopupType; layout: TypeLayout } | null {
  const [loaded, setLoaded] = useState<{ type: PopupType; layout: TypeLayout } | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.resolve(loadLayout(type)).then((layout) => {
      if (current) setLoaded({ type, layout });
    });
    return () => {
      current = false;
    };
  }, [type]);
  return loaded;
}

/** A gamified pop-up's game chunk for its format (the wheel draws the prizes' labels on its slices), as live. */
function useGame(on: boolean, format: number): ComponentType<GameProps> | undefined {
  const [loaded, setLoaded] = useState<{ format: number; game: ComponentType<GameProps> } | null>(null);
  useEffect(() => {
    if (!on) return;
    let current = true;
    void loadGame(format).then((game) => {
      if (current) setLoaded({ format, game });
    });
    return () => {
      current = false;
    };
  }, [on, format]);
  return on ? loaded?.game : undefined;
}

export function PreviewFrame(props: PreviewFrameProps) {
  const { design, name, isMobile, screen, width, height, label } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const outerRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const [scale, setScale] = useState(1);
  const loaded = useLayout(props.type);
  const game = useGame(props.type === 'gamified' && !!design.game, props.format);
  const { onPick } = props;

  // A listener rather than onClick: the frame is a picture, not a control; keyboard users have the form.
  useEffect(() => {
    const outer = outerRef.current;
    if (!outer || !onPick || !root) return;
    const click = (e: MouseEvent) => {
      const pick = pickAt(root, e.clientX, e.clientY);
      if (pick) onPick(pick);
    };
    outer.addEventListener('click', click);
    return () => outer.removeEventListener('click', click);
  }, [onPick, root]);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);

  useLayoutEffect(() => {
    const outer = outerRef.current;
    if (!outer) return;
    const fit = () => setScale(Math.min(1, outer.clientWidth / width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [width]);

  return (
    <figure className="preview">
      <figcaption>{label}</figcaption>
      <div
        ref={outerRef}
        className="preview-outer"
        data-pickable={onPick ? '' : undefined}
        style={{ height: height * scale }}
      >
        <div
          ref={hostRef}
          className="preview-device"
          data-preview={isMobile ? 'mobile' : 'desktop'}
          data-type={loaded?.type}
          inert
          style={{ width, height, transform: `scale(${scale})` }}
        >
          {root && loaded
            ? createPortal(
                <>
                  <style>{FRAME_CSS + POPUP_CSS + loaded.layout.css + selectedCss(props.selected)}</style>
                  <Popup
                    layout={loaded.layout}
                    type={loaded.type}
                    format={props.format}
                    design={design}
                    lang={design.lang}
                    isMobile={isMobile}
                    preview
                    screen={screen}
                    popupName={name}
                    showCredit={props.showCredit}
                    game={game}
                  />
                </>,
                root,
              )
            : null}
        </div>
      </div>
    </figure>
  );
}
