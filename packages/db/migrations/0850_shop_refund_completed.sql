-- When a refund was completed (the provider agreed, or an offline refund was recorded). A refund row exists
-- from before the provider is asked, so this tells a finished refund from one still in flight: only a
-- finished one may be given a corrective invoice on demand. Refunds already stored were completed.
ALTER TABLE shop_order_refunds ADD COLUMN completed_at timestamptz;
UPDATE shop_order_refunds SET completed_at = created_at;
