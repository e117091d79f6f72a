/** Every SQL statement on the `upgrade_choices` table (migration 0350): the upgrade pop-up's logged choices. */
import type { Queryable } from '@beckon/db';
import type { LimitLogStatus } from '@beckon/popup-schema';

export async function insertUpgradeChoice(
  db: Queryable,
  choice: { accountId: string; upgradeId: string; status: LimitLogStatus },
): Promise<void> {
  await db.query('INSERT INTO upgrade_choices (account_id, upgrade_id, status) VALUES ($1, $2, $3)', [
    choice.accountId,
    choice.upgradeId,
    choice.status,
  ]);
}
