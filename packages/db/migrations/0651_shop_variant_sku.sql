-- A SKU per variant (the thing sold; a product without options has one variant), unique in its
-- shop, as WooCommerce's. NULL: none (NULLs never clash in the unique index).
ALTER TABLE shop_variants ADD COLUMN sku text CHECK (sku IS NULL OR length(sku) BETWEEN 1 AND 64);
CREATE UNIQUE INDEX shop_variants_by_sku ON shop_variants (account_id, sku);
