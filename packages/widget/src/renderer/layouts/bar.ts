/**
 * The bar (spec §2): full width up to 1920 px along the top or the bottom
 * edge (poptin_location's vertical part; only `bottom` means bottom). A top
 * bar pushes the page content down by its own height instead of covering it,
 * and gives the space back when it leaves. Non-modal: no backdrop.
 */
import type { LayoutInput, TypeLayout } from '../layout.js';

const BAR_MAX_WIDTH = 1920;

const barEdge = (input: Pick<LayoutInput, 'design'>): 'top' | 'bottom' =>
  input.design.design_properties.poptin_location.endsWith('_bottom') ? 'bottom' : 'top';

/** Heights pushed by each top bar on screen, so two bars add up and each gives back only its own. */
const pushes = new Map<HTMLElement, number>();
/** The page's own inline margin-top and its computed value before the first push. */
let before: { inline: string; priority: string; px: number } | null = null;

function applyPushes(doc: Document): void {
  const html = doc.documentElement;
  // A bar whose host a page script removed without closing it pushes no more.
  for (const box of pushes.keys()) if (!box.isConnected) pushes.delete(box);
  if (pushes.size === 0) {
    if (before) {
      if (before.inline) html.style.setProperty('margin-top', before.inline, before.priority);
      else html.style.removeProperty('margin-top');
    }
    before = null;
    return;
  }
  before ??= {
    inline: html.style.getPropertyValue('margin-top'),
    priority: html.style.getPropertyPriority('margin-top'),
    px: Number.parseFloat(getComputedStyle(html).marginTop) || 0,
  };
  let total = before.px;
  for (const h of pushes.values()) total += h;
  // !important: the page's own rules must not undo the push while the bar is up.
  html.style.setProperty('margin-top', `${total}px`, 'important');
}

export const barLayout: TypeLayout = {
  modal: false,
  css:
    '.bk-bar{position:fixed;left:0;right:0;display:flex;justify-content:center;pointer-events:none;font:16px/1.45 system-ui,sans-serif}' +
    '.bk-bar[data-edge=top]{top:0}.bk-bar[data-edge=bottom]{bottom:0}' +
    '.bk-bar .bk-dialog{width:100%;pointer-events:auto;border-radius:0;box-shadow:0 2px 12px rgba(0,0,0,.25);max-height:50vh}' +
    '.bk-bar .bk-body{flex-direction:row;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px 16px;padding:8px 56px 8px 16px}' +
    '.bk-bar .bk-h{font-size:20px}.bk-bar .bk-form{flex-direction:row;flex-wrap:wrap;align-items:flex-end;width:auto;max-width:none}' +
    '.bk-bar .bk-fields{flex-direction:row;flex-wrap:wrap}.bk-bar .bk-field{min-width:180px}.bk-bar .bk-credit{margin:0 auto 4px}' +
    '@media (max-width:480px){.bk-bar .bk-body{padding:8px 52px 8px 12px}.bk-bar .bk-h{font-size:18px}}',
  wrap: (input) => ({
    className: 'bk-bar',
    data: { edge: barEdge(input) },
    style: input.preview ? { position: 'absolute' } : undefined,
  }),
  box: () => ({ maxWidth: `${BAR_MAX_WIDTH}px` }),
  attach(box, input) {
    if (barEdge(input) !== 'top') return () => {};
    const doc = box.ownerDocument;
    const measure = () => {
      pushes.set(box, box.getBoundingClientRect().height);
      applyPushes(doc);
    };
    measure();
    // The bar's height changes with its content (thank-you screen, errors) and the viewport width.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      pushes.delete(box);
      applyPushes(doc);
    };
  },
};
