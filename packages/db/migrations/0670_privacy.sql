-- Privacy: finding everything held about one person by email (to export or erase it), and deleting an
-- account's leads and form submissions once they are older than the retention period its owner chose.

-- Erasure looks a person's leads up by email within the account; without this index it reads every lead the
-- account has. lower(): leads keep the email as typed, and a person is the same person in any case.
CREATE INDEX conversions_by_email ON conversions (account_id, lower(email));

-- Months after which the account's leads and form submissions are deleted; null keeps them (the default).
ALTER TABLE accounts ADD COLUMN retention_months integer CHECK (retention_months IN (6, 12, 24));

-- One retention pass per account and day: the process whose insert wins runs it, in the same transaction,
-- so two processes never both delete, and the row says what that pass deleted.
CREATE TABLE retention_runs (
  account_id           text NOT NULL,
  day                  date NOT NULL,
  cutoff               timestamptz NOT NULL,
  leads_deleted        integer NOT NULL DEFAULT 0,
  submissions_deleted  integer NOT NULL DEFAULT 0,
  created_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, day)
);
