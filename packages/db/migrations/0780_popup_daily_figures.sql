-- Each pop-up's figures per UTC day (views, closes, click-throughs, leads), so the pop-up list and Results
-- sum at most a row per pop-up and day instead of counting every event of the period. The writers add to
-- it in the events' own statement (the append writer's `call`), so a figure is never counted without its
-- event stored. Deleting a lead (retention, erasure) leaves the day's count as it was: a figure is a
-- count, not the person's data.
CREATE TABLE popup_daily (
  account_id      text NOT NULL,
  poptin_id       text NOT NULL,
  day             date NOT NULL,
  views           bigint NOT NULL DEFAULT 0,
  closes          bigint NOT NULL DEFAULT 0,
  click_throughs  bigint NOT NULL DEFAULT 0,
  conversions     bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, poptin_id, day)
);

-- Adds one of each event today. Rows are taken in key order, so two batches touching the same pop-ups
-- lock them in the same order and cannot deadlock.
CREATE FUNCTION add_popup_figures(kinds text[], accounts text[], popups text[]) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  -- A batch whose every lead was already stored calls with no rows (null arrays).
  IF coalesce(cardinality(accounts), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO popup_daily AS d (account_id, poptin_id, day, views, closes, click_throughs, conversions)
  SELECT a, p, (now() AT TIME ZONE 'UTC')::date,
         count(*) FILTER (WHERE k = 'views'),
         count(*) FILTER (WHERE k = 'closes'),
         count(*) FILTER (WHERE k = 'click_throughs'),
         count(*) FILTER (WHERE k = 'conversions')
    FROM unnest(kinds, accounts, popups) AS u(k, a, p)
   GROUP BY a, p
   ORDER BY a, p
  ON CONFLICT (account_id, poptin_id, day) DO UPDATE SET
    views = d.views + EXCLUDED.views,
    closes = d.closes + EXCLUDED.closes,
    click_throughs = d.click_throughs + EXCLUDED.click_throughs,
    conversions = d.conversions + EXCLUDED.conversions;
END
$$;

-- The view writer's call: the day's figures, then the monthly quota's rule, whose answer it keeps.
CREATE FUNCTION count_views_and_figures(view_accounts text[], view_poptins text[], view_viewers text[])
RETURNS TABLE (account_id text, poptin_id text, viewer_id text)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM add_popup_figures(array_fill('views'::text, ARRAY[coalesce(cardinality(view_accounts), 0)]), view_accounts, view_poptins);
  RETURN QUERY SELECT * FROM count_quota_views(view_accounts, view_poptins, view_viewers);
END
$$;

-- The close writer's call: a click-through (a link followed) is stored with the closes but counted apart.
CREATE FUNCTION add_close_figures(close_accounts text[], close_poptins text[], close_reasons text[])
RETURNS TABLE (added integer)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM add_popup_figures(
    ARRAY(SELECT CASE WHEN r = 'click_through' THEN 'click_throughs' ELSE 'closes' END FROM unnest(close_reasons) r),
    close_accounts, close_poptins);
  RETURN QUERY SELECT coalesce(cardinality(close_accounts), 0);
END
$$;

-- The conversion writer's call: the day's figures, then the lead deliveries' queue.
CREATE FUNCTION queue_lead_deliveries_and_figures(lead_accounts text[], lead_ids text[], lead_popups text[])
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM add_popup_figures(array_fill('conversions'::text, ARRAY[coalesce(cardinality(lead_accounts), 0)]), lead_accounts, lead_popups);
  PERFORM queue_lead_deliveries(lead_accounts, lead_ids, lead_popups);
END
$$;

-- Counts an account's figures again from its stored events (every account when null): the events stored
-- before this migration, and data loaded around the writers (benchmarks).
CREATE FUNCTION recount_popup_daily(acct text) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  DELETE FROM popup_daily WHERE acct IS NULL OR account_id = acct;
  INSERT INTO popup_daily (account_id, poptin_id, day, views)
  SELECT account_id, poptin_id, (created_at AT TIME ZONE 'UTC')::date, count(*)
    FROM popup_views WHERE acct IS NULL OR account_id = acct GROUP BY 1, 2, 3;
  INSERT INTO popup_daily AS d (account_id, poptin_id, day, closes, click_throughs)
  SELECT account_id, poptin_id, (created_at AT TIME ZONE 'UTC')::date,
         count(*) FILTER (WHERE reason <> 'click_through'), count(*) FILTER (WHERE reason = 'click_through')
    FROM popup_closes WHERE acct IS NULL OR account_id = acct GROUP BY 1, 2, 3
  ON CONFLICT (account_id, poptin_id, day) DO UPDATE SET closes = EXCLUDED.closes, click_throughs = EXCLUDED.click_throughs;
  INSERT INTO popup_daily AS d (account_id, poptin_id, day, conversions)
  SELECT account_id, poptin_id, (created_at AT TIME ZONE 'UTC')::date, count(*)
    FROM conversions WHERE acct IS NULL OR account_id = acct GROUP BY 1, 2, 3
  ON CONFLICT (account_id, poptin_id, day) DO UPDATE SET conversions = EXCLUDED.conversions;
END
$$;

SELECT recount_popup_daily(NULL);
