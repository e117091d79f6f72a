/**
 * The ticker and video blocks as lazy chunks: their code is imported the
 * first time a pop-up with such a block draws, then kept, so later renders
 * draw at once (the builder's preview does not blink while the owner types).
 * Until the chunk arrives the block takes no space.
 */
import { useEffect, useState } from 'react';
import type { TickerProps } from './ticker.js';
import type { VideoProps } from './video.js';

interface Slot {
  loaded: unknown;
  pending: Promise<unknown> | null;
}
const slots = new Map<() => Promise<unknown>, Slot>();

/** The module `load` imports, or null until it has arrived; `load` must be a module-level constant. */
export function useChunk<T>(load: () => Promise<T>): T | null {
  let slot = slots.get(load);
  if (!slot) {
    slot = { loaded: null, pending: null };
    slots.set(load, slot);
  }
  const s = slot;
  const [mod, setMod] = useState(s.loaded as T | null);
  useEffect(() => {
    if (mod) return;
    let current = true;
    s.pending ??= load().then((m) => {
      s.loaded = m;
      return m;
    });
    s.pending.then(
      (m) => {
        if (current) setMod(() => m as T);
      },
      () => {
        // The chunk did not load (offline, blocked): the block stays empty; a later render tries again.
        s.pending = null;
      },
    );
    return () => {
      current = false;
    };
  }, [mod, load, s]);
  return mod;
}

const loadTicker = () => import('./ticker.js');
const loadVideo = () => import('./video.js');

export function LazyTicker(props: TickerProps) {
  const mod = useChunk(loadTicker);
  return mod ? <mod.Ticker {...props} /> : null;
}

export function LazyVideo(props: VideoProps) {
  const mod = useChunk(loadVideo);
  return mod ? <mod.Video {...props} /> : null;
}

/** Rules for both blocks, part of POPUP_CSS (small, so the chunks carry only behaviour). */
export const TICKER_VIDEO_CSS =
  '.bk-ticker{display:flex;align-items:center;gap:8px;min-width:0}' +
  '.bk-tk-view{flex:1;overflow:hidden;white-space:nowrap}' +
  '.bk-tk-run{display:inline-flex;animation:bk-tick linear infinite}' +
  '.bk-tk-run>span{padding-inline-end:3em}' +
  '[dir=rtl] .bk-tk-run{animation-name:bk-tick-r}' +
  '@keyframes bk-tick{to{transform:translateX(-50%)}}@keyframes bk-tick-r{to{transform:translateX(50%)}}' +
  '.bk-ticker[data-paused] .bk-tk-run,.bk-tk-view:hover .bk-tk-run{animation-play-state:paused}' +
  '.bk-tk-btn{flex:none;width:32px;height:32px;padding:0;border:1px solid currentColor;border-radius:50%;background:transparent;color:inherit;font:12px/1 system-ui,sans-serif;cursor:pointer}' +
  '.bk-tk-btn:focus-visible{outline:2px solid var(--bk-accent);outline-offset:2px}' +
  '@media (prefers-reduced-motion:reduce){.bk-tk-run{animation:none}}' +
  '.bk-video{position:relative;width:100%;max-width:640px;align-self:center;aspect-ratio:16/9;border-radius:8px;overflow:hidden;background:#111}' +
  '.bk-vplay{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:10px;width:100%;padding:12px;border:0;background:linear-gradient(135deg,#2b2f36,#0d0f12);color:#fff;font:inherit;cursor:pointer}' +
  '.bk-vicon{width:64px;height:64px;border-radius:50%;background:var(--bk-accent)}' +
  '.bk-vicon::after{content:"";display:block;margin:20px 0 0 25px;border:12px solid transparent;border-inline-start:20px solid var(--bk-accent-fg);border-inline-end:0}' +
  '.bk-vtitle{font-weight:600}' +
  '.bk-vplay:focus-visible{outline:3px solid var(--bk-accent);outline-offset:-3px}' +
  '.bk-vframe{display:block;width:100%;height:100%;border:0}';
