/**
 * Site pop-up (§2 "Popup is a modal overlay", §3 Popup settings, §4, §5): a top-level node whose children
 * are content widgets, rendered hidden as a dialog and shown by its triggers, an open-selector click or a
 * `popup:open` link (client.tsx). In the editor it shows inline, so its content can be edited (§6).
 */
import type { CSSProperties } from 'react';
import { defineWidget } from '../../define-widget.js';
import { useRenderContext } from '../../render/context.js';
import { clientTiming, type PopupConfig, popupSettings } from './settings.js';

export const popup = defineWidget({
  type: 'popup',
  label: 'Ventana emergente',
  settings: popupSettings,
  accepts: 'widgets',
  placement: 'top',
  render: function Popup({ id, settings: s, children }) {
    const ctx = useRenderContext();
    if (ctx.editing) {
      return (
        <aside className="sp-editing" aria-label={s.label}>
          <p className="sp-editing-label">Ventana emergente: {s.label}</p>
          <div className="sp-box">{children}</div>
        </aside>
      );
    }
    ctx.collector.islands.add('popup');
    const { label: _label, maxWidth, closeButtonPosition, timing, classes, ...behaviour } = s;
    const config: PopupConfig = { id, ...behaviour, timing: clientTiming(timing) };
    const close = (
      <button type="button" className="sp-close" aria-label="Cerrar" hidden={s.closeButtonDelay > 0}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    );
    return (
      <div
        className={`sp sp-close-${closeButtonPosition}${classes ? ` ${classes}` : ''}`}
        id={`popup-${id}`}
        data-site-popup={id}
        data-config={JSON.stringify(config)}
        data-prevent-scroll={s.preventScroll ? '' : undefined}
        role="dialog"
        aria-label={s.label}
        tabIndex={-1}
        hidden
        style={{ '--sp-dur': `${s.entranceAnimationDuration}s`, '--sp-width': `${maxWidth}px` } as CSSProperties}
      >
        {closeButtonPosition === 'outside' ? close : null}
        <div className="sp-box">
          {closeButtonPosition === 'inside' ? close : null}
          <div className="sp-body">{children}</div>
        </div>
      </div>
    );
  },
  css: `.sp{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:1rem;background:rgba(8,32,33,.6)}
.sp[hidden]{display:none}
.sp:focus{outline:none}
.sp-box{position:relative;box-sizing:border-box;width:100%;max-width:min(var(--sp-width),100%);max-height:calc(100vh - 2rem);overflow:auto;background:#fff;color:#1d2b2b;border-radius:12px;padding:2.5rem 1.5rem 1.5rem;box-shadow:0 12px 40px rgba(0,0,0,.3)}
.sp-close{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:#1d2b2b;cursor:pointer}
.sp-close[hidden]{display:none}
.sp-close:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
.sp-close-inside .sp-close{position:absolute;top:.25rem;right:.25rem}
.sp-close-outside .sp-close{position:fixed;top:.75rem;right:.75rem;background:#fff}
.sp-body>:first-child{margin-top:0}
.sp-body>:last-child{margin-bottom:0}
.sp-editing{border:2px dashed var(--primary);border-radius:12px;margin:1rem auto;max-width:720px;padding:1rem}
.sp-editing-label{font-weight:600;color:var(--primary);margin:0 0 .5rem}
html.sp-noscroll{overflow:hidden}
.sp-in-fadeIn .sp-box{animation:sp-fade-in var(--sp-dur) ease-out both}
.sp-in-zoomIn .sp-box{animation:sp-zoom-in var(--sp-dur) ease-out both}
.sp-in-slideInUp .sp-box{animation:sp-up-in var(--sp-dur) ease-out both}
.sp-in-slideInDown .sp-box{animation:sp-down-in var(--sp-dur) ease-out both}
.sp-out-fadeOut .sp-box{animation:sp-fade-out var(--sp-dur) ease-in both}
.sp-out-zoomOut .sp-box{animation:sp-zoom-out var(--sp-dur) ease-in both}
.sp-out-slideOutDown .sp-box{animation:sp-down-out var(--sp-dur) ease-in both}
.sp-out-slideOutUp .sp-box{animation:sp-up-out var(--sp-dur) ease-in both}
@keyframes sp-fade-in{from{opacity:0}}
@keyframes sp-zoom-in{from{opacity:0;transform:scale(.85)}}
@keyframes sp-up-in{from{opacity:0;transform:translateY(40px)}}
@keyframes sp-down-in{from{opacity:0;transform:translateY(-40px)}}
@keyframes sp-fade-out{to{opacity:0}}
@keyframes sp-zoom-out{to{opacity:0;transform:scale(.85)}}
@keyframes sp-down-out{to{opacity:0;transform:translateY(40px)}}
@keyframes sp-up-out{to{opacity:0;transform:translateY(-40px)}}
@media (prefers-reduced-motion:reduce){.sp .sp-box{animation:none}}`,
});
