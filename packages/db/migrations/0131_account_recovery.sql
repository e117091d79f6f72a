-- Account recovery and changes: password reset and email change by mailed
-- single-use links. As with sessions, only the SHA-256 of each link's 256-bit token is stored, and
-- the link carries the account id next to the token, so rows are found by (account_id, token_hash).

CREATE TABLE password_resets (
  account_id  text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  token_hash  text NOT NULL,                    -- hex SHA-256 of the token in the link
  owner_id    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,             -- 1 hour after created_at
  PRIMARY KEY (account_id, token_hash)
);
CREATE INDEX password_resets_by_owner ON password_resets (account_id, owner_id);

CREATE TABLE email_changes (
  account_id  text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  token_hash  text NOT NULL,                    -- hex SHA-256 of the token in the link
  owner_id    text NOT NULL,
  new_email   text NOT NULL,                    -- lowercased
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,             -- 24 hours after created_at
  PRIMARY KEY (account_id, token_hash)
);
CREATE INDEX email_changes_by_owner ON email_changes (account_id, owner_id);
