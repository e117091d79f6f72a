/**
 * The account's settings (issue 10 §6): what the owner's site shows visitors once the plan's limit is
 * reached (`accounts.restriction_setting`, read by the display service's not_allowed answer). `none` is
 * stored as the empty string, the column's default, which the display service already reads as "nothing".
 */
import { type AccountSettings, accountSettingsSchema, type RestrictionSetting } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import type { OwnerContext } from './owner-context.js';

const stored = (s: RestrictionSetting): string => (s === 'none' ? '' : s);
const shown = (s: string): RestrictionSetting => (s === 'upgrade' || s === 'upgrade_no_remind' ? s : 'none');

export function registerAccountSettingsRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get('/api/owner/account/settings', async (request): Promise<AccountSettings> => {
    const { rows } = await ctx.db.query<{ restriction_setting: string }>(
      'SELECT restriction_setting FROM accounts WHERE account_id = $1',
      [sessionOf(request).accountId],
    );
    const row = rows[0];
    if (!row) throw errors.signedOut();
    return { restriction_setting: shown(row.restriction_setting) };
  });

  scope.put<{ Body: AccountSettings }>(
    '/api/owner/account/settings',
    { schema: { body: accountSettingsSchema } },
    async (request): Promise<AccountSettings> => {
      const { accountId } = sessionOf(request);
      await ctx.db.query('UPDATE accounts SET restriction_setting = $2 WHERE account_id = $1', [
        accountId,
        stored(request.body.restriction_setting),
      ]);
      // The display service keeps each account's settings in memory: reload them here and in other processes.
      ctx.onPopupsChanged(accountId);
      return { restriction_setting: request.body.restriction_setting };
    },
  );
}
