/** The forms' spent captcha challenges (site_captcha_spent): a solution is accepted once, on any process. */
import type { Queryable } from '@beckon/db';

/** Marks the challenge spent; false when it was spent already (a replay). */
export async function spendChallenge(
  db: Queryable,
  accountId: string,
  challenge: string,
  expiresAt: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ challenge: string }>(
    `INSERT INTO site_captcha_spent (account_id, challenge, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, challenge) DO NOTHING RETURNING challenge`,
    [accountId, challenge, expiresAt],
  );
  return rows.length > 0;
}

/** Expired rows can go: their signature already refuses them. Cheap with the expiry index. */
export async function purgeExpiredChallenges(db: Queryable): Promise<void> {
  await db.query('DELETE FROM site_captcha_spent WHERE expires_at < now()');
}
