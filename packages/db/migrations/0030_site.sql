-- The clinic website: pages and posts as documents of sections,
-- columns and widgets (JSON validated by @beckon/page-widgets on save and on
-- load). Keyed by account_id first like every table, so it distributes on
-- Citus by the tenant key unchanged.

CREATE TABLE site_pages (
  account_id     text NOT NULL,
  page_id        integer NOT NULL,                 -- numeric id, as the original site's ?p=228
  kind           text NOT NULL CHECK (kind IN ('page', 'post')),
  slug           text NOT NULL,                    -- '' for the home page
  title          text NOT NULL,
  excerpt        text NOT NULL DEFAULT '',
  featured_image text,                             -- a path under /site/assets
  tags           text[] NOT NULL DEFAULT '{}',     -- portfolio and gallery filters
  document       jsonb NOT NULL,                   -- PageDocument
  version        integer NOT NULL DEFAULT 1,       -- +1 on every save: the render cache key
  published      boolean NOT NULL DEFAULT true,
  published_at   timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, page_id)
);
CREATE UNIQUE INDEX site_pages_by_slug ON site_pages (account_id, slug);
CREATE INDEX site_pages_posts ON site_pages (account_id, published_at DESC) WHERE kind = 'post' AND published;
