-- Page views: the hit writes only its raw row; the aggregates (stat_visitor_days, stat_daily,
-- stat_page_daily, stat_referrer_daily and the hit's stat_online refresh) are folded in by the
-- rollup (apps/server/src/plugins/statistics/rollup-pageviews.ts), every few seconds and before
-- every report, in one transaction that also advances this watermark. Incremental rollup over a
-- raw table is the pattern Citus documents for real-time analytics.
--
-- Why (the budget: hit ingestion ≥ 50 % of hello world): writing the raw row and four upserts per
-- hit makes PGlite the bottleneck, with most of the server's CPU in a profile. The raw insert stays
-- on the acknowledged path, so nothing acknowledged can be lost; the aggregates are derived data,
-- rebuilt from the raw rows after any crash because the watermark commits with them.
CREATE TABLE stat_rollup_state (
  account_id         text PRIMARY KEY,
  pageviews_through  bigint NOT NULL      -- highest pageview_id already in the aggregates
);

-- Raw rows written before this migration were aggregated when they were written.
INSERT INTO stat_rollup_state (account_id, pageviews_through)
SELECT account_id, max(pageview_id) FROM stat_pageviews GROUP BY account_id;
