/**
 * The lightbox's styles, in one place: the gallery widget inlines them with its own, and an action link
 * (src/action-links) adds them to the page when it first opens the lightbox on a page without a gallery.
 */
export const LIGHTBOX_CSS = `.lb{border:0;padding:0;max-width:min(1100px,96vw);width:96vw;max-height:96vh;background:#0c1a22;color:#fff;border-radius:10px}
.lb::backdrop{background:rgba(5,12,16,.85)}
.lb-bar,.lb-nav{display:flex;gap:.5rem;align-items:center;padding:.6rem .8rem;flex-wrap:wrap}
.lb-counter{margin-right:auto;font-variant-numeric:tabular-nums}
.lb-nav{justify-content:space-between}
.lb-btn{font:inherit;font-size:.95rem;min-height:36px;padding:.3rem .8rem;border-radius:6px;border:1px solid #7d8f99;background:#142833;color:#fff;cursor:pointer}
.lb-figure{margin:0;overflow:auto;max-height:70vh;text-align:center}
.lb-figure img{max-width:100%;max-height:68vh;width:auto;height:auto;transition:transform .25s}
.lb-figure.is-zoomed img{max-width:none;max-height:none;width:200%}
.lb-figure figcaption{padding:.4rem;color:#d6e0e5}
.lb-share{display:flex;gap:1rem;list-style:none;margin:0;padding:.2rem .8rem .6rem}.lb-share a{color:#fff}
.lb:fullscreen{max-width:none;max-height:none;width:100vw;height:100vh;border-radius:0}`;
