/**
 * The account's own settings: what visitors of the owner's site see once the plan's limit is
 * reached (spec §2, §3 "Upgrade pop-up setting"). Stored in `accounts.restriction_setting`, where the
 * display service reads it for its not_allowed answer (`client_restriction_setting`, `upgrade_popup`).
 */
import * as z from 'zod';

/**
 * - `upgrade`: an upgrade reminder on the site, with "Remind me later" (the remind-me pop-up follows);
 * - `upgrade_no_remind`: the same reminder, offering only Upgrade and "Don't remind me";
 * - `none`: nothing is shown (stored as the empty string, the column's default).
 */
export const restrictionSettingSchema = z.enum(['upgrade', 'upgrade_no_remind', 'none'], {
  error: 'must be upgrade, upgrade_no_remind or none',
});
export type RestrictionSetting = z.infer<typeof restrictionSettingSchema>;

export const accountSettingsSchema = z.strictObject({ restriction_setting: restrictionSettingSchema });
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
