-- The install check: the snippet counts as seen on the first display request from the owner's
-- site, even when no pop-up was shown. Written once per account (WHERE first_display_at IS NULL).
ALTER TABLE accounts ADD COLUMN first_display_at timestamptz;
ALTER TABLE accounts ADD COLUMN first_display_url text;
