-- Campaigns: page views per day by the UTM tags of the page address
-- (utm_source, utm_medium, utm_campaign), folded in by the page-view rollup like the other
-- aggregates. Values are kept as they appear in the address (percent-encoded, with `+` written
-- as `%20` so both spellings of a space count as one campaign; at most 200 characters); the
-- report decodes them. Views without any of the three tags are not counted here.
CREATE TABLE stat_campaign_daily (
  account_id    text NOT NULL,
  day           date NOT NULL,
  utm_source    text NOT NULL,
  utm_medium    text NOT NULL,
  utm_campaign  text NOT NULL,
  pageviews     bigint NOT NULL,
  PRIMARY KEY (account_id, day, utm_source, utm_medium, utm_campaign)
);

-- Page views already rolled up before this table existed are counted once here.
INSERT INTO stat_campaign_daily (account_id, day, utm_source, utm_medium, utm_campaign, pageviews)
SELECT account_id, day, utm_source, utm_medium, utm_campaign, count(*)
  FROM (
    SELECT p.account_id, p.day,
           left(replace(coalesce(substring(p.page_uri from '[?&]utm_source=([^&#]*)'), ''), '+', '%20'), 200) AS utm_source,
           left(replace(coalesce(substring(p.page_uri from '[?&]utm_medium=([^&#]*)'), ''), '+', '%20'), 200) AS utm_medium,
           left(replace(coalesce(substring(p.page_uri from '[?&]utm_campaign=([^&#]*)'), ''), '+', '%20'), 200) AS utm_campaign
      FROM stat_pageviews p
      JOIN stat_rollup_state w ON w.account_id = p.account_id AND p.pageview_id <= w.pageviews_through
     WHERE p.page_uri LIKE '%utm\_%'
  ) t
 WHERE utm_source <> '' OR utm_medium <> '' OR utm_campaign <> ''
 GROUP BY account_id, day, utm_source, utm_medium, utm_campaign;
