/**
 * The Wix-style site connection screen (under Store catalogue): whether the account's site is connected (its
 * site id, only that a key is set: the key never comes back, and when the site's orders and abandoned
 * checkouts were last read for Store reports, or why they could not be), a form to connect it with the site id and an
 * API key (the server tries the key on the site before saving), and Disconnect. Connecting and disconnecting
 * are the account owner's; the merchant's site app may connect the same way with the import key.
 */
import { type WixConnectionState, type WixReadProblem, wixConnectionSchema } from '@beckon/owner-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { OwnerOnly } from '../account/owner-only.js';
import { ApiError, api } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { TextField } from '../components/text-field.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { serverFieldErrors } from '../server-field-errors.js';
import { type FieldErrors, fieldErrors } from '../validation.js';

const PATH = '/api/owner/store-catalogue/wix/connection';

/** Why the site's orders could not be read, in the owner's words. */
const PROBLEM_WORDS: Readonly<Record<WixReadProblem, MessageId>> = {
  key_refused: 'storeWix.problem.key_refused',
  no_read_orders: 'storeWix.problem.no_read_orders',
  unreachable: 'storeWix.problem.unreachable',
};

const connectionQuery = queryOptions({
  queryKey: ['store-catalogue', 'wix-connection'],
  queryFn: () => api<WixConnectionState>('GET', PATH),
});

function ConnectForm({ replacing }: { replacing: boolean }) {
  const t = useT();
  const client = useQueryClient();
  const [siteId, setSiteId] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [invalid, setInvalid] = useState<FieldErrors>({});
  const connect = useMutation({
    mutationFn: (body: { site_id: string; api_key: string }) => api<WixConnectionState>('PUT', PATH, body),
    onSuccess: (state) => {
      client.setQueryData(connectionQuery.queryKey, state);
      setApiKey('');
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    connect.reset();
    const input = { site_id: siteId.trim(), api_key: apiKey.trim() };
    const parsed = wixConnectionSchema.safeParse(input);
    setInvalid(parsed.success ? {} : fieldErrors(parsed.error.issues, input));
    if (parsed.success) connect.mutate(parsed.data);
  };

  // A refusal of the body's shape goes beside its field; the site's refusal of the key, beside the button.
  const refused =
    connect.error instanceof ApiError && connect.error.status === 400 ? serverFieldErrors(connect.error.detail) : {};
  const errorOf = (field: 'site_id' | 'api_key') => invalid[field] ?? refused[field];
  const besideButton = connect.error && !errorOf('site_id') && !errorOf('api_key') ? connect.error.message : null;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="wix-connect-title" className="section">
      <h2 id="wix-connect-title">{t(replacing ? 'storeWix.replaceTitle' : 'storeWix.connectTitle')}</h2>
      <TextField
        label={t('storeWix.siteId')}
        hint={t('storeWix.siteIdHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={36}
        value={siteId}
        error={errorOf('site_id')}
        onChange={(e) => setSiteId(e.target.value)}
      />
      <TextField
        label={t('storeWix.apiKey')}
        hint={t('storeWix.apiKeyHint')}
        type="password"
        autoComplete="off"
        spellCheck={false}
        maxLength={4000}
        value={apiKey}
        error={errorOf('api_key')}
        onChange={(e) => setApiKey(e.target.value)}
      />
      <button type="submit" disabled={connect.isPending}>
        {connect.isPending ? t('storeWix.connecting') : t('storeWix.connect')}
      </button>
      {besideButton ? (
        <p className="form-error" role="alert">
          {besideButton}
        </p>
      ) : null}
      {connect.isSuccess ? <p role="status">{t('storeWix.done')}</p> : null}
    </form>
  );
}

function DisconnectButton() {
  const t = useT();
  const client = useQueryClient();
  const disconnect = useMutation({
    mutationFn: () => api<void>('DELETE', PATH),
    onSuccess: () =>
      client.setQueryData(connectionQuery.queryKey, (old: WixConnectionState | undefined) =>
        old ? { ...old, connection: null } : old,
      ),
  });
  return (
    <>
      <button
        type="button"
        className="danger"
        disabled={disconnect.isPending}
        onClick={() => {
          if (window.confirm(t('storeWix.disconnectConfirm'))) disconnect.mutate();
        }}
      >
        {t('storeWix.disconnect')}
      </button>
      {disconnect.error ? (
        <p className="form-error" role="alert">
          {disconnect.error.message}
        </p>
      ) : null}
    </>
  );
}

export function WixConnectionScreen() {
  const t = useT();
  const state = useQuery(connectionQuery);
  if (state.isPending) return <Loading label={t('storeWix.loading')} />;
  if (state.isError) return <LoadError what={t('storeWix.what')} error={state.error} onRetry={() => state.refetch()} />;
  const { connection, can_connect } = state.data;
  return (
    <>
      <h1>{t('storeWix.title')}</h1>
      <p>{t('storeWix.intro')}</p>
      <section aria-labelledby="wix-status-title" className="section">
        <h2 id="wix-status-title">{t('storeWix.status')}</h2>
        {connection ? (
          <>
            <p>
              <span className="status-ok">{t('storeWix.connected')}</span>
            </p>
            <dl className="facts">
              <dt>{t('storeWix.siteId')}</dt>
              <dd>
                <code>{connection.site_id}</code>
              </dd>
              <dt>{t('storeWix.apiKey')}</dt>
              <dd>{t('storeWix.apiKeySet')}</dd>
              <dt>{t('storeWix.connectedAt')}</dt>
              <dd>{formatDateTime(connection.connected_at)}</dd>
              <dt>{t('storeWix.reportsRead')}</dt>
              <dd>
                {connection.reports_read_at ? formatDateTime(connection.reports_read_at) : t('storeWix.reportsNotYet')}
              </dd>
            </dl>
            {connection.reports_problem ? (
              <p className="status-wait" role="status">
                {t(PROBLEM_WORDS[connection.reports_problem])}
              </p>
            ) : null}
            <OwnerOnly does={t('storeWix.ownerDoes')}>
              <DisconnectButton />
            </OwnerOnly>
          </>
        ) : (
          <p role="status">{t('storeWix.notConnected')}</p>
        )}
      </section>
      {can_connect ? (
        <OwnerOnly does={t('storeWix.ownerDoes')}>
          <ConnectForm replacing={connection !== null} />
        </OwnerOnly>
      ) : (
        <p className="hint">{t('storeWix.needsSecretsKey')}</p>
      )}
    </>
  );
}
