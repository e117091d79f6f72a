/**
 * Brings a shop notice (added to cart, coupon applied or refused, a sign-in error) into view,
 * centred, over 1000 ms as the spec gives (WooCommerce animates its notices over the same time);
 * with reduced motion asked for it jumps. The arithmetic is pure so it is tested apart from the DOM.
 */

const NOTICE_SCROLL_MS = 1000;

/**
 * The window scroll position that puts the middle of a box (its `top` relative to the viewport) in
 * the middle of the viewport, kept within what the page can scroll (0 to `maxScroll`).
 */
export function centredScrollTop(
  box: { top: number; height: number },
  scrollY: number,
  viewportHeight: number,
  maxScroll: number,
): number {
  const wanted = scrollY + box.top + box.height / 2 - viewportHeight / 2;
  return Math.round(Math.min(Math.max(wanted, 0), Math.max(maxScroll, 0)));
}

/** Ease-in-out over progress 0..1 (jQuery's default "swing"), so the page neither jerks nor stops hard. */
export function swing(progress: number): number {
  const p = Math.min(Math.max(progress, 0), 1);
  return 0.5 - Math.cos(p * Math.PI) / 2;
}

let running: (() => void) | null = null;

/** Scrolls the window so `el` sits centred; a wheel, touch, pointer press or key from the visitor stops the animation. */
export function scrollNoticeIntoView(el: Element): void {
  running?.();
  const root = document.documentElement;
  const from = window.scrollY;
  const to = centredScrollTop(el.getBoundingClientRect(), from, window.innerHeight, root.scrollHeight - innerHeight);
  if (Math.abs(to - from) < 1) return;
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo({ top: to, behavior: 'instant' });
    return;
  }
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const) removeEventListener(type, stop);
    running = null;
  };
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const)
    addEventListener(type, stop, { passive: true });
  running = stop;
  const step = (now: number) => {
    const progress = (now - started) / NOTICE_SCROLL_MS;
    window.scrollTo({ top: from + (to - from) * swing(progress), behavior: 'instant' });
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  frame = requestAnimationFrame(step);
}
