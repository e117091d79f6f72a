-- A customer who signed up at /mi-cuenta/ has no password until they choose one from the mailed link:
-- NULL, which never signs in (verifyPassword hashes a dummy, so the timing is a stranger's).
ALTER TABLE shop_customers ALTER COLUMN password_hash DROP NOT NULL;
