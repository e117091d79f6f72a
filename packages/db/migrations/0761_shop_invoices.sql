-- The shop's invoices. Spanish invoices are numbered in one gapless sequence per issuer: the number is
-- taken from shop_invoice_counters in the transaction that writes the invoice, so a rolled-back or
-- crashed one leaves no gap, and the counter's row lock orders concurrent invoices. One invoice per
-- order. The seller's legal details are copied in when it is issued: an issued invoice never changes.
CREATE TABLE shop_invoice_counters (
  account_id   text PRIMARY KEY,
  last_number  integer NOT NULL CHECK (last_number >= 1)
);

CREATE TABLE shop_invoices (
  account_id      text NOT NULL,
  order_number    integer NOT NULL,
  invoice_number  integer NOT NULL,
  issued_at       timestamptz NOT NULL DEFAULT now(),
  seller_name     text NOT NULL,
  seller_tax_id   text NOT NULL,
  seller_address  text NOT NULL,
  PRIMARY KEY (account_id, order_number),
  UNIQUE (account_id, invoice_number),
  FOREIGN KEY (account_id, order_number) REFERENCES shop_orders (account_id, order_number)
);

-- The shop's legal details as its invoices name the seller (an owner setting): the business's legal
-- name, its NIF or CIF, and its fiscal address.
CREATE TABLE shop_legal_details (
  account_id  text PRIMARY KEY,
  legal_name  text NOT NULL,
  tax_id      text NOT NULL,
  address     text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
