-- WooCommerce's "Hold stock (minutes)": a card order still unpaid this long after it was placed is
-- cancelled and gives its stock and its coupon use back. Null: held until the payment provider says.
ALTER TABLE shop_settings ADD COLUMN hold_stock_minutes integer DEFAULT 60
  CHECK (hold_stock_minutes BETWEEN 1 AND 525600);

-- The sweep looks for pending orders only; they are few beside the rest.
CREATE INDEX shop_orders_pending ON shop_orders (account_id, created_at) WHERE status = 'pending';

-- The unpaid-orders sweep of each account, claimed as the retention pass claims its day: the process
-- whose upsert moves swept_at runs that minute's sweep in the same transaction; another process's
-- upsert waits for it to commit, then finds the minute taken and does nothing.
CREATE TABLE shop_hold_sweeps (
  account_id  text PRIMARY KEY,
  swept_at    timestamptz NOT NULL
);
