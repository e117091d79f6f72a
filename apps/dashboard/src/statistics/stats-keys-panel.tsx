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
import { installQueries } from '../install/install-queries.js';
import { statisticsQueries, useCreateStatsKey, useRevokeStatsKey } from './statistics-queries.js';

const LIFETIMES = [
  { days: 0, label: 'Never expires' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
];

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function TrackerSnippet() {
  const install = useQuery(installQueries.snippet());
  if (install.isPending) return <Loading label="Loading the tracker snippet" />;
  if (install.isError) {
    return (
      <p role="alert">
        Could not load the tracker snippet: {install.error.message}{' '}
        <button type="button" onClick={() => void install.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <>
      <p>
        Paste this line into every page of your site to count visitors. It sets no cookies and stores no IP address.
      </p>
      <pre className="snippet">
        <code data-testid="tracker-snippet">{install.data.tracker_snippet}</code>
      </pre>
      <p>
        <CopyButton text={install.data.tracker_snippet} label="Copy tracker snippet" />
      </p>
    </>
  );
}

export function StatsKeysPanel() {
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
        A Stats API key lets another program read these reports (send it as <code>Authorization: Bearer …</code>).
      </p>
      <OwnerOnly does="create or revoke Stats API keys">
        <form className="stats-key-form" onSubmit={submit} aria-label="New Stats API key">
          <div className="field">
            <label htmlFor={`${ids}-label`}>Name (optional)</label>
            <input id={`${ids}-label`} value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-days`}>Expires</label>
            <select id={`${ids}-days`} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {LIFETIMES.map((l) => (
                <option key={l.days} value={l.days}>
                  {l.label}
                </option>
              ))}
            </select>
          </div>
          <div className="stats-key-submit">
            <button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create key'}
            </button>
            {create.isError ? <p role="alert">Could not create the key: {create.error.message}</p> : null}
          </div>
        </form>
      </OwnerOnly>
      {made ? (
        <div className="stats-new-key" role="status">
          <p>
            <strong>Copy your new key now: it is shown only once.</strong>
          </p>
          <pre className="snippet">
            <code data-testid="new-stats-key">{made.key}</code>
          </pre>
          <CopyButton text={made.key} label="Copy key" />
        </div>
      ) : null}
      {keys.isPending ? (
        <Loading label="Loading your keys" />
      ) : keys.isError ? (
        <p role="alert">
          Could not load your keys: {keys.error.message}{' '}
          <button type="button" onClick={() => void keys.refetch()}>
            Try again
          </button>
        </p>
      ) : keys.data.length === 0 ? (
        <p>No keys yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="stats-keys">
            <caption className="sr-only">Your Stats API keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key starts with</th>
                <th scope="col" className="stats-key-created">
                  Created
                </th>
                <th scope="col">Expires</th>
                {owner ? (
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.key_id} data-key-id={k.key_id}>
                  <th scope="row">{k.label || 'Unnamed'}</th>
                  <td>
                    <code>{k.prefix ? `${k.prefix}…` : '(older key)'}</code>
                  </td>
                  <td className="stats-key-created">
                    {when(k.created_at)}
                    {k.created_by ? ` by ${k.created_by}` : ''}
                  </td>
                  <td>{k.expires_at ? when(k.expires_at) : 'Never'}</td>
                  {owner ? (
                    <td>
                      <button
                        type="button"
                        className="danger"
                        disabled={revoke.isPending && revoke.variables === k.key_id}
                        aria-label={`Revoke key ${k.label || k.prefix}`}
                        onClick={() => {
                          if (window.confirm('Revoke this key? Programs using it will stop getting reports at once.')) {
                            revoke.mutate(k.key_id);
                          }
                        }}
                      >
                        Revoke
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoke.isError ? <p role="alert">Could not revoke the key: {revoke.error.message}</p> : null}
    </>
  );
}
