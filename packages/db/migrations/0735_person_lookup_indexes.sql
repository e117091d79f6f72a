-- Finding one person among an account's form submissions and mails by email (privacy export and erasure)
-- without reading every row the account has: each gets an index of the addresses it can name.

-- A submission names a person when one of its values (or an array field's elements), trimmed and
-- lowercased, is their address. Only values with an @ and at most 254 characters (an address's cap) are
-- kept, so a long message never makes an index entry too large.
CREATE FUNCTION person_keys_in_fields(fields jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT k), '{}'::text[])
    FROM (
      SELECT lower(btrim(f.value #>> '{}')) AS k
        FROM jsonb_each(CASE WHEN jsonb_typeof(fields) = 'object' THEN fields ELSE '{}'::jsonb END) f
       WHERE jsonb_typeof(f.value) = 'string'
      UNION ALL
      SELECT lower(btrim(e))
        FROM jsonb_each(CASE WHEN jsonb_typeof(fields) = 'object' THEN fields ELSE '{}'::jsonb END) f,
             jsonb_array_elements_text(CASE WHEN jsonb_typeof(f.value) = 'array' THEN f.value ELSE '[]'::jsonb END) e
    ) AS v
   WHERE strpos(k, '@') > 0 AND length(k) <= 254
$$;

CREATE INDEX site_form_submissions_by_person ON site_form_submissions USING gin (person_keys_in_fields(fields));

-- Mails to a person.
CREATE INDEX mail_outbox_to_person ON mail_outbox (account_id, lower(to_address));

-- Every address a lowercased text could name as a whole address, as the erasure's regular expression reads
-- one: before each @, any start preceded by a character that cannot begin an address; after it, any end
-- followed by one that cannot continue it; at most 254 characters. A superset (the regular expression still
-- decides), capped: a text naming more than 200 candidates is marked '*' and read in full.
CREATE FUNCTION addresses_named_in(t text) RETURNS text[]
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
    WHILE s > 1 AND substr(t, s - 1, 1) NOT IN (' ', E'\t', E'\n', E'\r', E'\f', E'\v', '@') LOOP
      s := s - 1;
    END LOOP;
    e := p;
    WHILE e < n AND substr(t, e + 1, 1) NOT IN (' ', E'\t', E'\n', E'\r', E'\f', E'\v', '@') LOOP
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

CREATE INDEX mail_outbox_naming_person ON mail_outbox USING gin (addresses_named_in(lower(body_text || ' ' || subject)));
