/**
 * Slide-ins: a box beside the page content, no backdrop, non-modal. Where it
 * sits comes from the type and poptin_location (slide-in-places.ts): sside
 * hangs off the left or right edge at the top, middle or bottom; bside rises
 * from the bottom edge at the left, centre or right; browsing, content and
 * social sit in a corner. On a phone no box touches an edge: every side keeps
 * the margin, so the close control never meets the screen's rounded corners.
 */
import { type SlideInType, slideInPlace } from '@beckon/popup-schema/slide-in-places';
import type { LayoutInput, TypeLayout } from '../layout.js';
import { EDGE_MARGIN_PX } from '../placement.js';

const M = EDGE_MARGIN_PX;

/**
 * The corner types' own looks, so a visitor (and an owner choosing a type)
 * can tell them apart at a glance: browsing is a notification card with an
 * accent bar down its leading edge, content an article card with an accent
 * band across its top, social a rounded bubble in an accent ring. The side
 * and bottom slide-ins keep the plain box.
 */
const TYPE_CSS =
  '.bk-slide[data-type=browsing] .bk-dialog{border-inline-start:6px solid var(--bk-accent);border-radius:12px;' +
  'text-align:start;box-shadow:0 0 0 1px rgba(0,0,0,.2),0 10px 30px rgba(0,0,0,.3)}' +
  '.bk-slide[data-type=browsing] .bk-img,.bk-slide[data-type=browsing] .bk-btn{align-self:flex-start}' +
  '.bk-slide[data-type=content] .bk-dialog{border-top:8px solid var(--bk-accent);border-radius:4px;' +
  'box-shadow:0 0 0 1px rgba(0,0,0,.2),0 6px 18px rgba(0,0,0,.25)}' +
  '.bk-slide[data-type=content] .bk-h{font-family:Georgia,"Times New Roman",serif}' +
  '.bk-slide[data-type=social] .bk-dialog{border-radius:24px;' +
  'box-shadow:0 0 0 3px var(--bk-accent),0 0 0 5px var(--bk-bg),0 12px 32px rgba(0,0,0,.3)}';

const CSS =
  '.bk-slide{position:fixed;display:flex;pointer-events:none;font:16px/1.45 system-ui,sans-serif}' +
  `.bk-slide[data-h=left]{left:${M}px}.bk-slide[data-h=right]{right:${M}px}` +
  '.bk-slide[data-h=center]{left:0;right:0;justify-content:center}' +
  `.bk-slide[data-v=top]{top:${M}px}.bk-slide[data-v=bottom]{bottom:${M}px}` +
  '.bk-slide[data-v=middle]{top:0;bottom:0;align-items:center}' +
  '.bk-slide[data-flush=left]{left:0}.bk-slide[data-flush=right]{right:0}.bk-slide[data-flush=bottom]{bottom:0}' +
  '.bk-slide .bk-dialog{pointer-events:auto}.bk-slide .bk-body{padding:44px 20px 20px}.bk-slide .bk-h{font-size:22px}' +
  TYPE_CSS;

export function slideInLayout(type: SlideInType): TypeLayout {
  return {
    modal: false,
    css: CSS,
    wrap: ({ design, isMobile, preview }) => {
      const { h, v, flush } = slideInPlace(type, design.design_properties.poptin_location);
      const data: Record<string, string> = { h, v, type };
      if (flush && !isMobile) data.flush = flush;
      return { className: 'bk-slide', data, style: preview ? { position: 'absolute' } : undefined };
    },
    box: ({ design, isMobile }: LayoutInput) => {
      const maxWidth = `calc(var(--bk-vw, 100vw) - ${2 * M}px)`;
      const maxHeight = `calc(var(--bk-vh, 100vh) - ${2 * M}px)`;
      const { width, height } = design.poptin_size;
      if (isMobile) return { width: maxWidth, maxWidth, maxHeight };
      return { width: `${width}px`, minHeight: `min(${height}px, ${maxHeight})`, maxWidth, maxHeight };
    },
  };
}
