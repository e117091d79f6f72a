-- Corrective invoices ("facturas rectificativas"): a refund of an order that has an invoice issues one,
-- numbered in its own gapless series per shop and year ("R-2026-0001"). The number comes from the same
-- counters as the invoices', now keyed by series too (the invoices' series is ''), in the transaction
-- that completes the refund. The seller is copied in as on the invoice: an issued one never changes.
ALTER TABLE shop_invoice_counters ADD COLUMN series text NOT NULL DEFAULT '';
ALTER TABLE shop_invoice_counters DROP CONSTRAINT shop_invoice_counters_pkey;
ALTER TABLE shop_invoice_counters ADD PRIMARY KEY (account_id, series);

CREATE TABLE shop_corrective_invoices (
  account_id      text NOT NULL,
  order_number    integer NOT NULL,
  refund_no       integer NOT NULL,
  series          text NOT NULL,
  number          integer NOT NULL CHECK (number >= 1),
  issued_at       timestamptz NOT NULL DEFAULT now(),
  seller_name     text NOT NULL,
  seller_tax_id   text NOT NULL,
  seller_address  text NOT NULL,
  PRIMARY KEY (account_id, order_number, refund_no),
  UNIQUE (account_id, series, number),
  FOREIGN KEY (account_id, order_number, refund_no)
    REFERENCES shop_order_refunds (account_id, order_number, refund_no)
);
