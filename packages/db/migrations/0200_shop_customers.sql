-- The shop's customers ("My account"): accounts a shopper opens at /mi-cuenta/, their
-- sign-in sessions, their billing and shipping addresses, and the link from an order to the
-- customer who placed it. Every table leads its primary key with account_id (the site's account),
-- so it distributes on Citus by the tenant key unchanged.

CREATE TABLE shop_customers (
  account_id     text NOT NULL,
  customer_id    text NOT NULL,                      -- random, base64url
  email          text NOT NULL,                      -- lowercased; signs in with it
  password_hash  text NOT NULL,                      -- argon2id (owner/password.ts)
  first_name     text NOT NULL DEFAULT '',
  last_name      text NOT NULL DEFAULT '',
  display_name   text NOT NULL DEFAULT '',
  -- The customer's saved cart (shop_carts.cart_id): merged into the visitor's cart on sign-in,
  -- kept when they sign out. No foreign key: an order deletes its cart, and then there is none.
  cart_id        text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, customer_id)
);
CREATE UNIQUE INDEX shop_customers_by_email ON shop_customers (account_id, email);

-- The HttpOnly cookie holds a random token; session_id is its hex SHA-256, so a leaked table
-- names no usable session.
CREATE TABLE shop_customer_sessions (
  account_id   text NOT NULL,
  session_id   text NOT NULL,
  customer_id  text NOT NULL,
  expires_at   timestamptz NOT NULL,
  PRIMARY KEY (account_id, session_id),
  FOREIGN KEY (account_id, customer_id) REFERENCES shop_customers (account_id, customer_id) ON DELETE CASCADE
);
CREATE INDEX shop_customer_sessions_by_customer ON shop_customer_sessions (account_id, customer_id);

-- WooCommerce's two addresses: 'facturacion' (billing, filled from the checkout) and 'envio'.
CREATE TABLE shop_customer_addresses (
  account_id   text NOT NULL,
  customer_id  text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('facturacion', 'envio')),
  first_name   text NOT NULL,
  last_name    text NOT NULL,
  address      text NOT NULL,
  postcode     text NOT NULL,
  city         text NOT NULL,
  province     text NOT NULL,
  phone        text NOT NULL,
  PRIMARY KEY (account_id, customer_id, kind),
  FOREIGN KEY (account_id, customer_id) REFERENCES shop_customers (account_id, customer_id) ON DELETE CASCADE
);

-- Null for a guest's order.
ALTER TABLE shop_orders ADD COLUMN customer_id text;
CREATE INDEX shop_orders_by_customer ON shop_orders (account_id, customer_id, order_number)
  WHERE customer_id IS NOT NULL;
