-- Card payments and refunds. WooCommerce's seven order statuses (refunded and failed added). An order paid
-- by card starts pending with its stock taken; `stock_held` says the order still holds that stock, so
-- giving it back (an abandoned payment, a cancellation, a refund with restock) happens once: the statement
-- that gives it back clears the flag. `payment_ref` is the provider's checkout session, `payment_intent` the
-- payment a refund is made against.
ALTER TABLE shop_orders DROP CONSTRAINT shop_orders_status_check;
ALTER TABLE shop_orders ADD CONSTRAINT shop_orders_status_check
  CHECK (status IN ('pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed'));
ALTER TABLE shop_orders ADD COLUMN stock_held boolean NOT NULL DEFAULT true;
ALTER TABLE shop_orders ADD COLUMN payment_ref text;
ALTER TABLE shop_orders ADD COLUMN payment_intent text;
ALTER TABLE shop_orders ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0);
-- The site the order was placed on, as the customer saw it: later mails (a payment confirmed by the
-- provider's webhook, a status the owner changes) name it and link back to it. Null for older orders.
ALTER TABLE shop_orders ADD COLUMN site_origin text;
ALTER TABLE shop_orders ADD COLUMN site_name text;
-- Cancelled orders placed before this migration gave their stock back already.
UPDATE shop_orders SET stock_held = false WHERE status = 'cancelled';

-- The payment provider's webhook events already handled, by the provider's event id: a replayed or
-- repeated event finds its row and changes nothing. Keyed by the order's account so it distributes.
CREATE TABLE shop_payment_events (
  account_id    text NOT NULL,
  event_id      text NOT NULL,
  event_type    text NOT NULL,
  order_number  integer NOT NULL,
  received_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, event_id)
);

-- Money given back on an order. A row is written before the provider is asked (so two refunds at once
-- cannot give back more than was paid) and removed again if the provider refuses it.
CREATE TABLE shop_order_refunds (
  account_id    text NOT NULL,
  order_number  integer NOT NULL,
  refund_no     integer NOT NULL,
  amount_cents  integer NOT NULL CHECK (amount_cents > 0),
  restock       boolean NOT NULL,
  provider_ref  text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, order_number, refund_no),
  FOREIGN KEY (account_id, order_number) REFERENCES shop_orders (account_id, order_number)
);

-- The order's notes, as WooCommerce keeps them: private (for the shop's team) or to the customer (mailed).
CREATE TABLE shop_order_notes (
  account_id    text NOT NULL,
  order_number  integer NOT NULL,
  note_no       integer NOT NULL,
  body          text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  to_customer   boolean NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, order_number, note_no),
  FOREIGN KEY (account_id, order_number) REFERENCES shop_orders (account_id, order_number)
);
