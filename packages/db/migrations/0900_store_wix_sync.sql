-- A Wix-style site's abandoned checkouts and orders, read server-side from the site's eCommerce REST API
-- (store-catalogue/wix-report-sync.ts) when the owner reads the store reports: the widget cannot read them on
-- the site (docs/deviations.md).
--
-- Each abandoned checkout is one cart report (source 'wix'), kept once per abandoned checkout id by a partial
-- unique index that leads with the tenant key; the checkout id it came from lets that checkout's order
-- recover it whoever the buyer was.
ALTER TABLE browse_abandonment DROP CONSTRAINT browse_abandonment_source_check;
ALTER TABLE browse_abandonment
  ADD CONSTRAINT browse_abandonment_source_check CHECK (source IN ('store', 'shop', 'wix')),
  ADD COLUMN wix_abandoned_checkout_id text,
  ADD COLUMN wix_checkout_id text;
CREATE UNIQUE INDEX browse_abandonment_wix_checkout ON browse_abandonment (account_id, wix_abandoned_checkout_id)
  WHERE source = 'wix';

-- A Wix order (source_table 'wix_orders:{order id}') is recorded once per account, like a store platform's
-- order (migration 0890): the sync reads recent orders again on purpose.
DROP INDEX store_orders_once;
CREATE UNIQUE INDEX store_orders_once ON store_orders (account_id, source_table)
  WHERE source_table LIKE 'shopify_orders:%' OR source_table LIKE 'wix_orders:%';

-- Where each account's sync stands: the newest change read of each list (the next read starts a little before
-- it, or at it when the last read stopped before the list's end: *_more), when it was last tried (at most once
-- a minute, claimed atomically so processes take turns), when it last succeeded, and the last problem (null
-- once a read succeeds). site_id: the cursors belong to that site.
CREATE TABLE store_wix_sync (
  account_id             text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  site_id                text,
  orders_cursor          timestamptz,
  orders_more            boolean NOT NULL DEFAULT false,
  checkouts_cursor       timestamptz,
  checkouts_more         boolean NOT NULL DEFAULT false,
  attempted_at           timestamptz,
  succeeded_at           timestamptz,
  problem                text CHECK (problem IN ('key_refused', 'no_read_orders', 'unreachable')),
  problem_at             timestamptz,
  PRIMARY KEY (account_id)
);
