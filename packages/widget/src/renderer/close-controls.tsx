/**
 * The close control chosen by poptin_design_close_options_type (spec §2
 * "Close controls"): an X button (44 px, enlarged from 32) with an optional
 * hover/focus note, the skip button, or nothing. The X is drawn when the
 * record's close_trigger lists x_click.
 */
import type { DesignProperties } from '@beckon/popup-schema';
import { useId } from 'react';
import type { Lang } from '../contract.js';
import { t } from '../rules/messages.js';
import { SkipButton } from './skip-button.js';
import { useCountdown } from './use-countdown.js';

export interface CloseControlsProps {
  design: DesignProperties;
  lang: Lang;
  /** false freezes the countdowns (dashboard preview). */
  live: boolean;
  /** The record's close_trigger lists x_click. */
  x: boolean;
  onX(): void;
  onSkip(): void;
}

export function CloseControls({ design, lang, live, x, onX, onSkip }: CloseControlsProps) {
  const delay = design.poptin_design_show_x_after_sec;
  if (design.poptin_design_close_options_type === 'closing_options-button')
    return <SkipButton lang={lang} fromSec={live ? delay : 0} live={live} onSkip={onSkip} />;
  return x ? (
    <XButton lang={lang} note={design.poptin_design_show_x_comment} afterSec={live ? delay : 0} onX={onX} />
  ) : null;
}

interface XButtonProps {
  lang: Lang;
  note: string;
  /** The X appears only after this many seconds. */
  afterSec: number;
  onX(): void;
}

function XButton({ lang, note, afterSec, onX }: XButtonProps) {
  const tipId = useId();
  const left = useCountdown(afterSec, true);
  if (left > 0) return null;
  return (
    <>
      <button
        type="button"
        className="bk-x"
        aria-label={t(lang, 'close')}
        aria-describedby={note ? tipId : undefined}
        onClick={onX}
      >
        <span aria-hidden="true">×</span>
      </button>
      {note ? (
        <span className="bk-tip" role="tooltip" id={tipId}>
          {note}
        </span>
      ) : null}
    </>
  );
}
