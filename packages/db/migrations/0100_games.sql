-- Prize games (spec §4 Gamified). The draw happens on the server: each draw is
-- a row here, signed for the visitor with the account's game secret, and claimed once by the lead
-- that converts with it, so a replayed, edited or forged result is refused.

-- The key game results are signed with (HMAC-SHA256), one per account, created by the first process
-- that needs it (ON CONFLICT DO NOTHING, read back), so every process signs and verifies alike.
CREATE TABLE game_secrets (
  account_id  text PRIMARY KEY REFERENCES accounts(account_id) ON DELETE CASCADE,
  secret      bytea NOT NULL CHECK (octet_length(secret) = 32)
);

-- One draw per viewer of a pop-up: asking again answers the same outcome, so spinning until a win
-- needs a new viewer id each time. claimed_key is the conversion_key of the lead that claimed it
-- (a retried submit with the same key may claim again; any other lead is refused).
CREATE TABLE game_draws (
  account_id   text NOT NULL,
  draw_id      text NOT NULL,
  poptin_id    text NOT NULL,
  viewer_id    text NOT NULL,
  prize_id     text,                          -- null: the draw fell outside every prize (a loss)
  prize_index  integer,
  is_winner    boolean NOT NULL,
  coupon       text NOT NULL DEFAULT '',
  claimed_key  text,
  claimed_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, draw_id),
  UNIQUE (account_id, poptin_id, viewer_id)
);

-- Owner-uploaded coupon pools: each code goes to one draw (draw_id set when drawn, under
-- FOR UPDATE SKIP LOCKED so concurrent draws take different codes) and is marked used when the
-- lead holding that draw converts.
CREATE TABLE game_codes (
  account_id  text NOT NULL,
  poptin_id   text NOT NULL,
  prize_id    text NOT NULL,
  code        text NOT NULL,
  draw_id     text,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, poptin_id, prize_id, code)
);
CREATE INDEX game_codes_free ON game_codes (account_id, poptin_id, prize_id) WHERE draw_id IS NULL;
CREATE INDEX game_codes_by_draw ON game_codes (account_id, draw_id) WHERE draw_id IS NOT NULL;
