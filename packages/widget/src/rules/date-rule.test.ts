import { describe, expect, it } from 'vitest';
import { formatDateDmy, formatDateMdy, parseDateDmy, parseDateIso } from './date-rule.js';

describe('formatDateDmy', () => {
  it('writes day, month and year with two-digit day and month', () => {
    expect(formatDateDmy(new Date(2026, 2, 5))).toBe('05/03/2026');
  });
});

describe('formatDateMdy', () => {
  it('writes month before day', () => {
    expect(formatDateMdy(new Date(2026, 2, 5))).toBe('03/05/2026');
  });
});

describe('parseDateDmy', () => {
  it('reads dd/mm/yyyy as a local date', () => {
    const d = parseDateDmy('05/03/2026');
    expect([d?.getFullYear(), d?.getMonth(), d?.getDate()]).toEqual([2026, 2, 5]);
  });

  it('reads one-digit day and month', () => {
    expect(parseDateDmy('5/3/2026')?.getDate()).toBe(5);
  });

  it('round-trips with formatDateDmy', () => {
    expect(formatDateDmy(parseDateDmy('29/02/2024')!)).toBe('29/02/2024');
  });

  it('rejects a day that does not exist', () => {
    expect(parseDateDmy('31/02/2026')).toBeNull();
    expect(parseDateDmy('29/02/2026')).toBeNull();
  });

  it('rejects month 13 and day 0', () => {
    expect(parseDateDmy('01/13/2026')).toBeNull();
    expect(parseDateDmy('00/01/2026')).toBeNull();
  });

  it('rejects other formats', () => {
    expect(parseDateDmy('2026-03-05')).toBeNull();
    expect(parseDateDmy('05/03/26')).toBeNull();
    expect(parseDateDmy('tomorrow')).toBeNull();
  });
});

describe('parseDateIso', () => {
  it('reads yyyy-mm-dd as a local date', () => {
    const d = parseDateIso('2026-03-05');
    expect([d?.getFullYear(), d?.getMonth(), d?.getDate()]).toEqual([2026, 2, 5]);
  });

  it('rejects a day that does not exist', () => {
    expect(parseDateIso('2026-02-30')).toBeNull();
  });

  it('rejects dd/mm/yyyy', () => {
    expect(parseDateIso('05/03/2026')).toBeNull();
  });
});
