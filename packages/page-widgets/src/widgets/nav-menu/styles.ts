import { MENU_FADE_MS } from '../../builder-constants.js';
import { BREAKPOINTS } from '../../responsive.js';

/** Below its breakpoint a menu folds as the dropdown layout does: the toggle shows, the list opens under it. */
function foldCss(bp: 'mobile' | 'tablet'): string {
  const m = `.nm--bp-${bp}`;
  // Without scripting the toggle could not open the list: the list stays out and the toggle is left out.
  return `@media (min-width:${BREAKPOINTS[bp] + 1}px),(scripting:none){${m} .nm-toggle{display:none}}
@media (max-width:${BREAKPOINTS[bp]}px) and (scripting:enabled){${m} .nm-list:not(.is-open){display:none}}
@media (max-width:${BREAKPOINTS[bp]}px){${m} .nm-list{flex-direction:column;margin-top:.4rem}${m}.nm--full-width .nm-list.is-open{position:absolute;z-index:30;left:var(--nm-left,0);width:var(--nm-width,100vw);border-radius:0}}`;
}

/** CSS shared by the nav menu and the mega menu (§9: sub-menu 10em–20em, at most 1000 px, a 200 ms fade in). */
export const NAV_MENU_CSS = `.nm{position:relative}
@keyframes nm-fade{from{opacity:0}}@keyframes nm-slide{from{opacity:0;translate:0 -8px}}
.nm--anim-fade :is(.nm-panel:not([hidden]),.nm-list.is-open){animation:nm-fade ${MENU_FADE_MS}ms ease-out}
.nm--anim-slide :is(.nm-panel:not([hidden]),.nm-list.is-open){animation:nm-slide ${MENU_FADE_MS}ms ease-out}
@media (prefers-reduced-motion:reduce){.nm-panel,.nm-list{animation:none!important}}
.nm--dropdown.nm--full-width .nm-list.is-open{position:absolute;z-index:30;left:var(--nm-left,0);width:var(--nm-width,100vw);border-radius:0}
.nm-list[hidden]{display:none}.nm-list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem;background:#f4f8f9;border:1px solid #d9e2e8;border-radius:8px;padding:.25rem}
.nm--dropdown .nm-list{flex-direction:column;margin-top:.4rem}
.nm-item{display:inline-flex;align-items:center;gap:.35rem;font:inherit;font-weight:600;color:var(--headings);background:none;border:0;border-radius:6px;padding:.55rem .8rem;cursor:pointer;text-decoration:none;min-height:40px}
.nm-item:hover,.nm-item[aria-expanded="true"]{background:#fff;color:var(--primary)}
.nm-item[aria-expanded="true"] svg{transform:rotate(180deg)}.nm-item[aria-expanded="true"] .nm-icon--plus{transform:rotate(45deg)}
.nm-icon{transition:transform ${MENU_FADE_MS}ms}
.nm-toggle{font:inherit;font-weight:600;padding:.5rem .9rem;border-radius:6px;border:1px solid #8a9aa5;background:#fff;color:var(--headings);cursor:pointer}
.nm-panel{position:absolute;top:0;left:0;z-index:30;background:#fff;border:1px solid #c5d2da;border-radius:8px;box-shadow:0 10px 28px rgba(16,35,47,.16);padding:.8rem 1rem;min-width:10em;max-width:20em}
.nm-mega{max-width:min(1000px,94vw);min-width:16rem;width:max-content}
.nm-full{width:min(1000px,94vw)}
.nm-heading{font-weight:700;margin:0 0 .3rem}.nm-text{margin:0 0 .5rem;max-width:28rem}
.nm-links{list-style:none;margin:0;padding:0}.nm-links a{display:block;padding:.3rem 0}
${foldCss('tablet')}${foldCss('mobile')}`;
