/**
 * Report: page views by campaign over a range — the UTM source, medium and
 * campaign of the page address, as rolled up into stat_campaign_daily. The
 * tags are stored as sent (percent-encoded) and decoded here; a tag that is
 * not valid percent-encoding is shown as sent rather than failing the report.
 */
import type { Queryable } from '@beckon/db';
import type { DateRange } from './range.js';

export interface TopCampaign {
  source: string;
  medium: string;
  campaign: string;
  pageviews: number;
}

/** `a+b%20c` → `a b c`; malformed escapes are kept as they are. */
function decodeTag(raw: string): string {
  const spaced = raw.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

export async function topCampaigns(
  db: Queryable,
  site: string,
  range: DateRange,
  limit: number,
): Promise<TopCampaign[]> {
  const { rows } = await db.query<{ source: string; medium: string; campaign: string; pageviews: string | number }>(
    `SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign, sum(pageviews) AS pageviews
       FROM stat_campaign_daily
      WHERE account_id = $1 AND day BETWEEN $2::date AND $3::date
      GROUP BY utm_source, utm_medium, utm_campaign
      ORDER BY sum(pageviews) DESC, utm_source, utm_medium, utm_campaign
      LIMIT $4`,
    [site, range.from, range.to, limit],
  );
  return rows.map((r) => ({
    source: decodeTag(r.source),
    medium: decodeTag(r.medium),
    campaign: decodeTag(r.campaign),
    pageviews: Number(r.pageviews),
  }));
}
