-- Owner accounts for the dashboard: people who sign in, and their sessions.
-- Like every table, both carry account_id and lead their primary key with it.

-- One row per person who can sign in to an account's dashboard. The password is
-- stored only as an argon2id PHC string (m=19456 KiB, t=2, p=1; reliability.md §2.6).
-- Email is unique across the whole service because sign-in starts from the email
-- alone; on Citus this small table is a reference table, where a unique index on
-- a column other than account_id is allowed.
CREATE TABLE owners (
  account_id     text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  owner_id       text NOT NULL,
  email          text NOT NULL,                    -- lowercased
  password_hash  text NOT NULL,                    -- argon2id PHC string
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, owner_id)
);
CREATE UNIQUE INDEX owners_by_email ON owners (email);

-- Server-side sessions. Only the SHA-256 of the session token is stored, so a
-- leaked table cannot be replayed as cookies. The cookie carries the account id
-- next to the token, so a lookup is routed by (account_id, token_hash).
CREATE TABLE owner_sessions (
  account_id     text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  token_hash     text NOT NULL,                    -- hex SHA-256 of the 256-bit token
  owner_id       text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_seen_at   timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,             -- absolute timeout
  PRIMARY KEY (account_id, token_hash)
);
CREATE INDEX owner_sessions_by_owner ON owner_sessions (account_id, owner_id);
