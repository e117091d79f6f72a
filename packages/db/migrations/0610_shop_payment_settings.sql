-- The shop's payment settings an owner changes in the dashboard: the bank account (an IBAN in its print
-- format) a bank transfer is paid into. One row per account; without one, or with a null account, the shop
-- offers no bank transfer (paying on pickup is always offered). A cleared account keeps its row, so the demo
-- seed, which inserts only a missing row, does not put it back.
CREATE TABLE shop_payment_settings (
  account_id        text PRIMARY KEY,
  transfer_account  text,
  updated_at        timestamptz NOT NULL DEFAULT now()
);
