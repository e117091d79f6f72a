-- The Store reports screen's Orders view lists an account's orders newest first by period: an index on the
-- account and time serves the page and its count (the only index before was by customer). Leads with the
-- tenant key, so it distributes on Citus.
CREATE INDEX store_orders_by_time ON store_orders (account_id, created_at DESC);
