-- The monthly view quota counts a viewer once per pop-up per UTC day: were every view report to
-- count, forged reports with one viewer id could switch an account's pop-ups off for the month. The
-- view writer inserts here in the same transaction as the view (ON CONFLICT DO NOTHING) and only a
-- new row counts; popup_views still keeps every report for the statistics. Rows of past months can
-- be deleted; nothing reads them.
CREATE TABLE popup_view_quota (
  account_id  text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  day         date NOT NULL,
  poptin_id   text NOT NULL,
  viewer_id   text NOT NULL,
  PRIMARY KEY (account_id, day, poptin_id, viewer_id)
);
