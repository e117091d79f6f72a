-- Webmail referrers (mail.google.com, outlook.live.com, …) are counted as their own kind, email, apart from
-- search engines and other sites, as the pop-ups' traffic-source targeting and Plausible's Email channel do.
-- Page views counted before stay under the kind they were given (the daily and monthly rollups are keyed by it).
ALTER TABLE stat_pageviews DROP CONSTRAINT stat_pageviews_referrer_kind_check;
ALTER TABLE stat_pageviews ADD CONSTRAINT stat_pageviews_referrer_kind_check
  CHECK (referrer_kind IN ('direct', 'internal', 'external', 'search', 'email'));
