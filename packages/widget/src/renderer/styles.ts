/**
 * The pop-up's one style sheet (class names prefixed `bk-`). Owner colours and
 * font arrive as custom properties set on the dialog (see popup.tsx), so this
 * string never depends on content. Inside the shadow root no host-page
 * selector reaches these elements; `:host{all:initial!important}` stops the
 * page's inherited properties at the boundary.
 */
import { BACKGROUND_EFFECT_CSS } from './background-effects/background-effect.js';
import { BLOCKS_CSS } from './blocks/blocks-css.js';
import { SOCIAL_CSS } from './blocks/social-lazy.js';
import { TICKER_VIDEO_CSS } from './blocks/video-ticker-lazy.js';
import { effectKeyframes } from './effects.js';
import { FORMAT_CSS } from './format-layout.js';
import { PRODUCTS_CSS } from './products/products-lazy.js';

/**
 * Host rules, all `!important`: host-page rules aimed at the host `<div>`
 * (a hostile `*{letter-spacing:3px!important}`) beat normal `:host` rules, and
 * whatever the host element gets, its shadow tree inherits. For `!important`
 * declarations the inner (shadow) context wins, so these hold. `all:initial`
 * comes first (inheritance stop), the layout rule after it overrides it.
 * §9 gives the pop-up z-index as 999999999999999: larger than the 32-bit
 * integer browsers store, so it is clamped to the largest value they keep.
 */
export const HOST_CSS =
  ':host{all:initial!important}' +
  ':host{display:block!important;position:fixed!important;top:0!important;left:0!important;' +
  'z-index:2147483647!important;visibility:visible!important;opacity:1!important;transform:none!important}';

const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
.bk-vp{position:fixed;inset:0;contain:layout;pointer-events:none}
.bk-overlay,.bk-full{pointer-events:auto}
[data-lock]{-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px)}
.bk-overlay{position:fixed;inset:0;display:flex;padding:16px;direction:ltr;overflow:auto;font:16px/1.45 system-ui,sans-serif}
.bk-dialog{position:relative;display:flex;flex-direction:column;overflow:auto;margin:0;background:var(--bk-bg);color:var(--bk-fg);font-family:var(--bk-font);border-radius:var(--bk-radius);box-shadow:0 20px 60px rgba(0,0,0,.35);outline:none;text-align:center}
.bk-body{flex:1;display:flex;flex-direction:column;justify-content:center;gap:12px;padding:48px 32px 24px}
.bk-h{margin:0;font-size:28px;line-height:1.2;font-weight:700}
.bk-p{margin:0;white-space:pre-line}
.bk-img{display:block;max-width:100%;height:auto;align-self:center}
.bk-btn{display:inline-flex;align-items:center;justify-content:center;align-self:center;min-height:44px;padding:10px 24px;border:0;border-radius:6px;background:var(--bk-accent);color:var(--bk-accent-fg);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.bk-btn:disabled{opacity:.6;cursor:default}
.bk-btn[aria-busy=true]{cursor:progress}
.bk-x{position:absolute;top:4px;inset-inline-end:4px;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:transparent;color:inherit;font:28px/1 system-ui,sans-serif;cursor:pointer}
.bk-x:hover{background:rgba(127,127,127,.2)}
.bk-tip{position:absolute;top:50px;inset-inline-end:4px;max-width:240px;padding:4px 8px;border-radius:4px;background:#1f2328;color:#fff;font-size:12px;opacity:0;pointer-events:none;transition:opacity .15s}
.bk-x:hover+.bk-tip,.bk-x:focus-visible+.bk-tip{opacity:1}
.bk-skip{position:absolute;top:8px;inset-inline-end:8px;min-height:32px;padding:4px 14px;border:1px solid currentColor;border-radius:16px;background:transparent;color:inherit;font:inherit;font-size:14px;cursor:pointer}
.bk-skip:disabled{opacity:.6;cursor:default}
.bk-credit{display:block;flex-shrink:0;width:fit-content;min-width:118px;max-width:calc(100% - 16px);min-height:20px;margin:0 auto 8px;padding:0 4px;color:inherit;font-size:11px;line-height:20px;text-align:center;text-decoration:none;opacity:.75}
.bk-form{display:flex;flex-direction:column;gap:10px;align-self:center;width:100%;max-width:420px;text-align:start}
.bk-fields{display:flex;flex-direction:column;gap:10px}
.bk-field{display:flex;flex-direction:column;gap:4px;margin:0;padding:0;border:0;min-width:0}
.bk-label{font-size:14px;font-weight:600;padding:0}
.bk-input{width:100%;min-height:44px;padding:10px 12px;border:1px solid #8c959f;border-radius:6px;background:#fff;color:#1f2328;font:inherit}
textarea.bk-input{min-height:88px;resize:vertical}
.bk-choice{display:flex;align-items:center;gap:8px;min-height:32px;font-size:14px}
.bk-choice input{width:20px;height:20px;margin:0;accent-color:var(--bk-accent)}
.bk-input[aria-invalid=true],.bk-empty{border-color:#cf222e;outline:2px solid #cf222e}
.bk-err{margin:0;color:#cf222e;font-size:13px}
.bk-suggest{align-self:flex-start;min-height:24px;padding:0;border:0;background:none;color:inherit;font:inherit;font-size:13px;text-decoration:underline;cursor:pointer}
.bk-shake{animation:bk-shake 1s ease}
.bk-btn:focus-visible,.bk-x:focus-visible,.bk-skip:focus-visible,.bk-suggest:focus-visible,.bk-credit:focus-visible,.bk-input:focus-visible,.bk-choice input:focus-visible{outline:2px solid var(--bk-accent);outline-offset:2px}
.bk-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:480px){.bk-body{padding:48px 16px 16px}.bk-h{font-size:22px}}
`.trim();

/** Everything inside the shadow root after the host rules; the dashboard preview injects this too. */
export const POPUP_CSS =
  BASE_CSS.replace(/\n/g, '') +
  effectKeyframes() +
  BLOCKS_CSS +
  TICKER_VIDEO_CSS +
  SOCIAL_CSS +
  PRODUCTS_CSS +
  BACKGROUND_EFFECT_CSS +
  FORMAT_CSS;
