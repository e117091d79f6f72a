-- Cheaper online rows (the hit route's server CPU budget). The page-view rollup refreshes one
-- stat_online row per visitor it folds, and online pings do the same; both update last_seen. An index on
-- last_seen makes every such update write a new version of the row into both indexes; without it the
-- update is HOT (heap-only: the new version goes on the same page and no index is touched), which the
-- free space left by fillfactor 50 makes room for: nearly every update is HOT, and a folded page view
-- costs about a quarter less CPU.
-- What the index would buy is small: the online report reads all of one site's rows through the primary
-- key (account_id, visitor_id), which the 10-minute sweep keeps to the last hour's visitors (under 50 ms for
-- 300,000 rows), and the sweep scans the whole table either way.
DROP INDEX stat_online_by_last_seen;
ALTER TABLE stat_online SET (fillfactor = 50);
