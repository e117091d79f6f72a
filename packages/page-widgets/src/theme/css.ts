/**
 * The theme stylesheet, inlined in every page (small enough that a separate
 * request would cost more than it saves, and it can never block rendering).
 * The site's colours and fonts are custom properties (theme-variables.ts);
 * the greys, shadows and the error red are the same on every site.
 * On phones every column spans the whole row, so the section grid drops its column gap there: its eleven
 * gutters between twelve tracks (352 px at the default 32 px) would otherwise widen a 320–360 px page.
 */
import { SMALLEST_DEVICE_PX, XS_MAX } from '../builder-constants.js';

export const THEME_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding-top:5rem;min-width:${SMALLEST_DEVICE_PX}px}
body{margin:0;font:1.0625rem/1.65 var(--font-body);color:var(--text);background:#fff}
img,svg{max-width:100%;height:auto}
a{color:var(--primary)}
a:hover{color:var(--primary-dark)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
h1,h2,h3,h4{font-family:var(--font-headings);line-height:1.25;color:var(--headings);margin:1.4em 0 .5em}
h1{font-size:clamp(1.9rem,4vw,2.6rem);margin-top:.4em}
h2{font-size:clamp(1.45rem,3vw,1.9rem)}
h3{font-size:1.25rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.skip-link{position:absolute;left:-9999px;top:0;background:#fff;padding:.5rem 1rem;z-index:100}
.skip-link:focus{left:1rem}
.wrap{max-width:1140px;margin:0 auto;padding:0 1.25rem}
.site-header{position:sticky;top:0;z-index:50;background:#fff;border-bottom:1px solid #d9e2e8}
.header-row{display:flex;align-items:center;justify-content:space-between;min-height:4rem;gap:1rem}
.site-name{display:flex;align-items:center;gap:.6rem;font-family:var(--font-headings);font-weight:700;font-size:1.1rem;color:var(--headings);text-decoration:none}
.site-name span{min-width:0;line-height:1.2;overflow-wrap:anywhere}
@media (max-width:${XS_MAX}px){.header-row{gap:.5rem}.site-name{font-size:1rem;gap:.45rem}}
.site-logo{display:block;flex:none;width:2rem;height:2rem;object-fit:contain}
.site-monogram{flex:none}.site-monogram circle{fill:var(--primary)}.site-monogram text{fill:#fff;font:700 16px var(--font-headings)}
.menu,.sub-menu{list-style:none;margin:0;padding:0}
.menu-main .menu{display:flex;gap:.25rem}
.menu li{position:relative}
.menu a{display:inline-block;padding:.6rem .7rem;text-decoration:none;color:var(--headings);font-weight:500}
.menu a.is-active,.menu a[aria-current]{color:var(--primary);box-shadow:inset 0 -3px 0 var(--primary)}
.sub-toggle{background:none;border:0;padding:.5rem .35rem;color:inherit;cursor:pointer;min-width:24px;min-height:24px}
.is-open>.sub-toggle svg{transform:rotate(180deg)}
.menu-main .menu>li>div{position:absolute;left:0;top:100%;background:#fff;border:1px solid #d9e2e8;border-radius:6px;min-width:10em;max-width:20em;box-shadow:0 8px 24px rgba(16,35,47,.12);padding:.35rem 0}
.menu-main .sub-menu a{display:block;padding:.45rem 1rem;white-space:nowrap}
.menu-toggle{display:none;background:none;border:1px solid #b8c6cf;border-radius:6px;padding:.4rem;color:var(--headings);cursor:pointer}
.menu-dropdown{border-top:1px solid #d9e2e8;padding:.5rem 1.25rem 1rem}
.menu-dropdown .menu a{display:inline-block;padding:.55rem 0}
.menu-dropdown .sub-menu{padding-left:1rem}
@media (max-width:1024px){.menu-main{display:none}.menu-toggle{display:inline-flex}}
@media (min-width:1025px){.menu-dropdown{display:none!important}}
main{display:block}
.post-head{padding-top:2rem;padding-bottom:1rem}
.post-head .excerpt{font-size:1.15rem;color:#3d4f5c;max-width:46rem}
.featured{margin:1rem 0 0;border-radius:10px;overflow:hidden;aspect-ratio:16/7;background:var(--primary-tint)}
.featured img{display:block;width:100%;height:100%;object-fit:cover}
.section{padding:2.5rem 0;background-size:cover;background-position:center}
.section.has-bg{color:#fff}
.section.has-bg h1,.section.has-bg h2,.section.has-bg h3{color:#fff}
.section.has-bg a:not(.btn){color:#fff}.section.has-bg .btn{background:#fff;color:var(--primary)}.section.has-bg .btn:hover{background:var(--primary-tint);color:var(--primary-dark)}
.columns{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:var(--gap,2rem)}
.column{grid-column:span var(--span,12);min-width:0}
@media (max-width:767px){.columns{column-gap:0}.column{grid-column:span 12}}
.w{margin:0 0 1.25rem}
.w:last-child{margin-bottom:0}
.btn{display:inline-block;background:var(--primary);color:#fff;padding:.7rem 1.3rem;border-radius:6px;text-decoration:none;font-weight:600;border:0;cursor:pointer;font:inherit}
.btn:hover{background:var(--primary-dark);color:#fff}
.notice{border-left:4px solid var(--accent);background:var(--accent-tint);padding:1rem 1.25rem;border-radius:4px}
.site-footer{margin-top:3rem;background:var(--headings);color:var(--footer-text);padding:2.5rem 0}
.site-footer a{color:#fff}
.footer-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1.5rem}
.footer-title{font-weight:700;color:#fff;margin:0 0 .4rem}
.site-footer p{margin:.2rem 0}
.footer-note{grid-column:1/-1;font-size:.9rem;color:var(--footer-muted);border-top:1px solid var(--footer-line);padding-top:1rem}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
`;
