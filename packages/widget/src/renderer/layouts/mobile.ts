/**
 * The mobile type (spec §2): formats 3 and 8 are a 390 x 242 box centred in
 * the viewport; the other formats sit along the bottom edge, 390 px wide at
 * most. Non-modal: no backdrop, no focus taken.
 */
import { formatOf } from '@beckon/popup-schema/formats';
import type { LayoutInput, TypeLayout } from '../layout.js';
import { EDGE_MARGIN_PX } from '../placement.js';

const MOBILE_WIDTH = 390;
const MOBILE_HEIGHT = 242;

/** The centred formats (3 and 8) are named in the shared format data (@beckon/popup-schema/formats). */
const centred = (input: Pick<LayoutInput, 'format'>) => formatOf('mobile', input.format).centred === true;

export const mobileLayout: TypeLayout = {
  modal: false,
  css:
    '.bk-mobile{position:fixed;inset:0;display:flex;justify-content:center;pointer-events:none;font:16px/1.45 system-ui,sans-serif}' +
    '.bk-mobile[data-place=centre]{align-items:center}.bk-mobile[data-place=bottom]{align-items:flex-end}' +
    // A visible edge on any page: a hairline ring, a shadow that reads on white, and an accent band on top.
    '.bk-mobile .bk-dialog{pointer-events:auto;border-top:4px solid var(--bk-accent);' +
    'box-shadow:0 0 0 1px rgba(0,0,0,.22),0 -2px 24px rgba(0,0,0,.3)}' +
    '.bk-mobile .bk-body{padding:44px 16px 16px}.bk-mobile .bk-h{font-size:22px}',
  wrap: (input) => ({
    className: 'bk-mobile',
    data: { place: centred(input) ? 'centre' : 'bottom' },
    style: input.preview ? { position: 'absolute' } : undefined,
  }),
  box: (input) => {
    if (centred(input)) {
      // The card is the phone's width itself (spec §2 "centre at width 390, height 242"): no side margins on a
      // 390 px screen. Content taller than 242 px grows it, up to the screen, and then scrolls inside it.
      const maxHeight = 'var(--bk-vh, 100vh)';
      return {
        width: `min(${MOBILE_WIDTH}px, var(--bk-vw, 100vw))`,
        minHeight: `min(${MOBILE_HEIGHT}px, ${maxHeight})`,
        maxHeight,
      };
    }
    const width = `min(${MOBILE_WIDTH}px, calc(var(--bk-vw, 100vw) - ${2 * EDGE_MARGIN_PX}px))`;
    return {
      width,
      maxHeight: `calc(var(--bk-vh, 100vh) - ${2 * EDGE_MARGIN_PX}px)`,
      margin: `0 0 ${EDGE_MARGIN_PX}px`,
    };
  },
};
