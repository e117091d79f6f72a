/**
 * The news ticker block (spec §9: default 7000, divided by 400 for the
 * animation's seconds): the owner's text scrolls across in a loop. Moving
 * text needs a way to stop it (WCAG 2.2.2), so a pause button sits beside
 * it; under prefers-reduced-motion the text stands still and wraps.
 */
import { useState } from 'react';
import type { Lang } from '../../contract.js';
import { t } from '../../rules/messages.js';

/** Seconds one loop of the ticker takes, from the block's `speed` (spec §9: speed / 400). */
export function tickerSeconds(speed: number): number {
  return speed / 400;
}

export interface TickerProps {
  text: string;
  speed: number;
  lang: Lang;
  reducedMotion: boolean;
}

export function Ticker({ text, speed, lang, reducedMotion }: TickerProps) {
  const [paused, setPaused] = useState(false);
  if (reducedMotion) return <p className="bk-p bk-ticker-still">{text}</p>;
  return (
    <div className="bk-ticker" data-paused={paused ? '' : undefined}>
      <div className="bk-tk-view">
        {/* Two copies side by side, moved by half their width, loop without a seam; the copy is not read twice. */}
        <div className="bk-tk-run" style={{ animationDuration: `${tickerSeconds(speed)}s` }}>
          <span>{text}</span>
          <span aria-hidden="true">{text}</span>
        </div>
      </div>
      <button
        type="button"
        className="bk-tk-btn"
        aria-label={t(lang, paused ? 'tickerPlay' : 'tickerPause')}
        onClick={() => setPaused(!paused)}
      >
        {paused ? '▶' : '❚❚'}
      </button>
    </div>
  );
}
