/**
 * The countdown's settings (design_properties.timer, "kind@values", and
 * timer_ver): the owner picks minutes and seconds from when the pop-up shows,
 * or a fixed end (date, time, timezone offset), and digits or a flip clock.
 * The string is composed here; the shared schema checks it.
 */
import { useId } from 'react';
import { useT } from '../i18n/i18n.js';
import { errorAt, useBuilder } from './builder-context.js';
import { getIn } from './draft.js';

const TIMER_PATH = ['design', 'design_properties', 'timer'] as const;
const VER_PATH = ['design', 'design_properties', 'timer_ver'] as const;

/** A new timer block counts ten minutes from when the pop-up shows. */
export const DEFAULT_TIMER = 'timerTime@10|0';

interface Parts {
  kind: 'timerTime' | 'timerDate';
  minutes: string;
  seconds: string;
  date: string;
  time: string;
  offset: string;
}

/** The browser's own offset, the likeliest one for an owner typing a local end time. */
function localOffset(): string {
  const min = -new Date().getTimezoneOffset();
  const abs = Math.abs(min);
  return `${min < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** UTC-12:00 to UTC+14:00 in quarter hours: every offset in use. */
const OFFSETS = Array.from({ length: (14 + 12) * 4 + 1 }, (_, i) => {
  const min = i * 15 - 12 * 60;
  const abs = Math.abs(min);
  return `${min < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
});

function split(value: string): Parts {
  const [kind, rest = ''] = value.split('@');
  const [a = '', b = '', c = ''] = rest.split('|');
  if (kind === 'timerDate') return { kind, minutes: '10', seconds: '0', date: a, time: b, offset: c || localOffset() };
  return { kind: 'timerTime', minutes: a || '0', seconds: b || '0', date: '', time: '', offset: localOffset() };
}

const join = (p: Parts): string =>
  p.kind === 'timerTime' ? `timerTime@${p.minutes}|${p.seconds}` : `timerDate@${p.date}|${p.time}|${p.offset}`;

export function TimerEditor() {
  const t = useT();
  const { draft, set, errors } = useBuilder();
  const id = useId();
  const value = getIn(draft, TIMER_PATH);
  const parts = split(typeof value === 'string' ? value : '');
  const version = getIn(draft, VER_PATH) === 2 ? 2 : 1;
  const error = errorAt(errors, [...TIMER_PATH]);
  const update = (change: Partial<Parts>) => set(TIMER_PATH, join({ ...parts, ...change }));
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };

  return (
    <div className="timer-editor">
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('builder.countDown')}</label>
        <select
          id={`${id}-kind`}
          value={parts.kind}
          onChange={(e) => update({ kind: e.target.value === 'timerDate' ? 'timerDate' : 'timerTime' })}
        >
          <option value="timerTime">{t('builder.fromWhenThePop')}</option>
          <option value="timerDate">{t('builder.toAFixedDate')}</option>
        </select>
      </div>
      {parts.kind === 'timerTime' ? (
        <div className="grid-2">
          <div className="field">
            <label htmlFor={`${id}-m`}>{t('builder.minutes')}</label>
            <input
              id={`${id}-m`}
              type="number"
              min={0}
              max={9999}
              value={parts.minutes}
              onChange={(e) => update({ minutes: e.target.value })}
              {...aria}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-s`}>{t('builder.seconds')}</label>
            <input
              id={`${id}-s`}
              type="number"
              min={0}
              max={59}
              value={parts.seconds}
              onChange={(e) => update({ seconds: e.target.value })}
              {...aria}
            />
          </div>
        </div>
      ) : (
        <div className="grid-2">
          <div className="field">
            <label htmlFor={`${id}-d`}>{t('builder.endDate')}</label>
            <input
              id={`${id}-d`}
              type="date"
              value={parts.date}
              onChange={(e) => update({ date: e.target.value })}
              {...aria}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-t`}>{t('builder.endTime')}</label>
            <input
              id={`${id}-t`}
              type="time"
              value={parts.time}
              onChange={(e) => update({ time: e.target.value })}
              {...aria}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-o`}>{t('builder.timeZoneUtcOffset')}</label>
            <select id={`${id}-o`} value={parts.offset} onChange={(e) => update({ offset: e.target.value })}>
              {OFFSETS.map((o) => (
                <option key={o} value={o}>
                  {t('builder.utc', { o })}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <p className="hint">{t('builder.atZeroThePop')}</p>
      <div className="field">
        <label htmlFor={`${id}-v`}>{t('builder.clockStyle')}</label>
        <select id={`${id}-v`} value={version} onChange={(e) => set(VER_PATH, e.target.value === '2' ? 2 : 1)}>
          <option value={1}>{t('builder.digits')}</option>
          <option value={2}>{t('builder.flipClock')}</option>
        </select>
      </div>
    </div>
  );
}
