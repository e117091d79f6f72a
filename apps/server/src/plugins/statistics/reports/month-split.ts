/**
 * The rows a long-range report sums: whole calendar months inside the range from a monthly rollup, and only the
 * days of the partial months at either end from the daily one, so a year costs ~12 rows per item instead of 365
 * (the screen's budget: interactive in < 1 s on 1 M page views). $1 is the site, $2 and $3 the range's first and last
 * day; the result is a `counts` CTE with `columns` and `pageviews`, to be followed by the report's SELECT.
 */

/** Tables and columns come from the report modules, never from a request. */
export function countsByMonthThenDay(monthly: string, daily: string, columns: string[]): string {
  const cols = columns.map((c) => `x.${c}`).join(', ');
  // fm: the first whole month's first day; lm: the day after the last whole month. No whole month when fm >= lm;
  // then the first daily part covers the range and the second is empty (it starts at fm, after the range).
  return `
WITH b AS (
  SELECT $2::date AS f, $3::date AS t,
         (date_trunc('month', ($2::date - 1)::timestamp) + interval '1 month')::date AS fm,
         date_trunc('month', ($3::date + 1)::timestamp)::date AS lm
), counts AS (
  SELECT ${cols}, x.pageviews FROM ${monthly} x, b
   WHERE x.account_id = $1 AND x.month >= b.fm AND x.month < b.lm
  UNION ALL
  SELECT ${cols}, x.pageviews FROM ${daily} x, b
   WHERE x.account_id = $1 AND x.day >= b.f AND x.day < least(b.fm, b.t + 1)
  UNION ALL
  SELECT ${cols}, x.pageviews FROM ${daily} x, b
   WHERE x.account_id = $1 AND x.day >= greatest(b.lm, b.fm) AND x.day <= b.t
)`;
}
