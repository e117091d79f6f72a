-- The time zone an invoice or corrective invoice was issued in (the shop's setting at that moment, migration
-- 0836): its dates print in it for ever, so changing the shop's zone later never redates an issued invoice.
-- Those issued before the setting existed were written in Madrid time.
ALTER TABLE shop_invoices ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Madrid';
ALTER TABLE shop_corrective_invoices ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Madrid';
