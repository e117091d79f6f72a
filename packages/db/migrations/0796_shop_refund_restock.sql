-- Refunds put chosen quantities of an order's lines back in stock (WooCommerce's refund form): each line
-- counts what went back, so partial refunds add up and a line never returns more than was sold; a
-- cancellation afterwards returns only the rest. Orders that gave their stock back already count it all.
ALTER TABLE shop_order_lines ADD COLUMN restocked_quantity integer NOT NULL DEFAULT 0;
UPDATE shop_order_lines l SET restocked_quantity = l.quantity
  FROM shop_orders o
 WHERE o.account_id = l.account_id AND o.order_number = l.order_number AND NOT o.stock_held;
ALTER TABLE shop_order_lines ADD CONSTRAINT shop_order_lines_restocked_quantity
  CHECK (restocked_quantity BETWEEN 0 AND quantity);

-- What each refund put back, line by line.
CREATE TABLE shop_order_refund_lines (
  account_id    text NOT NULL,
  order_number  integer NOT NULL,
  refund_no     integer NOT NULL,
  line_no       integer NOT NULL,
  quantity      integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (account_id, order_number, refund_no, line_no),
  FOREIGN KEY (account_id, order_number, refund_no)
    REFERENCES shop_order_refunds (account_id, order_number, refund_no) ON DELETE CASCADE,
  FOREIGN KEY (account_id, order_number, line_no) REFERENCES shop_order_lines (account_id, order_number, line_no)
);
