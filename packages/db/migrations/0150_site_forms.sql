-- Site forms: what visitors send through the clinic site's forms, the files they
-- attach, and the captcha challenges already spent. Every table leads with account_id, the
-- site's owner, so each distributes on Citus by the tenant key unchanged.

-- One submission: the visitor's values by field id, checked against the form's stored definition.
CREATE TABLE site_form_submissions (
  account_id     text NOT NULL,
  submission_id  bigint GENERATED ALWAYS AS IDENTITY,
  page_id        integer NOT NULL,                 -- the page holding the form
  form_id        text NOT NULL,                    -- the form's node id in that page's document
  form_name      text NOT NULL,
  fields         jsonb NOT NULL,                   -- {fieldId: string | string[]}
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, submission_id)
);
CREATE INDEX site_form_submissions_recent ON site_form_submissions (account_id, created_at DESC);

-- Uploaded files live here, not on disk: nothing under a served folder, the same copy for every
-- server process, and readable only through the owner API (by the random file_id).
CREATE TABLE site_form_files (
  account_id     text NOT NULL,
  file_id        text NOT NULL,                    -- 128 random bits, base64url
  submission_id  bigint NOT NULL,
  field_id       text NOT NULL,
  original_name  text NOT NULL,                    -- shown to the owner only, never used as a path
  mime_type      text NOT NULL,                    -- from the file's magic bytes, not the visitor's claim
  size_bytes     integer NOT NULL,
  content        bytea NOT NULL,
  PRIMARY KEY (account_id, file_id),
  FOREIGN KEY (account_id, submission_id) REFERENCES site_form_submissions (account_id, submission_id) ON DELETE CASCADE
);
CREATE INDEX site_form_files_by_submission ON site_form_files (account_id, submission_id);

-- ALTCHA challenges already used: a solution is accepted once, whichever process sees it.
-- Rows can go once expires_at has passed (the challenge's own signature refuses it then).
CREATE TABLE site_captcha_spent (
  account_id     text NOT NULL,
  challenge      text NOT NULL,                    -- the challenge hash from the solved payload
  expires_at     timestamptz NOT NULL,
  PRIMARY KEY (account_id, challenge)
);
CREATE INDEX site_captcha_spent_expiry ON site_captcha_spent (expires_at);
