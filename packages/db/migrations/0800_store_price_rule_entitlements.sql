-- The products a price rule of target_selection 'entitled' lowers (the platform's entitled_product_ids):
-- without them the widget could not tell which cards such a rule applies to. Product or variant ids of the
-- same catalogue; empty for a rule of 'all'.
ALTER TABLE store_price_rules ADD COLUMN entitled_product_ids text[] NOT NULL DEFAULT '{}';
