import { describe, expect, it } from 'vitest';
import { makeDesign } from '../test-fixtures.js';
import { deadlineOf, nextTickMs, parseTimer, timeLeft, timerEnded } from './timer-spec.js';

describe('parseTimer', () => {
  it('reads timerTime as minutes and seconds from when the pop-up shows', () => {
    expect(parseTimer('timerTime@5|30')).toEqual({ kind: 'duration', ms: 330_000 });
    expect(deadlineOf({ kind: 'duration', ms: 330_000 }, 1_000)).toBe(331_000);
  });

  it('reads timerDate as a fixed end in the given timezone offset', () => {
    expect(parseTimer('timerDate@2026-12-31|23:00|+02:00')).toEqual({
      kind: 'end',
      at: Date.parse('2026-12-31T21:00:00Z'),
    });
    expect(parseTimer('timerDate@2026-12-31|23:00|-05:30')).toEqual({
      kind: 'end',
      at: Date.parse('2027-01-01T04:30:00Z'),
    });
  });

  it('treats an empty, zero-length, malformed or impossible timer as no timer', () => {
    for (const value of [
      '',
      'timerTime@0|0',
      'timerTime@5',
      'timerDate@2026-02-31|10:00|+00:00',
      'timerDate@2026-01-01|24:10|+00:00',
      'x@1|2',
    ]) {
      expect(parseTimer(value), value).toBeNull();
    }
  });
});

describe('timeLeft', () => {
  it('splits the time left into whole days, hours, minutes and seconds, rounding up', () => {
    expect(timeLeft(((26 * 60 + 3) * 60 + 4) * 1000 + 200)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 5 });
    expect(timeLeft(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(timeLeft(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('wakes at the next whole second of the countdown', () => {
    expect(nextTickMs(5_250)).toBe(250);
    expect(nextTickMs(5_000)).toBe(1000);
  });
});

describe('timerEnded', () => {
  const withTimer = (timer: string, main = [{ kind: 'timer' as const }]) =>
    makeDesign({ design_properties: { timer }, screens: { main } });
  const end = Date.parse('2026-06-01T12:00:00Z');

  it('is true once a drawn countdown to a fixed end has passed', () => {
    expect(timerEnded(withTimer('timerDate@2026-06-01|12:00|+00:00'), end)).toBe(true);
    expect(timerEnded(withTimer('timerDate@2026-06-01|12:00|+00:00'), end - 1)).toBe(false);
  });

  it('is false for a countdown from showing, and for a timer no block draws', () => {
    expect(timerEnded(withTimer('timerTime@1|0'), end)).toBe(false);
    expect(
      timerEnded(withTimer('timerDate@2020-01-01|00:00|+00:00', [{ kind: 'heading', text: 'Hi' }] as never), end),
    ).toBe(false);
  });
});
