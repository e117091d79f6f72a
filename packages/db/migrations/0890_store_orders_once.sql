-- A store platform's order (source_table 'shopify_orders:{order id}', saved by the widget from the order status
-- page) is recorded once per account: the page can be opened again from another browser, which does not know
-- it was saved. Other sources keep no id in source_table, so they are not limited. The index leads with the
-- tenant key, so it distributes on Citus.
CREATE UNIQUE INDEX store_orders_once ON store_orders (account_id, source_table)
  WHERE source_table LIKE 'shopify_orders:%';
