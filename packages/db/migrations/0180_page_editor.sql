-- The page editor: who may edit the site, and every saved version of a page.

-- Roles of the people who sign in to an account. Everyone who exists today created their
-- account, so they are its owner. 'editor' may change the site; 'viewer' may only read reports.
ALTER TABLE owners ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'editor', 'viewer'));

-- Every draft save, publish and restore of a page, numbered per page. site_pages keeps the
-- published document (what visitors see); the newest row here, when its number is above the
-- page's version, is the draft the editor opens. The primary key makes two saves based on the
-- same version collide, so one of them is refused instead of silently overwriting the other.
CREATE TABLE site_page_versions (
  account_id     text NOT NULL,
  page_id        integer NOT NULL,
  version        integer NOT NULL,
  state          text NOT NULL CHECK (state IN ('draft', 'published')),
  title          text NOT NULL,
  document       jsonb NOT NULL,                   -- PageDocument as the editor sent it
  restored_from  integer,                          -- the version a restore copied
  saved_by       text,                             -- owners.owner_id
  saved_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, page_id, version),
  FOREIGN KEY (account_id, page_id) REFERENCES site_pages (account_id, page_id) ON DELETE CASCADE
);
