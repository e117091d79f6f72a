import type { VisitorsReport } from '@beckon/owner-api';
import { describe, expect, it } from 'vitest';
import {
  changeLabel,
  percentChange,
  presetRange,
  previousPeriod,
  rangeProblem,
  type StatisticsExport,
  statisticsCsv,
} from './stats-range.js';

const NOW = new Date('2026-03-15T23:30:00Z');

describe('presetRange', () => {
  it('gives UTC days with today included', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(presetRange('7d', NOW)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('30d', NOW)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(presetRange('12m', NOW)).toEqual({ from: '2025-03-16', to: '2026-03-15' });
  });

  it('gives calendar months, across a year end', () => {
    expect(presetRange('month', NOW)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('last-month', NOW)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last-month', new Date('2026-01-05T00:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
});

describe('previousPeriod', () => {
  it('is the same number of days just before the range', () => {
    expect(previousPeriod({ from: '2026-03-09', to: '2026-03-15' })).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });
});

describe('rangeProblem', () => {
  it('says in words why a range cannot be asked for', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-15' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-03-15' })).toBe('Choose both a start and an end date.');
    expect(rangeProblem({ from: '2026-03-16', to: '2026-03-15' })).toBe(
      'Choose a start date on or before the end date.',
    );
    expect(rangeProblem({ from: '2023-01-01', to: '2026-03-15' })).toBe('Choose a range of at most two years.');
  });
});

describe('the change from the previous period', () => {
  it('is a rounded percentage, or null without a previous figure', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(5, 0)).toBeNull();
  });

  it('reads as a short label', () => {
    expect(changeLabel(150, 100)).toBe('+50 %');
    expect(changeLabel(50, 100)).toBe('−50 %');
    expect(changeLabel(100, 100)).toBe('no change');
    expect(changeLabel(3, 0)).toBe('new');
    expect(changeLabel(0, 0)).toBe('no change');
  });
});

describe('statisticsCsv', () => {
  const range = { site: 'de30c1e0a1b2c', from: '2026-03-14', to: '2026-03-15' };
  const visitors: VisitorsReport = {
    ...range,
    days: [
      { day: '2026-03-14', visitors: 2, pageviews: 3 },
      { day: '2026-03-15', visitors: 1, pageviews: 1 },
    ],
    totals: { visitors: 3, pageviews: 4 },
  };
  const previous: VisitorsReport = {
    ...range,
    from: '2026-03-12',
    to: '2026-03-13',
    days: [
      { day: '2026-03-12', visitors: 0, pageviews: 0 },
      { day: '2026-03-13', visitors: 1, pageviews: 2 },
    ],
    totals: { visitors: 1, pageviews: 2 },
  };
  const data: StatisticsExport = {
    range,
    visitors,
    previous,
    pages: { ...range, pages: [{ path: '/=cmd|x', pageviews: 3 }] },
    referrers: { ...range, byKind: { direct: 1, internal: 0, external: 3, search: 0, email: 0 }, referrers: [] },
    campaigns: { ...range, campaigns: [{ source: 'news', medium: 'email', campaign: 'say "hi"', pageviews: 2 }] },
    links: { ...range, links: [{ url: 'https://example.org/', clicks: 4 }] },
    downloads: { ...range, downloads: [] },
  };

  it('has one row per day, the totals, and a row per item of every table', () => {
    const lines = statisticsCsv(data).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"report","item","detail","visitors","page_views","clicks"');
    expect(lines[1]).toBe('"day","2026-03-14","previous period: 2026-03-12","2","3",""');
    expect(lines[3]).toBe('"total","2026-03-14 to 2026-03-15","previous period: 1 visitors, 2 page views","3","4",""');
    expect(lines).toContain('"campaign","say ""hi""","source: news; medium: email","","2",""');
    expect(lines).toContain('"outbound link","https://example.org/","","","","4"');
    expect(lines).toHaveLength(7);
  });

  it('keeps a page address that looks like a formula as text', () => {
    expect(statisticsCsv(data)).toContain('"page","/=cmd|x"');
    const formula = statisticsCsv({ ...data, pages: { ...range, pages: [{ path: '=HYPERLINK(1)', pageviews: 1 }] } });
    expect(formula).toContain(`"page","'=HYPERLINK(1)"`);
  });
});
