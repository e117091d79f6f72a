/**
 * The tracker snippet and the Stats API keys: make a key (label, optional
 * lifetime; the key is shown once, only its hash is kept), list them by
 * prefix with their expiry, and revoke one. Errors show beside the button
 * that caused them. Only the account's owner makes and revokes keys; the others see the list.
 */

import type { StatsKeyCreated } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { OwnerOnly, useIsOwner } from '../account/owner-only.js';
import { CopyButton } from '../components/copy-button.js';
import { Loading } from '../components/loading.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { intlLocale } from '../i18n/intl-locale.js';
import { installQueries } from '../install/install-queries.js';
import { statisticsQueries, useCreateStatsKey, useRevokeStatsKey } from './statistics-queries.js';

const LIFETIMES: readonly { days: number; label: MessageId }[] = [
  { days: 0, label: 'statistics.neverExpires' },
  { days: 30, label: 'statistics.days30' },
  { days: 90, label: 'statistics.days90' },
  { days: 365, label: 'statistics.year1' },
];

const when = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function TrackerSnippet() {
  const t = useT();
  const install = useQuery(installQueries.snippet());
  if (install.isPending) return <Loading label={t('statistics.loadingTheTrackerSnippet')} />;
  if (install.isError) {
    return (
      <p role="alert">
        {t('statistics.couldNotLoadThe2', { message: install.error.message })}{' '}
        <button type="button" onClick={() => void install.refetch()}>
          {t('statistics.tryAgain')}
        </button>
      </p>
    );
  }
  return (
    <>
      <p>{t('statistics.pasteThisLineInto')}</p>
      <pre className="snippet">
        <code data-testid="tracker-snippet">{install.data.tracker_snippet}</code>
      </pre>
      <p>
        <CopyButton text={install.data.tracker_snippet} label={t('statistics.copyTrackerSnippet')} />
      </p>
    </>
  );
}

export function StatsKeysPanel() {
  const t = useT();
  const keys = useQuery(statisticsQueries.keys());
  const create = useCreateStatsKey();
  const revoke = useRevokeStatsKey();
  const [label, setLabel] = useState('');
  const [days, setDays] = useState(0);
  const [made, setMade] = useState<StatsKeyCreated | null>(null);
  const ids = useId();
  const owner = useIsOwner();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { ...(label.trim() ? { label: label.trim() } : {}), ...(days ? { expires_in_days: days } : {}) },
      {
        onSuccess: (key) => {
          setMade(key);
          setLabel('');
        },
      },
    );
  };

  return (
    <>
      <p>
        {t('statistics.aStatsApiKey')} <code>{t('statistics.authorizationBearer')}</code>).
      </p>
      <OwnerOnly does={t('ownerOnly.statsKeys')}>
        <form className="stats-key-form" onSubmit={submit} aria-label={t('statistics.newStatsApiKey')}>
          <div className="field">
            <label htmlFor={`${ids}-label`}>{t('statistics.nameOptional')}</label>
            <input id={`${ids}-label`} value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-days`}>{t('statistics.expires')}</label>
            <select id={`${ids}-days`} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {LIFETIMES.map((l) => (
                <option key={l.days} value={l.days}>
                  {t(l.label)}
                </option>
              ))}
            </select>
          </div>
          <div className="stats-key-submit">
            <button type="submit" disabled={create.isPending}>
              {create.isPending ? t('statistics.creating') : t('statistics.createKey')}
            </button>
            {create.isError ? (
              <p role="alert">{t('statistics.couldNotCreateThe', { message: create.error.message })}</p>
            ) : null}
          </div>
        </form>
      </OwnerOnly>
      {made ? (
        <div className="stats-new-key" role="status">
          <p>
            <strong>{t('statistics.copyYourNewKey')}</strong>
          </p>
          <pre className="snippet">
            <code data-testid="new-stats-key">{made.key}</code>
          </pre>
          <CopyButton text={made.key} label={t('statistics.copyKey')} />
        </div>
      ) : null}
      {keys.isPending ? (
        <Loading label={t('statistics.loadingYourKeys')} />
      ) : keys.isError ? (
        <p role="alert">
          {t('statistics.couldNotLoadYour', { message: keys.error.message })}{' '}
          <button type="button" onClick={() => void keys.refetch()}>
            {t('statistics.tryAgain')}
          </button>
        </p>
      ) : keys.data.length === 0 ? (
        <p>{t('statistics.noKeysYet')}</p>
      ) : (
        <div className="table-wrap">
          <table className="stats-keys">
            <caption className="sr-only">{t('statistics.yourStatsApiKeys')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('popups.col.name')}</th>
                <th scope="col">{t('statistics.keyStartsWith')}</th>
                <th scope="col" className="stats-key-created">
                  {t('statistics.created')}
                </th>
                <th scope="col">{t('statistics.expires')}</th>
                {owner ? (
                  <th scope="col">
                    <span className="sr-only">{t('popups.col.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.key_id} data-key-id={k.key_id}>
                  <th scope="row">{k.label || t('statistics.unnamed')}</th>
                  <td>
                    <code>{k.prefix ? `${k.prefix}…` : '(older key)'}</code>
                  </td>
                  <td className="stats-key-created">
                    {when(k.created_at)}
                    {k.created_by ? ` by ${k.created_by}` : ''}
                  </td>
                  <td>{k.expires_at ? when(k.expires_at) : t('statistics.never')}</td>
                  {owner ? (
                    <td>
                      <button
                        type="button"
                        className="danger"
                        disabled={revoke.isPending && revoke.variables === k.key_id}
                        aria-label={t('statistics.revokeKey', { name: k.label || k.prefix })}
                        onClick={() => {
                          if (window.confirm('Revoke this key? Programs using it will stop getting reports at once.')) {
                            revoke.mutate(k.key_id);
                          }
                        }}
                      >
                        {t('statistics.revoke')}
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoke.isError ? (
        <p role="alert">{t('statistics.couldNotRevokeThe', { message: revoke.error.message })}</p>
      ) : null}
    </>
  );
}
