-- The team: an account's owner invites a person by email as an editor or a
-- viewer. As with password resets, only the SHA-256 of the link's 256-bit token is stored and the
-- link carries the account id beside it, so rows are found by (account_id, token_hash).
CREATE TABLE team_invitations (
  account_id     text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  invitation_id  text NOT NULL,                    -- shown to the owner, to cancel it
  token_hash     text NOT NULL,                    -- hex SHA-256 of the token in the link
  email          text NOT NULL,                    -- lowercased
  role           text NOT NULL CHECK (role IN ('editor', 'viewer')),
  invited_by     text NOT NULL,                    -- owners.owner_id
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,             -- 72 hours after created_at
  PRIMARY KEY (account_id, invitation_id),
  UNIQUE (account_id, token_hash)
);
-- One live invitation per address and account: inviting again replaces the earlier link.
CREATE UNIQUE INDEX team_invitations_by_email ON team_invitations (account_id, email);
