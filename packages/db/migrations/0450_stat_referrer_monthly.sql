-- Page views per referrer per calendar month (the statistics screen's budget: interactive in < 1 s on 1 M
-- page views), like stat_page_monthly (0380). Over a year the referrers report would sum ~17 000
-- stat_referrer_daily rows (a day × host each) twice, as slow as the top pages' daily rows; it sums the whole
-- months here and only the partial months at the range's ends from stat_referrer_daily. Folded in by the
-- page-view rollup in the same statement as the daily rows, so the two always agree. `month` is the first
-- day of the month (UTC).
CREATE TABLE stat_referrer_monthly (
  account_id     text NOT NULL,
  month          date NOT NULL,
  referrer_kind  text NOT NULL,
  referrer_host  text NOT NULL,
  pageviews      bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, month, referrer_kind, referrer_host)
);

INSERT INTO stat_referrer_monthly (account_id, month, referrer_kind, referrer_host, pageviews)
SELECT account_id, date_trunc('month', day::timestamp)::date, referrer_kind, referrer_host, sum(pageviews)
  FROM stat_referrer_daily
 GROUP BY account_id, date_trunc('month', day::timestamp)::date, referrer_kind, referrer_host;
