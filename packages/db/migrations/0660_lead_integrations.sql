-- Email-marketing integrations (Mailchimp, Brevo, Klaviyo, HubSpot): each new lead of the chosen pop-ups is added
-- to a list at the owner's tool, through the same lead_deliveries outbox as webhooks (channel 'integration',
-- endpoint_id naming the integration), so it is queued in the statement that stores the lead and a crash loses none.
CREATE TABLE lead_integrations (
  account_id       text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  integration_id   text NOT NULL,
  provider         text NOT NULL CHECK (provider IN ('mailchimp', 'brevo', 'klaviyo', 'hubspot')),
  -- The API key sealed with AES-256-GCM under the server's secrets key (secret-box.ts); never answered back.
  api_key_sealed   text NOT NULL,
  api_key_last4    text NOT NULL,
  list_id          text NOT NULL,
  list_name        text NOT NULL,               -- as the tool named it when the list was picked
  field_map        jsonb NOT NULL DEFAULT '[]', -- [{from: 'name' | 'phone' | 'field:<label>', to: '<tool field>'}]
  tags             text[] NOT NULL DEFAULT '{}',
  double_opt_in    boolean NOT NULL DEFAULT false,
  popup_ids        text[],                      -- null: every pop-up's leads (an A/B variant counts as its parent)
  enabled          boolean NOT NULL DEFAULT true,
  created_at       timestamptz NOT NULL DEFAULT now(),
  created_by       text,
  created_by_email text,
  PRIMARY KEY (account_id, integration_id)
);

ALTER TABLE lead_deliveries DROP CONSTRAINT lead_deliveries_channel_check;
ALTER TABLE lead_deliveries ADD CONSTRAINT lead_deliveries_channel_check
  CHECK (channel IN ('webhook', 'email', 'integration'));

-- queue_lead_deliveries (0470) with the leads' pop-ups, which decide the integrations a lead goes to. The
-- two-argument form stays for a process of the previous release still running during an upgrade.
CREATE FUNCTION queue_lead_deliveries(lead_accounts text[], lead_ids text[], lead_popups text[]) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE account_id = ANY (lead_accounts) AND enabled)
     AND NOT EXISTS (SELECT 1 FROM accounts WHERE account_id = ANY (lead_accounts) AND new_lead_email)
     AND NOT EXISTS (SELECT 1 FROM lead_integrations WHERE account_id = ANY (lead_accounts) AND enabled) THEN
    RETURN;
  END IF;
  INSERT INTO lead_deliveries (account_id, conversion_id, channel, endpoint_id)
  SELECT k.account_id, k.conversion_id, 'webhook', e.endpoint_id
    FROM unnest(lead_accounts, lead_ids) AS k(account_id, conversion_id)
    JOIN webhook_endpoints e ON e.account_id = k.account_id AND e.enabled
  UNION ALL
  SELECT k.account_id, k.conversion_id, 'email', NULL
    FROM unnest(lead_accounts, lead_ids) AS k(account_id, conversion_id)
    JOIN accounts a ON a.account_id = k.account_id AND a.new_lead_email
  UNION ALL
  SELECT k.account_id, k.conversion_id, 'integration', i.integration_id
    FROM unnest(lead_accounts, lead_ids, lead_popups) AS k(account_id, conversion_id, poptin_id)
    JOIN lead_integrations i ON i.account_id = k.account_id AND i.enabled
   WHERE i.popup_ids IS NULL
      OR k.poptin_id = ANY (i.popup_ids)
      OR EXISTS (SELECT 1 FROM popups p
                  WHERE p.account_id = k.account_id AND p.poptin_id = k.poptin_id
                    AND p.ab_test_parent_id = ANY (i.popup_ids));
END
$$;
