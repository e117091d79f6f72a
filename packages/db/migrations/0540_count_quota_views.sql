-- The monthly view quota's rule, in one place: a viewer counts once per pop-up per UTC day (0082). The view
-- writer calls it with every batch of views, in the views' own transaction, so a view is never stored without
-- its quota row or counted without being stored; it answers the views that counted. PL/pgSQL keeps the
-- statement's plan for the session, where an SQL function would plan it on every call.
CREATE FUNCTION count_quota_views(view_accounts text[], view_poptins text[], view_viewers text[])
RETURNS TABLE (account_id text, poptin_id text, viewer_id text)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  INSERT INTO popup_view_quota AS quota (account_id, day, poptin_id, viewer_id)
  SELECT v.account_id, (now() AT TIME ZONE 'UTC')::date, v.poptin_id, v.viewer_id
    FROM unnest(view_accounts, view_poptins, view_viewers) AS v(account_id, poptin_id, viewer_id)
  ON CONFLICT DO NOTHING
  RETURNING quota.account_id, quota.poptin_id, quota.viewer_id;
END
$$;
