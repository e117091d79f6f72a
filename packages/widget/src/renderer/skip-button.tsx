/**
 * The skip button (spec §2 "Close controls", §4): labelled "Skip" (Hebrew on
 * Hebrew pages), disabled while it counts down poptin_design_show_x_after_sec
 * in 1 s steps ("Skip (3)", "Skip (2)", …), enabled at 0.
 */
import type { Lang } from '../contract.js';
import { t } from '../rules/messages.js';
import { useCountdown } from './use-countdown.js';

export interface SkipButtonProps {
  lang: Lang;
  fromSec: number;
  live: boolean;
  onSkip(): void;
}

export function SkipButton({ lang, fromSec, live, onSkip }: SkipButtonProps) {
  const left = useCountdown(fromSec, live);
  const label = t(lang, 'skip');
  return (
    <button type="button" className="bk-skip" disabled={left > 0} onClick={onSkip}>
      {left > 0 ? `${label} (${left})` : label}
    </button>
  );
}
