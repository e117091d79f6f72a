/**
 * Which plan-limit screen a restricted account's page shows (spec §2, §4 "an upgrade pop-up can be
 * appended instead"): the upgrade pop-up, the remind-me pop-up, or nothing. Pure, apart from the two
 * storage helpers at the end; the upgrade chunk (renderer/upgrade-popup.ts) draws the answer.
 *
 * The visitor's last choice is kept in localStorage under `poptin_upgrade_{client id}` as JSON
 * `{id, s, t}`: the restriction id it was made for, the choice (a limitLogs status) and its ms time.
 * It is kept in private mode too: it is the visitor's own request not to be asked, and holds no identifier.
 */
import type { LimitLogStatus, UpgradePopup } from '@beckon/popup-schema';
import { getItem, setItem } from './storage';

export interface UpgradeChoice {
  id: string;
  s: LimitLogStatus;
  t: number;
}

export type PlanLimitScreen = 'upgrade' | 'remind' | null;

/** How long "Remind me later" (or going to upgrade without finishing) keeps the pop-ups away. */
export const REMIND_AFTER_MS = 86_400_000;

export function planLimitScreen(u: UpgradePopup, last: UpgradeChoice | null, now: number): PlanLimitScreen {
  // No choice yet for this restriction (a new restriction asks again).
  if (!last || last.id !== u.id) return 'upgrade';
  if (last.s === 'dont_remind' || now - last.t < REMIND_AFTER_MS) return null;
  // A day after "remind me" or an unfinished upgrade: the reminder, or the full pop-up again if the
  // account no longer offers reminders.
  return u.remindme_popup ? 'remind' : 'upgrade';
}

export const choiceKey = (clientId: string): string => `poptin_upgrade_${clientId}`;

export function readChoice(clientId: string): UpgradeChoice | null {
  try {
    const v = JSON.parse(getItem('localStorage', choiceKey(clientId)) ?? 'null') as UpgradeChoice | null;
    return v && typeof v.id === 'string' && typeof v.t === 'number' ? v : null;
  } catch {
    return null;
  }
}

export function storeChoice(clientId: string, choice: UpgradeChoice): void {
  setItem('localStorage', choiceKey(clientId), JSON.stringify(choice));
}
