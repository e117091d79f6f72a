-- The addresses a mail's text could name (the list addresses_named_in() makes, migration 0735) are now
-- written with the mail by the server (mail/addresses-named-in.ts): running the PL/pgSQL function for the
-- index was a large share of each mail_outbox INSERT's CPU on PGlite, and the shop's checkout writes two.
-- The erasure looks a person up in either index: this column's, or the function's over the mails stored
-- without the column (written before it, or by hand), which is all the function's index still covers.
ALTER TABLE mail_outbox ADD COLUMN named_addresses text[];
CREATE INDEX mail_outbox_named_addresses ON mail_outbox USING gin (named_addresses);
DROP INDEX mail_outbox_naming_person;

-- The vertical tab, as chr(11): PostgreSQL reads E'\v' as a plain 'v' (PGlite did not), which cut every address at a 'v'
-- (david@x.es was listed as id@x.es, so erasing david@x.es missed the mails naming him).
CREATE OR REPLACE FUNCTION addresses_named_in(t text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  keys text[] := '{}';
  n integer := length(t);
  p integer := 0;
  s integer;
  e integer;
  found integer;
BEGIN
  LOOP
    found := strpos(substr(t, p + 1), '@');
    EXIT WHEN found = 0;
    p := p + found;
    s := p;
    WHILE s > 1 AND substr(t, s - 1, 1) NOT IN (' ', E'\t', E'\n', E'\r', E'\f', chr(11), '@') LOOP
      s := s - 1;
    END LOOP;
    e := p;
    WHILE e < n AND substr(t, e + 1, 1) NOT IN (' ', E'\t', E'\n', E'\r', E'\f', chr(11), '@') LOOP
      e := e + 1;
    END LOOP;
    FOR i IN greatest(s, p - 253) .. p - 1 LOOP
      CONTINUE WHEN i > s AND substr(t, i - 1, 1) ~ '[a-z0-9._%+-]';
      FOR j IN p + 1 .. least(e, i + 253) LOOP
        CONTINUE WHEN j < e AND substr(t, j + 1, 1) ~ '[a-z0-9_-]';
        keys := keys || substr(t, i, j - i + 1);
        IF cardinality(keys) > 200 THEN
          RETURN ARRAY['*'];
        END IF;
      END LOOP;
    END LOOP;
  END LOOP;
  RETURN keys;
END
$$;

CREATE INDEX mail_outbox_naming_person ON mail_outbox USING gin (addresses_named_in(lower(body_text || ' ' || subject)))
  WHERE named_addresses IS NULL;
