-- The shop's time zone (an owner setting, an IANA name checked with Intl before it is written): the calendar
-- its scheduled sales start and end by, and the one its invoices, corrective invoices and order dates are
-- written in. Until now a constant; Spanish peninsular time stays the default.
ALTER TABLE shop_settings ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Madrid'
  CHECK (length(time_zone) BETWEEN 1 AND 64);
