-- Cheaper online rows (issue 9 budget: the hit route's server CPU). The page-view rollup refreshes one
-- stat_online row per visitor it folds, and online pings do the same; both update last_seen. An index on
-- last_seen made every such update write a new version of the row into both indexes; without it the
-- update is HOT (heap-only: the new version goes on the same page and no index is touched), which the
-- free space left by fillfactor 50 makes room for. Measured on PGlite on disk, 9,000 folded page views
-- over 5,000 visitors per rollup, paired runs on a busy machine: 9,925 of 10,000 updates HOT (0 before),
-- 24.0–26.2 → 17.3–19.5 µs of CPU per folded page view.
-- What the index bought is small: the online report now reads all of one site's rows through the primary
-- key (account_id, visitor_id), which the 10-minute sweep keeps to the last hour's visitors (4 ms for
-- 20,000 rows, 48 ms for 300,000, against under 1 ms with the index), and the sweep scans the whole
-- table either way.
DROP INDEX stat_online_by_last_seen;
ALTER TABLE stat_online SET (fillfactor = 50);
