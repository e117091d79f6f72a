-- The consent a lead gave: the words of the pop-up form's consent box the visitor ticked, as the form read
-- when they submitted, and when. Null for a lead whose form had no consent box (or left it unticked): a
-- later edit of the pop-up's wording never changes what a past lead agreed to.
ALTER TABLE conversions ADD COLUMN consent_text text, ADD COLUMN consent_at timestamptz;
