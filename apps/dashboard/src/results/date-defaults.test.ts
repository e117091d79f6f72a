import { describe, expect, it } from 'vitest';
import { lastDays } from './date-defaults.js';

describe('lastDays', () => {
  it('is the last N UTC days, today included', () => {
    expect(lastDays(30, new Date('2026-03-15T12:00:00Z'))).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(lastDays(1, new Date('2026-03-15T00:00:00Z'))).toEqual({ from: '2026-03-15', to: '2026-03-15' });
  });

  it('counts UTC days, not the local clock, around midnight and year ends', () => {
    expect(lastDays(7, new Date('2026-01-02T23:59:59.999Z'))).toEqual({ from: '2025-12-27', to: '2026-01-02' });
  });

  it('crosses a leap day', () => {
    expect(lastDays(3, new Date('2028-03-01T08:00:00Z'))).toEqual({ from: '2028-02-28', to: '2028-03-01' });
  });
});
