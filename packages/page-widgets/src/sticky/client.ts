/**
 * The sticky island: loaded only on pages where a sticky element leaves its parent or has an effects offset
 * (plain CSS position: sticky covers the rest). It starts the helper on each `[data-sticky]` element while
 * the viewport is one of the element's devices, and after a resize settles (300 ms, spec) switches it on or
 * off for the new device and measures it again.
 */
import { deviceForWidth } from '../responsive.js';
import type { StickyData } from '../sticky.js';
import { sticky } from './sticky-helper.js';

const RESIZE_SETTLE_MS = 300;

const elements = [...document.querySelectorAll<HTMLElement>('[data-sticky]')].map((el) => ({
  el,
  data: JSON.parse(el.dataset.sticky ?? '{}') as StickyData,
  running: false,
}));

function sync(): void {
  const device = deviceForWidth(innerWidth);
  for (const item of elements) {
    const wanted = item.data.on.includes(device);
    if (wanted && item.running) sticky(item.el, 'refresh');
    else if (wanted) sticky(item.el, item.data.options);
    else if (item.running) sticky(item.el, 'destroy');
    item.running = wanted;
  }
}

let settle: ReturnType<typeof setTimeout> | undefined;
addEventListener('resize', () => {
  clearTimeout(settle);
  settle = setTimeout(sync, RESIZE_SETTLE_MS);
});
sync();
