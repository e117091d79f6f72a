/**
 * The upgrade pop-up settings a restricted account's display answer carries (spec §3 "Upgrade pop-up
 * setting"; what each field means is written at @beckon/popup-schema `upgradePopupSchema`).
 */
import type { UpgradePopup } from '@beckon/popup-schema';
import type { AccountSettings } from './account-loader.js';

const TWO_DAYS_MS = 2 * 86_400_000;

/** The restriction settings that append an upgrade pop-up, and whether each offers "Remind me later". */
const REMIND_BY_SETTING: Readonly<Record<string, boolean>> = { upgrade: true, upgrade_no_remind: false };

/** The upgrade pop-up for a restricted account, or undefined when its setting asks for none. */
export function upgradePopup(
  settings: Pick<AccountSettings, 'restrictionSetting' | 'restrictedSince'>,
  now: number,
): UpgradePopup | undefined {
  const remind = REMIND_BY_SETTING[settings.restrictionSetting];
  if (remind === undefined) return undefined;
  return {
    id: settings.restrictedSince.toString(16),
    mote_than_two_days: now - settings.restrictedSince > TWO_DAYS_MS,
    remindme_popup: remind,
  };
}
