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

const CSS =
  '.bk-slide{position:fixed;display:flex;pointer-events:none;font:16px/1.45 system-ui,sans-serif}' +
  `.bk-slide[data-h=left]{left:${M}px}.bk-slide[data-h=right]{right:${M}px}` +
  '.bk-slide[data-h=center]{left:0;right:0;justify-content:center}' +
  `.bk-slide[data-v=top]{top:${M}px}.bk-slide[data-v=bottom]{bottom:${M}px}` +
  '.bk-slide[data-v=middle]{top:0;bottom:0;align-items:center}' +
  '.bk-slide[data-flush=left]{left:0}.bk-slide[data-flush=right]{right:0}.bk-slide[data-flush=bottom]{bottom:0}' +
  '.bk-slide .bk-dialog{pointer-events:auto}.bk-slide .bk-body{padding:44px 20px 20px}.bk-slide .bk-h{font-size:22px}';

export function slideInLayout(type: SlideInType): TypeLayout {
  return {
    modal: false,
    css: CSS,
    wrap: ({ design, isMobile, preview }) => {
      const { h, v, flush } = slideInPlace(type, design.design_properties.poptin_location);
      const data: Record<string, string> = { h, v };
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
