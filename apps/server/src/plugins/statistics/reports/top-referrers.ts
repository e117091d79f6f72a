/**
 * Report: where page views came from over a range — page views per kind
 * (direct, internal, external, search; see ../referrer.ts) and the top
 * referring hosts, optionally of one kind. Whole months come from
 * stat_referrer_monthly, the range's ends from stat_referrer_daily
 * (month-split.ts).
 */
import type { Queryable } from '@beckon/db';
import type { ReferrerKind } from '../referrer.js';
import { countsByMonthThenDay } from './month-split.js';
import type { DateRange } from './range.js';

const COUNTS = countsByMonthThenDay('stat_referrer_monthly', 'stat_referrer_daily', ['referrer_kind', 'referrer_host']);

export interface TopReferrers {
  byKind: Record<ReferrerKind, number>;
  referrers: { host: string; kind: Exclude<ReferrerKind, 'direct'>; pageviews: number }[];
}

export async function topReferrers(
  db: Queryable,
  site: string,
  range: DateRange,
  limit: number,
  kind?: Exclude<ReferrerKind, 'direct'>,
): Promise<TopReferrers> {
  const params = [site, range.from, range.to];
  const kinds = await db.query<{ kind: ReferrerKind; pageviews: string | number }>(
    `${COUNTS}
     SELECT referrer_kind AS kind, sum(pageviews) AS pageviews FROM counts GROUP BY referrer_kind`,
    params,
  );
  const top = await db.query<{ host: string; kind: Exclude<ReferrerKind, 'direct'>; pageviews: string | number }>(
    `${COUNTS}
     SELECT referrer_host AS host, referrer_kind AS kind, sum(pageviews) AS pageviews
       FROM counts
      WHERE referrer_kind <> 'direct' AND ($5::text IS NULL OR referrer_kind = $5::text)
      GROUP BY referrer_host, referrer_kind
      ORDER BY sum(pageviews) DESC, referrer_host, referrer_kind
      LIMIT $4`,
    [...params, limit, kind ?? null],
  );
  const byKind: Record<ReferrerKind, number> = { direct: 0, internal: 0, external: 0, search: 0, email: 0 };
  for (const r of kinds.rows) byKind[r.kind] = Number(r.pageviews);
  return { byKind, referrers: top.rows.map((r) => ({ host: r.host, kind: r.kind, pageviews: Number(r.pageviews) })) };
}
