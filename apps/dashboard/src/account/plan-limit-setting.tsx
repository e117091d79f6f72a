/**
 * The account screen's "when your plan's limit is reached" choice: what visitors of the
 * owner's site see once the account is restricted (the display service's upgrade pop-up, spec §2).
 * An account setting: the owner changes it, the others see the choice read-only.
 */
import type { RestrictionSetting } from '@beckon/owner-api';
import type { FormEvent } from 'react';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { accountQueries, saveAccountSettings } from './account-queries.js';
import { OwnerOnly, useIsOwner } from './owner-only.js';

const CHOICES: readonly { value: RestrictionSetting; label: MessageId }[] = [
  { value: 'upgrade', label: 'account.limitUpgrade' },
  { value: 'upgrade_no_remind', label: 'account.limitUpgradeNoRemind' },
  { value: 'none', label: 'account.limitNothing' },
];

export function PlanLimitSetting() {
  const t = useT();
  const { draft, setDraft, save, isSaved, error } = useSavedSettings(accountQueries.settings(), saveAccountSettings);
  const choice = draft?.restriction_setting;
  const owner = useIsOwner();
  const setChoice = (restriction_setting: RestrictionSetting) => setDraft({ restriction_setting });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft) save.mutate(draft);
  };
  return (
    <form onSubmit={submit} aria-labelledby="plan-limit-title">
      <h2 id="plan-limit-title">{t('account.whenYourPlanS')}</h2>
      <p className="hint">{t('account.yourPopUpsStop')}</p>
      <fieldset className="section">
        <legend>{t('account.whatYourSiteShows')}</legend>
        {CHOICES.map((c) => (
          <div className="field checkbox" key={c.value}>
            <input
              type="radio"
              id={`plan-limit-${c.value}`}
              name="plan-limit"
              checked={choice === c.value}
              disabled={choice === undefined || !owner}
              onChange={() => setChoice(c.value)}
            />
            <label htmlFor={`plan-limit-${c.value}`}>{t(c.label)}</label>
          </div>
        ))}
      </fieldset>
      <OwnerOnly does={t('ownerOnly.accountSettings')}>
        <SettingsSaveRow error={error} busy={save.isPending} ready={draft !== undefined} saved={isSaved} />
      </OwnerOnly>
    </form>
  );
}
