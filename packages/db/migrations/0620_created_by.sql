-- Who made each credential, destination of the account's data and coupon, so the team screen can list what
-- a member made and the owner can revoke it when they leave. created_by is the member's owner_id (null for
-- rows made before this was recorded, and by the demo seed); created_by_email is their email at that moment,
-- kept so a list still says who made a row after its maker has left the account.
ALTER TABLE account_api_keys ADD COLUMN created_by text, ADD COLUMN created_by_email text;
ALTER TABLE webhook_endpoints ADD COLUMN created_by text, ADD COLUMN created_by_email text;
ALTER TABLE shop_coupons
  ADD COLUMN created_by text,
  ADD COLUMN created_by_email text,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
