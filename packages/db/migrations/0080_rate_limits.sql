-- Rate limits and sign-in throttles shared by every server process.
-- Each process counts requests in fixed windows in memory and, about once a second, writes its
-- own count per (rule, key, window) here and reads the other processes' sums, so a limit holds
-- across processes within that interval. The sign-in throttle counts straight into the row of
-- process '' (one statement per attempt: sign-ins are rare and already cost an argon2 hash).
-- Keys are keyed hashes (limits/key-hash.ts), never a raw IP or email. UNLOGGED: counters may be
-- lost in a database crash (limits then start again from zero), and their writes skip the WAL.
-- Rows are deleted once their window has ended. Not tenant data: on Citus a reference/local
-- table like daily_salts (see tenant-keys.test.ts).
CREATE UNLOGGED TABLE rate_limit_counts (
  rule          text   NOT NULL,
  key           text   NOT NULL,
  window_start  bigint NOT NULL,            -- epoch ms of the window's start
  process_id    text   NOT NULL,            -- '' for counts shared by every process
  count         integer NOT NULL,
  expires_at    bigint NOT NULL,            -- epoch ms of the window's end
  PRIMARY KEY (rule, key, window_start, process_id)
);
CREATE INDEX rate_limit_counts_expiry ON rate_limit_counts (expires_at);

-- The secret the keys above are hashed with, the same for every process (one row).
CREATE TABLE rate_limit_secret (
  id      integer PRIMARY KEY CHECK (id = 1),
  secret  bytea NOT NULL CHECK (octet_length(secret) = 32)
);
