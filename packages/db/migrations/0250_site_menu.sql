-- The site's main menu entries added by the page editor. The theme's own entries stay in
-- code (site-config.ts); these are placed among them at `position` (0 puts an entry first) and shown
-- only while their page is published, with the page's current address.
CREATE TABLE site_menu_entries (
  account_id  text NOT NULL,
  page_id     integer NOT NULL,
  label       text NOT NULL CHECK (length(label) BETWEEN 1 AND 60),
  position    integer NOT NULL CHECK (position BETWEEN 0 AND 99),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, page_id),
  FOREIGN KEY (account_id, page_id) REFERENCES site_pages (account_id, page_id) ON DELETE CASCADE
);
