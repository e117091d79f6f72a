/**
 * The statistics screen's decisions, apart from the screen: the date-range
 * presets, the previous period a range is compared with, the change between
 * the two, and the CSV export. Days are UTC, like the reports API.
 */
import {
  type CampaignsReport,
  csvCell,
  type DownloadsReport,
  type OutboundLinksReport,
  type PagesReport,
  type ReferrersReport,
  type VisitorsReport,
} from '@beckon/owner-api';

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
/** The reports API refuses longer ranges (constants.ts MAX_RANGE_DAYS). */
const MAX_RANGE_DAYS = 731;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** Each preset with its name's message id. */
export const PRESETS = [
  { id: 'today', label: 'statistics.preset.today' },
  { id: '7d', label: 'statistics.preset.7d' },
  { id: '30d', label: 'statistics.preset.30d' },
  { id: 'month', label: 'statistics.preset.month' },
  { id: 'last-month', label: 'statistics.preset.lastMonth' },
  { id: '12m', label: 'statistics.preset.12m' },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];

export function presetRange(id: PresetId, now = new Date()): DayRange {
  const today = day(now.getTime());
  const last = (n: number) => ({ from: day(ms(today) - (n - 1) * DAY_MS), to: today });
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  switch (id) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return last(7);
    case '30d':
      return last(30);
    case 'month':
      return { from: day(Date.UTC(y, m, 1)), to: today };
    case 'last-month':
      return { from: day(Date.UTC(y, m - 1, 1)), to: day(Date.UTC(y, m, 0)) };
    case '12m':
      return last(365);
  }
}

function rangeDays(range: DayRange): number {
  return Math.round((ms(range.to) - ms(range.from)) / DAY_MS) + 1;
}

/** Why a custom range cannot be asked for, in words; null when it can. */
export function rangeProblem(range: DayRange): string | null {
  const shape = /^\d{4}-\d{2}-\d{2}$/;
  if (!shape.test(range.from) || !shape.test(range.to) || Number.isNaN(ms(range.from)) || Number.isNaN(ms(range.to))) {
    return 'Choose both a start and an end date.';
  }
  if (range.from > range.to) return 'Choose a start date on or before the end date.';
  if (rangeDays(range) > MAX_RANGE_DAYS) return 'Choose a range of at most two years.';
  return null;
}

/** The same number of days just before the range: what "compared with the previous period" means. */
export function previousPeriod(range: DayRange): DayRange {
  const length = rangeDays(range);
  return { from: day(ms(range.from) - length * DAY_MS), to: day(ms(range.from) - DAY_MS) };
}

/** The change from `previous` to `current` as a whole percentage; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** "+12 %", "−5 %", "no change", or "new" when the previous period had none. */
export function changeLabel(current: number, previous: number): string {
  const change = percentChange(current, previous);
  if (change === null) return current === 0 ? 'no change' : 'new';
  if (change === 0) return 'no change';
  return change > 0 ? `+${change} %` : `−${Math.abs(change)} %`;
}

export interface StatisticsExport {
  range: DayRange;
  visitors: VisitorsReport;
  previous: VisitorsReport;
  pages: PagesReport;
  referrers: ReferrersReport;
  campaigns: CampaignsReport;
  links: OutboundLinksReport;
  downloads: DownloadsReport;
}

/**
 * One CSV of everything on the screen: a `report` column says which table a
 * row belongs to (day, page, referrer, campaign, outbound link, download),
 * so it sorts and filters in a spreadsheet without several files.
 */
export function statisticsCsv(data: StatisticsExport): string {
  const header = ['report', 'item', 'detail', 'visitors', 'page_views', 'clicks'];
  const rows: string[][] = [];
  data.visitors.days.forEach((d, i) => {
    const before = data.previous.days[i];
    rows.push(['day', d.day, before ? `previous period: ${before.day}` : '', `${d.visitors}`, `${d.pageviews}`, '']);
  });
  rows.push([
    'total',
    `${data.range.from} to ${data.range.to}`,
    `previous period: ${data.previous.totals.visitors} visitors, ${data.previous.totals.pageviews} page views`,
    `${data.visitors.totals.visitors}`,
    `${data.visitors.totals.pageviews}`,
    '',
  ]);
  for (const p of data.pages.pages) rows.push(['page', p.path, '', '', `${p.pageviews}`, '']);
  for (const r of data.referrers.referrers) rows.push(['referrer', r.host, r.kind, '', `${r.pageviews}`, '']);
  for (const c of data.campaigns.campaigns) {
    rows.push(['campaign', c.campaign, `source: ${c.source}; medium: ${c.medium}`, '', `${c.pageviews}`, '']);
  }
  for (const l of data.links.links) rows.push(['outbound link', l.url, '', '', '', `${l.clicks}`]);
  for (const d of data.downloads.downloads) rows.push(['download', d.url, d.fileName, '', '', `${d.downloads}`]);
  return `${[header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
