-- Tax classes: each product belongs to a class (standard, reduced, super-reduced: Spain's 21, 10
-- and 4 % IVA), and the shop keeps the rate of each class and whether its prices are entered with
-- tax (WooCommerce's "prices entered with tax"). Without a shop_settings row the defaults hold.
-- An order keeps the mode it was placed in, as its lines keep their rates.
ALTER TABLE shop_settings
  ADD COLUMN prices_include_tax boolean NOT NULL DEFAULT true,
  ADD COLUMN tax_standard_bp integer NOT NULL DEFAULT 2100 CHECK (tax_standard_bp BETWEEN 0 AND 10000),
  ADD COLUMN tax_reduced_bp integer NOT NULL DEFAULT 1000 CHECK (tax_reduced_bp BETWEEN 0 AND 10000),
  ADD COLUMN tax_super_reduced_bp integer NOT NULL DEFAULT 400 CHECK (tax_super_reduced_bp BETWEEN 0 AND 10000);

ALTER TABLE shop_products
  ADD COLUMN tax_class text NOT NULL DEFAULT 'standard'
    CHECK (tax_class IN ('standard', 'reduced', 'super-reduced'));
UPDATE shop_products
   SET tax_class = CASE tax_rate_bp WHEN 1000 THEN 'reduced' WHEN 400 THEN 'super-reduced' ELSE 'standard' END;
ALTER TABLE shop_products DROP COLUMN tax_rate_bp;

ALTER TABLE shop_orders ADD COLUMN prices_include_tax boolean NOT NULL DEFAULT true;
