/**
 * The account's settings: what the owner's site shows visitors once the plan's limit is
 * reached (`accounts.restriction_setting`, read by the display service's not_allowed answer). `none` is
 * stored as the empty string, the column's default, which the display service already reads as "nothing".
 */
import { type AccountSettings, accountSettingsSchema, type RestrictionSetting } from '@beckon/owner-api';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/index.js';
import { errors } from '../../errors.js';
import { findRestrictionSetting, setRestrictionSetting } from './account-repository.js';
import type { OwnerContext } from './owner-context.js';

const stored = (s: RestrictionSetting): string => (s === 'none' ? '' : s);
const shown = (s: string): RestrictionSetting => (s === 'upgrade' || s === 'upgrade_no_remind' ? s : 'none');

export function registerAccountSettingsRoutes(scope: FastifyInstance, ctx: OwnerContext): void {
  scope.get('/api/owner/account/settings', async (request): Promise<AccountSettings> => {
    const setting = await findRestrictionSetting(ctx.db, sessionOf(request).accountId);
    if (setting === null) throw errors.signedOut();
    return { restriction_setting: shown(setting) };
  });

  scope.put<{ Body: AccountSettings }>(
    '/api/owner/account/settings',
    { schema: { body: accountSettingsSchema }, config: { ownerOnly: "change the account's settings" } },
    async (request): Promise<AccountSettings> => {
      const { accountId } = sessionOf(request);
      await setRestrictionSetting(ctx.db, accountId, stored(request.body.restriction_setting));
      // The display service keeps each account's settings in memory: reload them here and in other processes.
      ctx.onPopupsChanged(accountId);
      return { restriction_setting: request.body.restriction_setting };
    },
  );
}
