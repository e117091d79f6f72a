/**
 * Fullpage (spec §2): a welcome mat covering the whole viewport in the
 * pop-up's own background. Modal: it takes the modal queue and traps focus.
 * Formats below 9 are designed on a 1920 x 1080 canvas (spec §2 "Fullpage
 * formats below 9 scale on a 1920x1080 canvas"): the content is laid out at
 * that size and scaled, aspect kept, to fit inside the mat, so a design looks
 * the same on any screen; formats 9 and up fill the mat at their own size, and
 * so does every format on a mat too small for the scaled canvas to be read or
 * tapped (a phone). The mat itself, with the close control, stays unscaled.
 * Like a top bar it pushes the page content down by its own height while shown
 * (spec §2 "Screens inside one pop-up") and gives the space back when it closes.
 */
import type { LayoutInput, TypeLayout } from '../layout.js';
import { pushPageDown } from './push.js';

export const CANVAS_WIDTH = 1920;
export const CANVAS_HEIGHT = 1080;
/** The first format number drawn at its own size instead of on the canvas. */
const FIRST_FLUID_FORMAT = 9;

export const scalesOnCanvas = (format: number): boolean => format < FIRST_FLUID_FORMAT;

/** The scale that fits the 1920 x 1080 canvas inside a width x height area with its aspect kept. */
export function canvasScale(width: number, height: number): number {
  if (!(width > 0 && height > 0)) return 1;
  return Math.min(width / CANVAS_WIDTH, height / CANVAS_HEIGHT);
}

/**
 * The smallest scale the canvas is drawn at: its smallest type (24 px) stays 12 px and its 72 px controls
 * 36 px, clear of WCAG 2.5.8's 24 px targets. On a phone the canvas would shrink to a fifth.
 */
const MIN_CANVAS_SCALE = 0.5;

/** The canvas scale in a width x height mat, or null when the content is laid out at the mat's own size instead. */
export function canvasScaleIn(width: number, height: number): number | null {
  const scale = canvasScale(width, height);
  return scale >= MIN_CANVAS_SCALE ? scale : null;
}

/**
 * The canvas is the dialog's content column (`.bk-main` with a format's image
 * pane, else `.bk-body`), centred in the mat. Its sizes are the designer's
 * 1920 px ones: type is set large because it is scaled down with the canvas.
 * `data-canvas` on the dialog is set by `fit` while the mat is large enough.
 */
const CANVAS = '.bk-full .bk-dialog[data-canvas]';
const CANVAS_CSS =
  `${CANVAS}{overflow:hidden}` +
  `${CANVAS}>:is(.bk-main,.bk-body){position:absolute;left:50%;top:50%;flex:none;width:${CANVAS_WIDTH}px;height:${CANVAS_HEIGHT}px;` +
  'translate:-50% -50%;scale:var(--bk-scale,1);font-size:32px}' +
  `${CANVAS} .bk-body{gap:28px;padding:96px 160px}${CANVAS} .bk-h{font-size:80px}` +
  `${CANVAS} .bk-form{max-width:880px}${CANVAS} :is(.bk-label,.bk-choice,.bk-err){font-size:24px}` +
  `${CANVAS} .bk-input{min-height:72px}${CANVAS} .bk-btn{min-height:72px;padding:12px 48px}`;

export const fullpageLayout: TypeLayout = {
  modal: true,
  css:
    '.bk-full{position:fixed;inset:0;display:flex;font:16px/1.45 system-ui,sans-serif}' +
    '.bk-full .bk-dialog{width:100%;height:100%;max-width:none;max-height:none;border-radius:0;box-shadow:none}' +
    CANVAS_CSS,
  wrap: ({ preview }: LayoutInput) => ({
    className: 'bk-full',
    style: preview ? { position: 'absolute' } : undefined,
  }),
  box: () => ({}),
  // Modal wins over scrolling: the mat stays fixed over the viewport (modal queue, focus trap, Escape) rather than
  // scrolling away with the page, so the push only moves the content below it and a closed mat leaves the page at its top.
  attach: pushPageDown,
  // The scale follows the mat's size: the viewport live, the preview frame in the builder. The dialog fills the mat
  // either way, so drawing on the canvas or not never changes what is measured.
  fit(box, input) {
    if (!scalesOnCanvas(input.format)) {
      box.removeAttribute('data-canvas');
      return () => {};
    }
    const measure = () => {
      const scale = canvasScaleIn(box.clientWidth, box.clientHeight);
      box.toggleAttribute('data-canvas', scale !== null);
      if (scale !== null) box.style.setProperty('--bk-scale', String(scale));
    };
    // The observer's first call comes after the browser's own layout and before paint; measuring here at once
    // would make the browser lay out the whole new pop-up inside its first render's task.
    if (typeof ResizeObserver !== 'function') {
      measure();
      return () => {};
    }
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  },
};
