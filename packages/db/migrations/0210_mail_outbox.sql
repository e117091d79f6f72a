-- Mail retries: a mail the SMTP server refused, or one whose process died between storing
-- and sending it, is sent again by whichever server process finds it due. The sending process holds a
-- claim (claimed_until) while it tries; a claim that expires means that process is gone.
ALTER TABLE mail_outbox
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN give_up_at      timestamptz NOT NULL DEFAULT now() + interval '24 hours',
  ADD COLUMN claimed_until   timestamptz;
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- The account a mail is about (an order, a form submission, a new lead), so its owners can read it
-- in the dashboard, which is how a local install without SMTP_URL shows its mails. Mails that carry
-- a sign-in secret (sign-up, password reset) keep '' and are never shown there.
ALTER TABLE mail_outbox ADD COLUMN account_id text NOT NULL DEFAULT '';
CREATE INDEX mail_outbox_by_account ON mail_outbox (account_id, mail_id DESC) WHERE account_id <> '';
