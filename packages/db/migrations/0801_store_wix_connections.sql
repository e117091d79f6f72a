-- An account's connection to its Wix-style site's REST API: the site id and an API key the merchant's site
-- app sends with the signed catalogue key. The display service uses it to read a visitor's cart by the cart id
-- the widget sends (wix_cart_details in the display answer). The key is sealed with AES-256-GCM under the
-- server's secrets key (secret-box.ts) and never answered back.
CREATE TABLE store_wix_connections (
  account_id      text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  site_id         text NOT NULL,
  api_key_sealed  text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id)
);
