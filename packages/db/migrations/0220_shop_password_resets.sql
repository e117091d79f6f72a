-- The shop customer's lost password (/mi-cuenta/contrasena-perdida/): single-use links
-- mailed to the customer, as the owners' password_resets (0131) but for shop_customers, whose ids
-- are another kind of id. Only the SHA-256 of each link's 256-bit token is stored.

CREATE TABLE shop_customer_password_resets (
  account_id   text NOT NULL,
  token_hash   text NOT NULL,                    -- hex SHA-256 of the token in the link
  customer_id  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,             -- 1 hour after created_at
  PRIMARY KEY (account_id, token_hash),
  FOREIGN KEY (account_id, customer_id) REFERENCES shop_customers (account_id, customer_id) ON DELETE CASCADE
);
CREATE INDEX shop_customer_password_resets_by_customer ON shop_customer_password_resets (account_id, customer_id);
