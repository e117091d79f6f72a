-- The Wix contacts whose checkouts and orders a privacy erasure deleted (owner/person-repository.ts): the
-- Wix report sync reads the last minutes again on purpose, and files nothing of a contact listed here. The
-- contact id is kept only as a keyed hash (HMAC under the server's secrets key, store-catalogue/
-- wix-contact-lookup.ts), so the table names no one by itself.
CREATE TABLE wix_erased_contacts (
  account_id   text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  contact_key  text NOT NULL,
  erased_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, contact_key)
);
