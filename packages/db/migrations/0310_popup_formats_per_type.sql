-- Every type now has its own numbered formats (@beckon/popup-schema formats.ts) and the owner
-- API refuses a number the type does not have. Rows saved before then with such a number are drawn in the
-- type's first format already; this makes the stored number say so, so the builder opens them without an error.
UPDATE popups SET poptin_format = 1
WHERE NOT (
  (poptin_type = 'lightbox' AND poptin_format BETWEEN 1 AND 5)
  OR (poptin_type IN ('bar', 'sside', 'bside', 'browsing', 'content', 'social', 'fullpage', 'embedded')
      AND poptin_format BETWEEN 1 AND 4)
  OR (poptin_type = 'mobile' AND poptin_format IN (1, 2, 3, 8))
  OR (poptin_type = 'gamified' AND poptin_format BETWEEN 1 AND 3)
);
