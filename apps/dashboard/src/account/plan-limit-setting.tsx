/**
 * The account screen's "when your plan's limit is reached" choice (issue 10 §6): what visitors of the
 * owner's site see once the account is restricted (the display service's upgrade pop-up, spec §2).
 */
import type { AccountSettings, RestrictionSetting } from '@beckon/owner-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../api/client.js';

const PATH = '/api/owner/account/settings';
const KEY = ['account-settings'] as const;

const CHOICES: readonly { value: RestrictionSetting; label: string }[] = [
  { value: 'upgrade', label: 'Show me an upgrade reminder on my site, with “Remind me later”' },
  { value: 'upgrade_no_remind', label: 'Show me an upgrade reminder on my site, without “Remind me later”' },
  { value: 'none', label: 'Show nothing' },
];

export function PlanLimitSetting() {
  const client = useQueryClient();
  const saved = useQuery({ queryKey: KEY, queryFn: () => api<AccountSettings>('GET', PATH) });
  const [choice, setChoice] = useState<RestrictionSetting | undefined>();
  // The form starts from the saved choice once it has loaded.
  useEffect(() => {
    if (saved.data && choice === undefined) setChoice(saved.data.restriction_setting);
  }, [saved.data, choice]);
  const save = useMutation({
    mutationFn: (body: AccountSettings) => api<AccountSettings>('PUT', PATH, body),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (choice) save.mutate({ restriction_setting: choice });
  };
  const error = saved.error ?? save.error;
  return (
    <form onSubmit={submit} aria-labelledby="plan-limit-title">
      <h2 id="plan-limit-title">When your plan’s limit is reached</h2>
      <p className="hint">
        Your pop-ups stop showing. Your site can show a notice instead that its pop-ups are paused, with a link to
        upgrade, so you notice when you visit it; every visitor of your site sees that notice too.
      </p>
      <fieldset className="section">
        <legend>What your site shows instead</legend>
        {CHOICES.map((c) => (
          <div className="field checkbox" key={c.value}>
            <input
              type="radio"
              id={`plan-limit-${c.value}`}
              name="plan-limit"
              checked={choice === c.value}
              disabled={choice === undefined}
              onChange={() => setChoice(c.value)}
            />
            <label htmlFor={`plan-limit-${c.value}`}>{c.label}</label>
          </div>
        ))}
      </fieldset>
      {error ? (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
      <p className="button-row">
        <button type="submit" disabled={save.isPending || choice === undefined}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>{' '}
        <span role="status">{save.isSuccess && save.data.restriction_setting === choice ? 'Saved.' : ''}</span>
      </p>
    </form>
  );
}
