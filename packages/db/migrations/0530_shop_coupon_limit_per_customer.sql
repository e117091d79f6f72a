-- WooCommerce's "usage limit per customer": null is unlimited. A
-- customer's uses are counted from the orders that used the code (by signed-in customer and by the
-- billing email orders already keep), so nothing new stores an address; the index keeps that count
-- to the coupon's own orders.
ALTER TABLE shop_coupons ADD COLUMN usage_limit_per_customer integer
  CHECK (usage_limit_per_customer IS NULL OR usage_limit_per_customer > 0);
CREATE INDEX shop_orders_by_coupon ON shop_orders (account_id, coupon_code) WHERE coupon_code IS NOT NULL;
