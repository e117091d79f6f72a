/**
 * One live preview: the widget's real `Popup` component (preview mode: no
 * timers, no focus moves, no navigation) rendered by the dashboard's React 19
 * into its own shadow root with the widget's CSS, at a fixed device width.
 * It is a picture of the pop-up, so it is inert: not focusable, not in the
 * accessibility tree twice over.
 */
import type { DesignDocument } from '@beckon/popup-schema';
import { POPUP_CSS, Popup, type PopupScreen } from '@beckon/widget/renderer';
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

const FRAME_CSS = ':host{all:initial;display:block;position:relative;width:100%;height:100%;overflow:hidden}';

export interface PreviewFrameProps {
  design: DesignDocument;
  name: string;
  isMobile: boolean;
  screen: PopupScreen;
  /** Device width in CSS pixels; the frame is scaled down to fit its column. */
  width: number;
  height: number;
  label: string;
}

export function PreviewFrame({ design, name, isMobile, screen, width, height, label }: PreviewFrameProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const outerRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const [scale, setScale] = useState(1);

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
      <div ref={outerRef} className="preview-outer" style={{ height: height * scale }}>
        <div
          ref={hostRef}
          className="preview-device"
          data-preview={isMobile ? 'mobile' : 'desktop'}
          inert
          style={{ width, height, transform: `scale(${scale})` }}
        >
          {root
            ? createPortal(
                <>
                  <style>{FRAME_CSS + POPUP_CSS}</style>
                  <Popup
                    design={design}
                    lang={design.lang}
                    isMobile={isMobile}
                    preview
                    screen={screen}
                    popupName={name}
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
