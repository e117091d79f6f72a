-- The shop's own words for its mails (WooCommerce's per-mail subject, heading and additional content).
-- A row exists only for a mail the owner changed; without one the mail keeps its default Spanish text.
-- The texts are the owner's data with {placeholders}: they are filled in and sent as plain text.
CREATE TABLE shop_mail_texts (
  account_id  text NOT NULL,
  mail_key    text NOT NULL,
  subject     text NOT NULL,
  heading     text NOT NULL,
  body        text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, mail_key)
);
