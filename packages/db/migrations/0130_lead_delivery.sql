-- Lead delivery: every new lead is POSTed to the account's webhooks and, when the
-- owner asked for it, mailed to the account's owners. The work to do is written by a trigger in the
-- statement that inserts the leads, so it commits with them: an acknowledged lead always has its
-- deliveries queued, whether it came through COPY (PGlite) or INSERT (PostgreSQL).

-- Where an account's leads are POSTed. The secret signs each request (Standard Webhooks, HMAC-SHA256);
-- it must be kept in clear to sign with, like any webhook sender keeps it.
CREATE TABLE webhook_endpoints (
  account_id   text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  endpoint_id  text NOT NULL,
  url          text NOT NULL,
  secret       text NOT NULL,                   -- whsec_<base64 of 24 random bytes>
  enabled      boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, endpoint_id)
);

-- Off by default: an owner turns the new-lead mail on from the dashboard.
ALTER TABLE accounts ADD COLUMN new_lead_email boolean NOT NULL DEFAULT false;

-- The durable outbox: one row per (lead, destination). Any server process claims due rows by
-- setting claimed_until in a short transaction (FOR UPDATE SKIP LOCKED), delivers outside it, and
-- records the outcome; a process that dies mid-delivery leaves a claim that simply expires.
CREATE TABLE lead_deliveries (
  account_id       text NOT NULL,
  delivery_id      bigint GENERATED ALWAYS AS IDENTITY,
  conversion_id    text NOT NULL,
  channel          text NOT NULL CHECK (channel IN ('webhook', 'email')),
  endpoint_id      text,                        -- the webhook, for channel 'webhook'
  state            text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  give_up_at       timestamptz NOT NULL DEFAULT now() + interval '24 hours',  -- retries stop here (send again: +24 h)
  claimed_until    timestamptz,
  last_status      integer,                     -- the receiver's last HTTP status, if it answered
  last_error       text,
  delivered_at     timestamptz,
  PRIMARY KEY (account_id, delivery_id)
);
CREATE INDEX lead_deliveries_due ON lead_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX lead_deliveries_by_account ON lead_deliveries (account_id, created_at DESC);

-- The delivery log: one row per webhook attempt, with the receiver's status code.
CREATE TABLE webhook_attempts (
  account_id   text NOT NULL,
  delivery_id  bigint NOT NULL,
  attempt      integer NOT NULL,
  at           timestamptz NOT NULL DEFAULT now(),
  status_code  integer,                         -- null when no answer came (refused, timeout)
  error        text,
  duration_ms  integer NOT NULL,
  PRIMARY KEY (account_id, delivery_id, attempt)
);

-- One statement-level trigger per batch (not per row): the group-committed batch's new rows are
-- joined once with the few accounts that want delivery.
CREATE FUNCTION enqueue_lead_deliveries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_deliveries (account_id, conversion_id, channel, endpoint_id)
  SELECT n.account_id, n.conversion_id, 'webhook', e.endpoint_id
    FROM new_leads n JOIN webhook_endpoints e ON e.account_id = n.account_id AND e.enabled
  UNION ALL
  SELECT n.account_id, n.conversion_id, 'email', NULL
    FROM new_leads n JOIN accounts a ON a.account_id = n.account_id AND a.new_lead_email;
  RETURN NULL;
END
$$;

CREATE TRIGGER conversions_enqueue_deliveries AFTER INSERT ON conversions
  REFERENCING NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION enqueue_lead_deliveries();
