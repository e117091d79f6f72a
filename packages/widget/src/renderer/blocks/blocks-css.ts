/**
 * Rules for the countdown and coupon blocks, part of POPUP_CSS (so the
 * dashboard preview draws them too). The flip clock's flip is an entry
 * animation of each changed card; reduced motion turns it off.
 */
export const BLOCKS_CSS =
  '.bk-timer{display:flex;justify-content:center;gap:10px;font-variant-numeric:tabular-nums}' +
  '.bk-tu{display:flex;flex-direction:column;align-items:center;min-width:52px}' +
  '.bk-tn{font-size:32px;font-weight:700;line-height:1.1}.bk-tl{font-size:12px;opacity:.85}' +
  '.bk-flip .bk-tn{display:block;padding:6px 8px;border-radius:6px;background:var(--bk-fg);color:var(--bk-bg);animation:bk-flip .4s ease-out;transform-origin:50% 100%}' +
  '@keyframes bk-flip{from{transform:perspective(200px) rotateX(80deg)}}' +
  '@media (prefers-reduced-motion:reduce){.bk-flip .bk-tn{animation:none}}' +
  '.bk-coupon{position:relative;display:flex;justify-content:center;align-items:center;flex-wrap:wrap;gap:8px}' +
  '.bk-code{padding:8px 14px;border:2px dashed currentColor;border-radius:6px;font-size:20px;font-weight:700;letter-spacing:.08em;user-select:all}' +
  '.bk-chint,.bk-ctip{position:absolute;bottom:100%;left:50%;transform:translate(-50%,-4px);padding:4px 8px;border-radius:4px;background:#1f2328;color:#fff;font-size:12px;white-space:nowrap;opacity:0;pointer-events:none;transition:opacity .15s}' +
  // The hint waits 500 ms after the pointer or focus arrives (§4); "Copied!" replaces it at once.
  '.bk-coupon:hover .bk-chint,.bk-copy:focus-visible~.bk-chint{opacity:1;transition-delay:.5s}' +
  '.bk-ctip[data-show]{opacity:1}.bk-coupon:has(.bk-ctip[data-show]) .bk-chint{opacity:0;transition-delay:0s}';
