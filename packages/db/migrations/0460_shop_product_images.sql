-- The shop's product images: each product's ordered pictures, the first one
-- on its card, all of them in the product page's image carousel. url is a same-origin path (a
-- shipped illustration under /site/assets/ or a media-library size under /site/media/), never a
-- third-party address. The key leads with account_id (the tenant key), as every shop table.
CREATE TABLE shop_product_images (
  account_id  text NOT NULL,
  product_id  integer NOT NULL,
  position    integer NOT NULL CHECK (position >= 0),
  url         text NOT NULL,
  alt         text NOT NULL CHECK (alt <> ''),
  width       integer NOT NULL CHECK (width > 0),
  height      integer NOT NULL CHECK (height > 0),
  PRIMARY KEY (account_id, product_id, position),
  FOREIGN KEY (account_id, product_id) REFERENCES shop_products (account_id, product_id) ON DELETE CASCADE
);
