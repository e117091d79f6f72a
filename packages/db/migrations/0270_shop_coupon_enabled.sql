-- The owner can switch a coupon off without deleting it: a disabled
-- coupon keeps its code and use count, and the cart and checkout refuse it until it is on again.
ALTER TABLE shop_coupons ADD COLUMN enabled boolean NOT NULL DEFAULT true;
