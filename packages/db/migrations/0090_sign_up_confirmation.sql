-- Sign-up by confirmation link: the sign-up answer is the same for a new
-- and a known email, and only the mailbox's owner learns which it was. Neither table is tenant
-- data: both exist before any account does (reference tables in tenant-keys.test.ts).

-- A sign-up waiting for its confirmation link. Only the SHA-256 of the link's 256-bit token is
-- stored, so a leaked table cannot confirm anything; the password is already an argon2id hash.
-- Several rows may share an email (sign-up sent twice); confirming one deletes them all.
CREATE TABLE pending_sign_ups (
  token_hash     text NOT NULL PRIMARY KEY,       -- hex SHA-256 of the token in the link
  email          text NOT NULL,                   -- lowercased
  password_hash  text NOT NULL,                   -- argon2id PHC string
  account_name   text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL             -- 24 hours after created_at
);
CREATE INDEX pending_sign_ups_by_email ON pending_sign_ups (email);
CREATE INDEX pending_sign_ups_expiry ON pending_sign_ups (expires_at);

-- Every mail the service sends, written before it is sent (mail/outbox.ts): delivered over
-- SMTP_URL when set, otherwise kept here (and printed to the log in development).
CREATE TABLE mail_outbox (
  mail_id     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind        text NOT NULL,                      -- e.g. 'sign-up-confirm', 'sign-up-known'
  to_address  text NOT NULL,
  subject     text NOT NULL,
  body_text   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,                        -- null until the SMTP server accepted it
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text
);
CREATE INDEX mail_outbox_by_address ON mail_outbox (to_address, created_at);
