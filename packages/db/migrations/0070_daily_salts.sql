-- The daily salts behind visitor ids and lead IP hashes (reliability.md §3).
-- Several server processes must derive the same visitor id for one visitor on one day, so the
-- day's random salt lives here instead of in one process's memory: the first process to ask for a
-- day inserts it (ON CONFLICT DO NOTHING) and every process reads the winner back. Rows older than
-- yesterday are deleted (at most 48 h after their day began), so ids can no longer be recomputed
-- from an IP once that day is over, as with Plausible's salts. No IP or user agent is stored here or
-- anywhere else; only the keyed hashes are.
-- A global secret, not tenant data: on Citus this is a reference table (see tenant-keys.test.ts).
CREATE TABLE daily_salts (
  day         date PRIMARY KEY,                   -- the UTC day the salt is for
  salt        bytea NOT NULL CHECK (octet_length(salt) = 32),
  created_at  timestamptz NOT NULL DEFAULT now()
);
