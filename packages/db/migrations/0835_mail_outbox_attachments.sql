-- Files a mail carries (a refund's corrective invoice as a PDF). Kept beside the mail in the outbox, so a
-- retry, or another process picking up a mail whose sender died, delivers the very bytes the mail was
-- written with. A reference table like mail_outbox itself; erasing a mail erases its files.
CREATE TABLE mail_outbox_attachments (
  mail_id       bigint NOT NULL REFERENCES mail_outbox (mail_id) ON DELETE CASCADE,
  position      smallint NOT NULL CHECK (position >= 0),
  filename      text NOT NULL CHECK (length(filename) BETWEEN 1 AND 200),
  content_type  text NOT NULL,
  content       bytea NOT NULL,
  PRIMARY KEY (mail_id, position)
);
