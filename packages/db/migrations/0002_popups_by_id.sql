-- Click links and design-document URLs carry only the pop-up id (spec §2
-- "Opening by click", §7 GET {poptin_url}); the display service finds the
-- owning account with one indexed lookup on a cache miss.
CREATE INDEX IF NOT EXISTS popups_by_poptin_id ON popups (poptin_id);
