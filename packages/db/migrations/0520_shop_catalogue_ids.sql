-- The owner creates and deletes products and variants. New ids come from
-- these counters, never from max(id) + 1: a deleted variant's id stays unused, so a past order's
-- line (which names its variant_id, e.g. to put stock back when the order is cancelled) never
-- points at a later variant. A counter above 1 also tells the seed that the owner has shaped the
-- catalogue, so it no longer puts back the products and variants they removed.
ALTER TABLE shop_counters
  ADD COLUMN next_product_id integer NOT NULL DEFAULT 1,
  ADD COLUMN next_variant_id integer NOT NULL DEFAULT 1;
