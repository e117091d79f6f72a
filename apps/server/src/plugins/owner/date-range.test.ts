import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS, optionalRange, requiredRange } from './date-range.js';

const BAD_RANGE = { statusCode: 400, code: 'FST_ERR_VALIDATION' };

describe('optionalRange (leads filter)', () => {
  it('is open on a missing side', () => {
    expect(optionalRange()).toEqual({ start: null, end: null });
    expect(optionalRange('2026-03-01')).toEqual({ start: '2026-03-01T00:00:00.000Z', end: null });
    expect(optionalRange(undefined, '2026-03-01')).toEqual({ start: null, end: '2026-03-02T00:00:00.000Z' });
  });

  it('is half-open: the whole of the `to` day is included', () => {
    expect(optionalRange('2026-03-01', '2026-03-01')).toEqual({
      start: '2026-03-01T00:00:00.000Z',
      end: '2026-03-02T00:00:00.000Z',
    });
  });

  it('refuses a `to` before `from` and days that do not exist', () => {
    expect(() => optionalRange('2026-03-02', '2026-03-01')).toThrow(expect.objectContaining(BAD_RANGE));
    expect(() => optionalRange('2026-02-31')).toThrow(expect.objectContaining(BAD_RANGE));
    expect(() => optionalRange(undefined, '2026-13-01')).toThrow(expect.objectContaining(BAD_RANGE));
    expect(() => optionalRange('yesterday')).toThrow(expect.objectContaining(BAD_RANGE));
  });
});

describe('requiredRange (results)', () => {
  it('lists every UTC day in between, for a gap-free chart', () => {
    expect(requiredRange('2028-02-27', '2028-03-01')).toEqual({
      start: '2028-02-27T00:00:00.000Z',
      end: '2028-03-02T00:00:00.000Z',
      days: ['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01'],
    });
    expect(requiredRange('2026-01-01', '2026-01-01').days).toEqual(['2026-01-01']);
  });

  it(`allows at most ${MAX_RANGE_DAYS} days and no reversed range`, () => {
    expect(requiredRange('2025-01-01', '2026-01-01').days).toHaveLength(366);
    expect(() => requiredRange('2025-01-01', '2026-01-02')).toThrow(expect.objectContaining(BAD_RANGE));
    expect(() => requiredRange('2026-02-10', '2026-02-01')).toThrow(expect.objectContaining(BAD_RANGE));
    expect(() => requiredRange('2026-02-29', '2026-03-01')).toThrow(expect.objectContaining(BAD_RANGE));
  });
});
