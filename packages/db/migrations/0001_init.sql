-- Beckon schema, version 1.
-- Every table carries account_id (the tenant key) and leads its primary key
-- with it, so the same schema distributes on Citus by account_id unchanged.

CREATE TABLE accounts (
  account_id        text PRIMARY KEY,             -- the public client id (13 hex)
  name              text NOT NULL,
  plan              text NOT NULL DEFAULT 'free',
  is_freemium       boolean NOT NULL DEFAULT true,
  max_monthly_views integer NOT NULL DEFAULT 10000,
  is_restricted     boolean NOT NULL DEFAULT false,
  restriction_setting text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE popups (
  account_id        text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  poptin_id         text NOT NULL,
  name              text NOT NULL,
  poptin_type       text NOT NULL,
  poptin_format     integer NOT NULL DEFAULT 1,
  poptin_target     text NOT NULL DEFAULT 'lead',
  is_active         boolean NOT NULL DEFAULT true,
  d_f_r             text NOT NULL DEFAULT 'all@display_everytime_everypage',
  stop_showing_to_converted_users boolean NOT NULL DEFAULT true,
  if_poptin_credit  boolean NOT NULL DEFAULT true,
  display_if_adblock_active text NOT NULL DEFAULT 'no',
  ab_test_parent_id text,                          -- set on A/B variants: the parent pop-up
  ab_weight         integer NOT NULL DEFAULT 50,
  triggers          jsonb NOT NULL,                -- TriggerSettings
  targeting         jsonb NOT NULL,                -- Targeting
  design            jsonb NOT NULL,                -- DesignDocument (design_properties, screens, fields)
  version           integer NOT NULL DEFAULT 1,
  sort_order        integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, poptin_id)
);

CREATE TABLE popup_views (
  account_id   text NOT NULL,
  view_id      text NOT NULL,                      -- poptin_view_id
  poptin_id    text NOT NULL,
  viewer_id    text NOT NULL,
  trigger      text NOT NULL,
  device       text NOT NULL,
  url          text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, view_id)
);
CREATE INDEX popup_views_by_popup ON popup_views (account_id, poptin_id, created_at);

CREATE TABLE popup_closes (
  account_id   text NOT NULL,
  close_id     text NOT NULL,
  poptin_id    text NOT NULL,
  view_id      text,
  reason       text NOT NULL,
  url          text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, close_id)
);
CREATE INDEX popup_closes_by_popup ON popup_closes (account_id, poptin_id, created_at);

-- Leads. conversion_key is the client-generated idempotency key.
CREATE TABLE conversions (
  account_id     text NOT NULL,
  conversion_id  text NOT NULL,
  conversion_key text NOT NULL,
  poptin_id      text NOT NULL,
  viewer_id      text NOT NULL,
  view_id        text,
  email          text NOT NULL DEFAULT '',
  name           text NOT NULL DEFAULT '',
  phone          text NOT NULL DEFAULT '',
  fields         jsonb NOT NULL,                   -- raw standard field values + newExtraFields
  payload        jsonb NOT NULL,                   -- the rest of the §3 conversion payload
  ip_hash        text NOT NULL,                    -- keyed hash; the IP itself is never stored
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, conversion_id),
  UNIQUE (account_id, conversion_key)
);
CREATE INDEX conversions_by_popup ON conversions (account_id, poptin_id, created_at);

-- Per-visitor A/B assignment: a visitor keeps the variant first drawn for them.
CREATE TABLE ab_assignments (
  account_id        text NOT NULL,
  parent_poptin_id  text NOT NULL,
  viewer_id         text NOT NULL,
  poptin_id         text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, parent_poptin_id, viewer_id)
);
