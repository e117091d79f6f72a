/**
 * The headline's highlight style: a hand-drawn mark (circle, underline, strike…) drawn over the highlighted
 * words in 1200 ms and, when looping, drawn again 8000 ms later: its shapes and CSS (the paths are in
 * highlight-mark.tsx).
 */
import { HIGHLIGHT_DURATION_MS, HIGHLIGHT_ITERATION_DELAY_MS } from '../../builder-constants.js';

export const MARKER_SHAPES = [
  'circle',
  'curly',
  'underline',
  'double',
  'double_underline',
  'underline_zigzag',
  'diagonal',
  'strikethrough',
  'x',
] as const;
export type MarkerShape = (typeof MARKER_SHAPES)[number];

const CYCLE_MS = HIGHLIGHT_DURATION_MS + HIGHLIGHT_ITERATION_DELAY_MS;
const DRAWN_AT = ((HIGHLIGHT_DURATION_MS / CYCLE_MS) * 100).toFixed(2);

/** Drawn once in 1200 ms, or drawn in 1200 ms of every 9200 ms cycle when looping; at rest under reduced motion. */
export const HIGHLIGHT_CSS = `.ah-hl{position:relative;display:inline-block;white-space:nowrap}
.ah-mark{position:absolute;left:-3%;top:-12%;width:106%;height:124%;overflow:visible;pointer-events:none;fill:none;stroke:var(--primary);stroke-width:7px;stroke-linecap:round;stroke-linejoin:round}
.ah-mark path{stroke-dasharray:1;stroke-dashoffset:1;animation:ah-draw ${HIGHLIGHT_DURATION_MS}ms ease-in-out forwards}
.ah-hl--loop .ah-mark path{animation:ah-draw-loop ${CYCLE_MS}ms ease-in-out infinite}
.ah-hl--paused .ah-mark path{animation-play-state:paused}
@keyframes ah-draw{to{stroke-dashoffset:0}}@keyframes ah-draw-loop{${DRAWN_AT}%,100%{stroke-dashoffset:0}}
@media (prefers-reduced-motion:reduce){.ah-mark path{animation:none!important;stroke-dashoffset:0}}
.ah-hl--still .ah-mark path{animation:none;stroke-dashoffset:0}`;
