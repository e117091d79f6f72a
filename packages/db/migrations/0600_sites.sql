-- Websites: any account may have one (the schema allows more). `sites` holds a site's name, the starter it
-- was created from and its theme (validated by the page widgets' theme schema before it is written).
-- Pages, menus, the shop, forms and media stay keyed by the account: one site's data per account.
CREATE TABLE sites (
  account_id  text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  site_id     text NOT NULL,
  name        text NOT NULL,
  starter     text NOT NULL,
  theme       jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, site_id)
);

-- Where a site answers. A request carries only its Host, so an address is unique across the service
-- (a reference table, like owners' emails): a label under SITES_BASE_DOMAIN ('subdomain', serving at
-- once) or a custom domain ('domain', serving once its verification token is found in DNS).
CREATE TABLE site_addresses (
  address      text PRIMARY KEY CHECK (address = lower(address) AND length(address) BETWEEN 1 AND 253),
  kind         text NOT NULL CHECK (kind IN ('subdomain', 'domain')),
  account_id   text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  site_id      text NOT NULL,
  token        text,
  verified_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'subdomain' OR token IS NOT NULL)
);
CREATE INDEX site_addresses_by_site ON site_addresses (account_id, site_id);
