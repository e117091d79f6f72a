-- The shop settings an owner changes in the dashboard: how the header's menu cart opens its
-- dropdown, Elementor's menu cart `open_cart` (click or mouseover) and `automatically_open_cart`. One row per
-- account; without one the defaults hold (click, no automatic opening).
CREATE TABLE shop_settings (
  account_id           text PRIMARY KEY,
  mini_cart_open_on    text NOT NULL DEFAULT 'click' CHECK (mini_cart_open_on IN ('click', 'hover')),
  mini_cart_auto_open  boolean NOT NULL DEFAULT false,
  updated_at           timestamptz NOT NULL DEFAULT now()
);
