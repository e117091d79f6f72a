-- The deliveries of leads the conversion writer appended by COPY on PGlite (conversion-writer.ts), as a function
-- so the writer can call it only when an account of the batch has a webhook or the new-lead mail on: a SELECT
-- whose WHERE finds neither never calls it, and skips the INSERT's planning and start-up, a fixed CPU cost a batch. The
-- check and the insert run in the COPY's own transaction, so a lead never misses a delivery that should exist.
-- No trigger and no transition table (Citus runs neither on distributed tables, see 0261); tenant key first.
CREATE FUNCTION queue_lead_deliveries(lead_accounts text[], lead_ids text[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO lead_deliveries (account_id, conversion_id, channel, endpoint_id)
  SELECT k.account_id, k.conversion_id, 'webhook', e.endpoint_id
    FROM unnest(lead_accounts, lead_ids) AS k(account_id, conversion_id)
    JOIN webhook_endpoints e ON e.account_id = k.account_id AND e.enabled
  UNION ALL
  SELECT k.account_id, k.conversion_id, 'email', NULL
    FROM unnest(lead_accounts, lead_ids) AS k(account_id, conversion_id)
    JOIN accounts a ON a.account_id = k.account_id AND a.new_lead_email
$$;
