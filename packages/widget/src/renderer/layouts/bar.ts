/**
 * The bar (spec §2): full width up to 1920 px along the top or the bottom
 * edge (poptin_location's vertical part; only `bottom` means bottom). A top
 * bar pushes the page content down by its own height instead of covering it,
 * and gives the space back when it leaves. Non-modal: no backdrop.
 */
import type { LayoutInput, TypeLayout } from '../layout.js';
import { pushPageDown } from './push.js';

const BAR_MAX_WIDTH = 1920;

const barEdge = (input: Pick<LayoutInput, 'design'>): 'top' | 'bottom' =>
  input.design.design_properties.poptin_location.endsWith('_bottom') ? 'bottom' : 'top';

export const barLayout: TypeLayout = {
  modal: false,
  css:
    '.bk-bar{position:fixed;left:0;right:0;display:flex;justify-content:center;pointer-events:none;font:16px/1.45 system-ui,sans-serif}' +
    '.bk-bar[data-edge=top]{top:0}.bk-bar[data-edge=bottom]{bottom:0}' +
    '.bk-bar .bk-dialog{width:100%;pointer-events:auto;border-radius:0;box-shadow:0 2px 12px rgba(0,0,0,.25);max-height:50vh}' +
    '.bk-bar .bk-body{flex-direction:row;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px 16px;padding:8px 56px 8px 16px}' +
    // A bar's blocks keep their own widths in its row; the stacked format puts the heading above the form's row.
    '.bk-bar .bk-body>*{flex:0 1 auto}.bk-bar .bk-body[data-orient=vertical]{flex-direction:column}' +
    '.bk-bar .bk-h{font-size:20px}.bk-bar .bk-form{flex-direction:row;flex-wrap:wrap;align-items:flex-end;width:auto;max-width:none}' +
    '.bk-bar .bk-fields{flex-direction:row;flex-wrap:wrap}.bk-bar .bk-field{min-width:180px}.bk-bar .bk-credit{margin:0 auto 4px}' +
    '@media (max-width:480px){.bk-bar .bk-body{padding:8px 52px 8px 12px}.bk-bar .bk-h{font-size:18px}}',
  wrap: (input) => ({
    className: 'bk-bar',
    data: { edge: barEdge(input) },
    style: input.preview ? { position: 'absolute' } : undefined,
  }),
  box: () => ({ maxWidth: `${BAR_MAX_WIDTH}px` }),
  attach: (box, input) => (barEdge(input) === 'top' ? pushPageDown(box) : () => {}),
};
