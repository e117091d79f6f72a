-- The clinic's shop: products with their variants, carts, coupons and orders. Every
-- table leads its primary key with account_id (the site's account), so it distributes on Citus
-- by the tenant key unchanged. Money is integer cents, prices include IVA (as shown in Spain);
-- tax rates are basis points (2100 = 21 %).

CREATE TABLE shop_products (
  account_id         text NOT NULL,
  product_id         integer NOT NULL,
  slug               text NOT NULL,                  -- /producto/{slug}/
  name               text NOT NULL,
  category           text NOT NULL,
  short_description  text NOT NULL,
  description        text NOT NULL,
  tax_rate_bp        integer NOT NULL CHECK (tax_rate_bp BETWEEN 0 AND 10000),
  position           integer NOT NULL DEFAULT 0,
  published          boolean NOT NULL DEFAULT true,
  PRIMARY KEY (account_id, product_id)
);
CREATE UNIQUE INDEX shop_products_by_slug ON shop_products (account_id, slug);

-- What is actually bought: every product has at least one variant (its only one when the product
-- has no options), each with its own price and stock. stock is null when it is not counted.
CREATE TABLE shop_variants (
  account_id        text NOT NULL,
  variant_id        integer NOT NULL,
  product_id        integer NOT NULL,
  name              text NOT NULL,                   -- '' for a product's only variant, e.g. '30 ml'
  price_cents       integer NOT NULL CHECK (price_cents >= 0),
  compare_at_cents  integer CHECK (compare_at_cents IS NULL OR compare_at_cents > price_cents),
  stock             integer CHECK (stock IS NULL OR stock >= 0),
  position          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, variant_id),
  FOREIGN KEY (account_id, product_id) REFERENCES shop_products (account_id, product_id)
);
CREATE INDEX shop_variants_by_product ON shop_variants (account_id, product_id, position);

CREATE TABLE shop_coupons (
  account_id          text NOT NULL,
  code                text NOT NULL,                 -- lowercased
  kind                text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  amount              integer NOT NULL CHECK (amount > 0),  -- basis points for percent, cents for fixed
  min_subtotal_cents  integer NOT NULL DEFAULT 0,
  expires_at          timestamptz,
  usage_limit         integer CHECK (usage_limit IS NULL OR usage_limit > 0),
  used_count          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, code)
);

-- A visitor's cart, created by the first "Añadir al carrito". cart_id is the hex SHA-256 of the
-- token in the visitor's HttpOnly cookie, so a leaked table names no usable cart.
CREATE TABLE shop_carts (
  account_id   text NOT NULL,
  cart_id      text NOT NULL,
  coupon_code  text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, cart_id)
);

CREATE TABLE shop_cart_lines (
  account_id  text NOT NULL,
  cart_id     text NOT NULL,
  variant_id  integer NOT NULL,
  quantity    integer NOT NULL CHECK (quantity > 0),
  added_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, cart_id, variant_id),
  FOREIGN KEY (account_id, cart_id) REFERENCES shop_carts (account_id, cart_id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, variant_id) REFERENCES shop_variants (account_id, variant_id)
);

-- The next order number of each shop: taken with UPDATE ... RETURNING inside the order's
-- transaction, so concurrent checkouts get consecutive numbers and a rolled-back one none.
CREATE TABLE shop_counters (
  account_id         text NOT NULL PRIMARY KEY,
  next_order_number  integer NOT NULL DEFAULT 1001
);

CREATE TABLE shop_orders (
  account_id       text NOT NULL,
  order_number     integer NOT NULL,
  access_key       text NOT NULL,                    -- in the confirmation page's address
  status           text NOT NULL CHECK (status IN ('pending', 'processing', 'on-hold', 'completed', 'cancelled')),
  payment_method   text NOT NULL,
  email            text NOT NULL,
  first_name       text NOT NULL,
  last_name        text NOT NULL,
  phone            text NOT NULL,
  address          text NOT NULL,
  postcode         text NOT NULL,
  city             text NOT NULL,
  province         text NOT NULL,
  notes            text NOT NULL DEFAULT '',
  coupon_code      text,
  subtotal_cents   integer NOT NULL,
  discount_cents   integer NOT NULL,
  tax_cents        integer NOT NULL,                 -- the IVA included in total_cents
  total_cents      integer NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, order_number)
);

CREATE TABLE shop_order_lines (
  account_id        text NOT NULL,
  order_number      integer NOT NULL,
  line_no           integer NOT NULL,
  variant_id        integer NOT NULL,
  product_name      text NOT NULL,
  variant_name      text NOT NULL,
  unit_price_cents  integer NOT NULL,
  quantity          integer NOT NULL,
  tax_rate_bp       integer NOT NULL,
  total_cents       integer NOT NULL,                -- after its share of the discount, IVA included
  tax_cents         integer NOT NULL,
  PRIMARY KEY (account_id, order_number, line_no),
  FOREIGN KEY (account_id, order_number) REFERENCES shop_orders (account_id, order_number)
);
