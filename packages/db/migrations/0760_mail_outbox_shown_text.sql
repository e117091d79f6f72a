-- A customer's account mails (sign-up, lost password) carry a sign-in link. They are now shown to
-- the shop's owners, so a local install without SMTP_URL can tell a customer's mail went out, but
-- as shown_text: the text with the link's secret masked. body_text (what is delivered) keeps it.
-- Null: the owners read body_text as it is.
ALTER TABLE mail_outbox ADD COLUMN shown_text text;
