/**
 * The statistics reports as the dashboard reads them (GET
 * /api/statistics/sites/{site}/…, apps/server/src/plugins/statistics/reports),
 * and the one CSV cell encoder both the server and the dashboard export with.
 */

interface RangeAnswer {
  site: string;
  from: string;
  to: string;
}

export interface VisitorsReport extends RangeAnswer {
  days: { day: string; visitors: number; pageviews: number }[];
  totals: { visitors: number; pageviews: number };
}

export interface PagesReport extends RangeAnswer {
  pages: { path: string; pageviews: number }[];
}

export interface ReferrersReport extends RangeAnswer {
  byKind: { direct: number; internal: number; external: number; search: number; email: number };
  referrers: { host: string; kind: 'internal' | 'external' | 'search' | 'email'; pageviews: number }[];
}

export interface CampaignsReport extends RangeAnswer {
  campaigns: { source: string; medium: string; campaign: string; pageviews: number }[];
}

export interface OutboundLinksReport extends RangeAnswer {
  links: { url: string; clicks: number }[];
}

export interface DownloadsReport extends RangeAnswer {
  downloads: { url: string; fileName: string; fileExt: string; downloads: number }[];
}

/** GET …/overview: the screen's first paint, each part exactly its own route's answer. */
export interface OverviewReport extends RangeAnswer {
  visitors: VisitorsReport;
  pages: PagesReport;
  referrers: ReferrersReport;
  campaigns: CampaignsReport;
  links: OutboundLinksReport;
  downloads: DownloadsReport;
}

export interface OnlineReport {
  site: string;
  online: number;
  windowSeconds: number;
  pages: { path: string; visitors: number }[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 cell: always quoted with inner quotes doubled, and a value
 * starting with = + - @ (or a tab or carriage return) gets a leading
 * apostrophe so a spreadsheet shows it as text instead of running it as a
 * formula (OWASP CSV injection).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
