-- When a price rule applies (the platform's starts_at and ends_at): a card is lowered only from starts_at
-- and before ends_at; null on either side is open-ended. Imported with the rule, replaced with the catalogue.
ALTER TABLE store_price_rules
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at   timestamptz,
  ADD CONSTRAINT store_price_rules_dates CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);
