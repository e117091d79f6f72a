-- Shipping as WooCommerce's defaults. The shop's zones, methods and shipping classes are one document
-- (validated by the owner API's schema on every save; null: shipping not set up, no shipping row). The
-- cart keeps the postcode the visitor gave and the method they chose; an order keeps what it paid for
-- shipping, as its lines keep their prices. A coupon can grant free shipping. Products get a weight and
-- a shipping class (a class id of the document; a class since removed costs nothing).
ALTER TABLE shop_settings ADD COLUMN shipping jsonb;

ALTER TABLE shop_carts
  ADD COLUMN shipping_postcode text CHECK (char_length(shipping_postcode) <= 10),
  ADD COLUMN shipping_method text CHECK (char_length(shipping_method) <= 40);

ALTER TABLE shop_orders
  ADD COLUMN shipping_method text,
  ADD COLUMN shipping_title text,
  ADD COLUMN shipping_cents integer NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
  ADD COLUMN shipping_tax_cents integer NOT NULL DEFAULT 0 CHECK (shipping_tax_cents >= 0),
  ADD COLUMN shipping_tax_rate_bp integer NOT NULL DEFAULT 0;

ALTER TABLE shop_coupons ADD COLUMN free_shipping boolean NOT NULL DEFAULT false;

ALTER TABLE shop_products
  ADD COLUMN weight_grams integer CHECK (weight_grams BETWEEN 0 AND 1000000),
  ADD COLUMN shipping_class text CHECK (char_length(shipping_class) <= 40);
