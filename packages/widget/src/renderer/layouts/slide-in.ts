/**
 * Slide-ins (sside, bside, and browsing, content and social, which the spec
 * draws the same way: see loadLayout in layout.ts): a box
 * in a corner of the viewport, no backdrop, non-modal. The corner comes from
 * poptin_location: a centred or middle location falls back to the right and
 * the bottom, the usual slide-in corner.
 */
import type { Location } from '@beckon/popup-schema';
import type { LayoutInput, TypeLayout } from '../layout.js';
import { EDGE_MARGIN_PX } from '../placement.js';

function slideInCorner(location: Location | string): Location {
  const [h = '', v = ''] = location.split('_');
  return `${h === 'left' ? 'left' : 'right'}_${v === 'top' ? 'top' : 'bottom'}` as Location;
}

export const slideInLayout: TypeLayout = {
  modal: false,
  css:
    '.bk-slide{position:fixed;display:flex;pointer-events:none;font:16px/1.45 system-ui,sans-serif}' +
    `.bk-slide[data-corner^=left]{left:${EDGE_MARGIN_PX}px}.bk-slide[data-corner^=right]{right:${EDGE_MARGIN_PX}px}` +
    `.bk-slide[data-corner$=top]{top:${EDGE_MARGIN_PX}px}.bk-slide[data-corner$=bottom]{bottom:${EDGE_MARGIN_PX}px}` +
    '.bk-slide .bk-dialog{pointer-events:auto}.bk-slide .bk-body{padding:44px 20px 20px}.bk-slide .bk-h{font-size:22px}',
  wrap: ({ design, preview }) => ({
    className: 'bk-slide',
    data: { corner: slideInCorner(design.design_properties.poptin_location) },
    style: preview ? { position: 'absolute' } : undefined,
  }),
  box: ({ design, isMobile }: LayoutInput) => {
    const maxWidth = `calc(var(--bk-vw, 100vw) - ${2 * EDGE_MARGIN_PX}px)`;
    const maxHeight = `calc(var(--bk-vh, 100vh) - ${2 * EDGE_MARGIN_PX}px)`;
    const { width, height } = design.poptin_size;
    if (isMobile) return { width: maxWidth, maxWidth, maxHeight };
    return { width: `${width}px`, minHeight: `min(${height}px, ${maxHeight})`, maxWidth, maxHeight };
  },
};
