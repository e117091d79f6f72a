-- Stats API keys can be listed, revoked and can expire. A key is listed by
-- its id (the first 16 hex characters of its SHA-256, so no new secret-derived column is needed)
-- and the prefix it was shown with; the key itself is still never stored. Revoking deletes the row.
-- Keys issued before this migration have no prefix ('' : the list shows only their id).
ALTER TABLE account_api_keys
  ADD COLUMN prefix text NOT NULL DEFAULT '',
  ADD COLUMN expires_at timestamptz;
