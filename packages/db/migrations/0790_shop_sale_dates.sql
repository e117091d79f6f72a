-- WooCommerce's scheduled sale: a variant's sale price (price_cents, with the regular price in
-- compare_at_cents) may hold only from one day to another of the shop's calendar, "to" included.
-- Outside them the regular price applies (decided in code: owner-api's priceOnDay). NULL: open.
ALTER TABLE shop_variants ADD COLUMN sale_from date;
ALTER TABLE shop_variants ADD COLUMN sale_to date;
ALTER TABLE shop_variants ADD CONSTRAINT shop_variants_sale_dates CHECK (
  ((sale_from IS NULL AND sale_to IS NULL) OR compare_at_cents IS NOT NULL)
  AND (sale_from IS NULL OR sale_to IS NULL OR sale_from <= sale_to));
