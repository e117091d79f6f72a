-- The catalogues of merchants whose shop is on a store platform (the Shopify-style store or the Wix-style
-- site builder): the products the widget's recommendation block may show. They reach the service by the
-- signed import endpoint or the dashboard's CSV upload; each import replaces one platform's catalogue of one
-- account in one transaction. Every table leads its key with account_id, so it distributes on Citus.
-- Our own clinic shop's catalogue is not copied here: it is read from the shop tables.

-- One row per imported catalogue: its currency (one store sells in one currency) and when it came.
CREATE TABLE store_catalogues (
  account_id   text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  platform     text NOT NULL CHECK (platform IN ('shopify', 'wix')),
  currency     text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  imported_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, platform)
);

-- Prices are decimals in the store's currency (as the platforms' own product JSON gives them); url is a path
-- on the store's site; variant_ids[1] is the variant a card adds to the cart.
CREATE TABLE store_products (
  account_id          text NOT NULL,
  platform            text NOT NULL,
  product_id          text NOT NULL CHECK (length(product_id) BETWEEN 1 AND 64),
  position            integer NOT NULL CHECK (position >= 0),
  variant_ids         text[] NOT NULL CHECK (cardinality(variant_ids) >= 1),
  url                 text NOT NULL,
  title               text NOT NULL,
  description         text NOT NULL,
  price               numeric(14, 2) NOT NULL CHECK (price >= 0),
  compare_at_price    numeric(14, 2) CHECK (compare_at_price IS NULL OR compare_at_price >= 0),
  image               text NOT NULL,
  inventory_quantity  integer,
  collections         text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (account_id, platform, product_id),
  FOREIGN KEY (account_id, platform) REFERENCES store_catalogues (account_id, platform) ON DELETE CASCADE
);
CREATE INDEX store_products_by_position ON store_products (account_id, platform, position);

-- The store's price rules (discounts), as the platform names their fields; replaced with the catalogue.
CREATE TABLE store_price_rules (
  account_id                   text NOT NULL,
  platform                     text NOT NULL,
  position                     integer NOT NULL CHECK (position >= 0),
  title                        text NOT NULL,
  target_type                  text NOT NULL CHECK (target_type IN ('line_item', 'shipping_line')),
  allocation_method            text NOT NULL CHECK (allocation_method IN ('across', 'each')),
  target_selection             text NOT NULL CHECK (target_selection IN ('all', 'entitled')),
  value_type                   text NOT NULL CHECK (value_type IN ('percentage', 'fixed_amount')),
  value                        numeric(14, 2) NOT NULL CHECK (value >= 0),
  subtotal_at_least            numeric(14, 2),
  PRIMARY KEY (account_id, platform, position),
  FOREIGN KEY (account_id, platform) REFERENCES store_catalogues (account_id, platform) ON DELETE CASCADE
);

-- The import endpoint's key: `bkc_{account id}_{43 base64url chars}`, one per account (a new one replaces
-- it). Only its SHA-256 is stored, and the account id inside makes the check one primary-key lookup.
CREATE TABLE store_catalogue_keys (
  account_id  text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  key_hash    text NOT NULL,
  prefix      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id)
);
