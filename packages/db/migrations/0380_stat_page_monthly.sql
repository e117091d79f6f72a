-- Page views per page per calendar month (the statistics screen's budget: interactive in < 1 s on 1 M page
-- views). Over a year the top-pages report would sum ~110 000 stat_page_daily rows (a day × page each); it
-- sums the whole months here (~12 × pages) and only the partial months at the range's ends from
-- stat_page_daily. Folded in by the page-view rollup in the same statement as the daily rows, so the two
-- always agree. `month` is the first day of the month (UTC).
CREATE TABLE stat_page_monthly (
  account_id  text NOT NULL,
  month       date NOT NULL,
  page_path   text NOT NULL,
  pageviews   bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, month, page_path)
);

INSERT INTO stat_page_monthly (account_id, month, page_path, pageviews)
SELECT account_id, date_trunc('month', day::timestamp)::date, page_path, sum(pageviews)
  FROM stat_page_daily
 GROUP BY account_id, date_trunc('month', day::timestamp)::date, page_path;
