/**
 * Email-marketing tools on the lead-delivery screen: the connected ones (list, key's last 4, pop-ups, on/off,
 * "Send a test lead", delete) and the connect form: paste a key, pick one of the tool's lists, map fields,
 * choose the pop-ups. The key is sent once and never shown again.
 */
import {
  INTEGRATION_PROVIDERS,
  type Integration,
  type IntegrationFieldsAnswer,
  type IntegrationList,
  type IntegrationListsAnswer,
  type IntegrationProvider,
  PROVIDER_LABELS,
} from '@beckon/owner-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { OwnerOnly, useIsOwner } from '../account/owner-only.js';
import { api } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { TextField } from '../components/text-field.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { popupQueries } from '../popups/popups-queries.js';
import { DestinationControls } from './destination-controls.js';
import { EditIntegration } from './edit-integration.js';
import {
  draftFromFieldMap,
  type FieldMapDraft,
  fieldMapFromDraft,
  keepListedFields,
  tagsFromText,
} from './field-map-draft.js';
import { FieldMapRows } from './field-map-rows.js';
import { IntegrationOptions, type IntegrationOptionsDraft } from './integration-options.js';
import { useDeliveryWrite } from './lead-delivery-queries.js';

/** Each tool's usual field names for a lead's name and phone, filled in for the owner to change. */
const DEFAULT_FIELDS: Record<IntegrationProvider, { name: string; phone: string }> = {
  mailchimp: { name: 'FNAME', phone: 'PHONE' },
  brevo: { name: 'FIRSTNAME', phone: 'SMS' },
  klaviyo: { name: 'first_name', phone: 'phone_number' },
  hubspot: { name: 'firstname', phone: 'phone' },
};

/** Where each tool's settings make the key the owner pastes. */
const KEY_HINTS: Record<IntegrationProvider, MessageId> = {
  mailchimp: 'lead-delivery.keyHint.mailchimp',
  brevo: 'lead-delivery.keyHint.brevo',
  klaviyo: 'lead-delivery.keyHint.klaviyo',
  hubspot: 'lead-delivery.keyHint.hubspot',
};

function describeMapping(t: ReturnType<typeof useT>, integration: Integration): string {
  if (integration.field_map.length === 0) return t('lead-delivery.onlyTheEmailIsSent');
  const from = (f: string) =>
    f === 'name' ? t('lead-delivery.mapName') : f === 'phone' ? t('lead-delivery.mapPhone') : f.slice('field:'.length);
  const mappings = integration.field_map.map((m) =>
    t('lead-delivery.valueAsField', { value: from(m.from), field: m.to }),
  );
  return t('lead-delivery.sendsTheEmailAnd', { mappings: mappings.join(', ') });
}

function IntegrationRow({ integration, popupNames }: { integration: Integration; popupNames: Map<string, string> }) {
  const t = useT();
  const owner = useIsOwner();
  const [editing, setEditing] = useState(false);
  const path = `/api/owner/integrations/${integration.integration_id}`;
  const label = PROVIDER_LABELS[integration.provider];
  const popups =
    integration.popup_ids === null
      ? t('lead-delivery.everyPopup')
      : integration.popup_ids.map((id) => popupNames.get(id) ?? t('lead-delivery.deletedPopup')).join(', ');
  return (
    <li className="webhook">
      <p className="url">
        {label} · {integration.list_name}
      </p>
      <p className="hint">
        {t('lead-delivery.apiKeyEndingIn', {
          api_key_last4: integration.api_key_last4,
          created_at: formatDateTime(integration.created_at),
        })}
        {integration.created_by ? ` ${t('lead-delivery.byWho', { name: integration.created_by })}` : ''}
      </p>
      <p>
        {integration.enabled ? t('lead-delivery.onNewLeadsOf', { popups }) : t('lead-delivery.offNothingIsSent')}{' '}
        {describeMapping(t, integration)}
        {integration.tags.length > 0 ? ` ${t('lead-delivery.tagsAre', { tags: integration.tags.join(', ') })}` : ''}
        {integration.double_opt_in ? ` ${t('lead-delivery.confirmFirst')}` : ''}
      </p>
      {owner && editing ? <EditIntegration integration={integration} onDone={() => setEditing(false)} /> : null}
      {owner && !editing ? (
        <p className="button-row">
          <button type="button" onClick={() => setEditing(true)}>
            {t('lead-delivery.edit')}
          </button>
        </p>
      ) : null}
      <DestinationControls path={path} enabled={integration.enabled} removeLabel={t('lead-delivery.disconnect')} />
    </li>
  );
}

const NO_OPTIONS: IntegrationOptionsDraft = { tags: '', doubleOptIn: false, allPopups: true, chosen: [] };

function ConnectIntegration({ onDone }: { onDone: () => void }) {
  const t = useT();
  const ids = useId();
  const [provider, setProvider] = useState<IntegrationProvider>('mailchimp');
  const [apiKey, setApiKey] = useState('');
  const [lists, setLists] = useState<IntegrationList[] | null>(null);
  const [listId, setListId] = useState('');
  const [mapping, setMapping] = useState<FieldMapDraft>(() => ({
    ...draftFromFieldMap([]),
    nameFields: [DEFAULT_FIELDS.mailchimp.name],
    phoneFields: [DEFAULT_FIELDS.mailchimp.phone],
  }));
  const [options, setOptions] = useState<IntegrationOptionsDraft>(NO_OPTIONS);
  const readLists = useMutation({
    mutationFn: () =>
      api<IntegrationListsAnswer>('POST', '/api/owner/integrations/lists', { provider, api_key: apiKey.trim() }),
    onSuccess: (answer) => {
      setLists(answer.lists);
      setListId(answer.lists[0]?.id ?? '');
    },
  });
  const connect = useDeliveryWrite((body: Record<string, unknown>) => api('POST', '/api/owner/integrations', body));
  // The chosen list's fields at the tool, by the tool's own names, for the mapping rows.
  const toolFields = useQuery({
    queryKey: ['integration-fields', provider, listId, apiKey.trim()],
    queryFn: () =>
      api<IntegrationFieldsAnswer>('POST', '/api/owner/integrations/fields', {
        provider,
        api_key: apiKey.trim(),
        list_id: listId,
      }),
    enabled: lists !== null && listId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const known = toolFields.data;
  useEffect(() => {
    if (!known) return;
    setMapping((m) => keepListedFields(m, known));
  }, [known]);

  const pickProvider = (next: IntegrationProvider) => {
    setProvider(next);
    setLists(null);
    setListId('');
    setMapping((m) => ({
      ...m,
      nameFields: [DEFAULT_FIELDS[next].name],
      phoneFields: [DEFAULT_FIELDS[next].phone],
    }));
    setOptions((o) => ({ ...o, tags: '', doubleOptIn: false }));
    readLists.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    connect.mutate(
      {
        provider,
        api_key: apiKey.trim(),
        list_id: listId,
        field_map: fieldMapFromDraft(mapping),
        tags: tagsFromText(options.tags),
        double_opt_in: options.doubleOptIn,
        popup_ids: options.allPopups ? null : options.chosen,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('lead-delivery.connectATool')}</h3>
      <div className="field">
        <label htmlFor={`${ids}-provider`}>{t('lead-delivery.tool')}</label>
        <select
          id={`${ids}-provider`}
          value={provider}
          onChange={(e) => pickProvider(e.target.value as IntegrationProvider)}
        >
          {INTEGRATION_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {PROVIDER_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('lead-delivery.apiKey')}
        hint={t('lead-delivery.keyStoredEncrypted', { hint: t(KEY_HINTS[provider]) })}
        type="password"
        autoComplete="off"
        value={apiKey}
        onChange={(e) => {
          setApiKey(e.target.value);
          setLists(null);
        }}
        error={readLists.error?.message}
      />
      <p className="button-row">
        <button type="button" onClick={() => readLists.mutate()} disabled={readLists.isPending || !apiKey.trim()}>
          {readLists.isPending ? t('lead-delivery.readingYourLists') : t('lead-delivery.showMyLists')}
        </button>
      </p>
      {lists !== null && lists.length === 0 ? (
        <p role="status">{t('lead-delivery.hasNoListFor', { value: PROVIDER_LABELS[provider] })}</p>
      ) : null}
      {lists !== null && lists.length > 0 ? (
        <>
          <div className="field">
            <label htmlFor={`${ids}-list`}>{t('lead-delivery.list')}</label>
            <select id={`${ids}-list`} value={listId} onChange={(e) => setListId(e.target.value)}>
              {lists.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <FieldMapRows
            draft={mapping}
            onChange={setMapping}
            toolLabel={PROVIDER_LABELS[provider]}
            toolFields={known}
            reading={toolFields.isFetching}
            readError={toolFields.error}
          />
          <IntegrationOptions provider={provider} draft={options} onChange={setOptions} />
          {connect.error ? (
            <p className="form-error" role="alert">
              {t('lead-delivery.couldNotConnect', { message: connect.error.message })}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={connect.isPending || !listId || (!options.allPopups && options.chosen.length === 0)}
          >
            {connect.isPending
              ? t('lead-delivery.connecting')
              : t('lead-delivery.connectTool', { tool: PROVIDER_LABELS[provider] })}
          </button>
        </>
      ) : null}
    </form>
  );
}

export function IntegrationsSection({ integrations }: { integrations: Integration[] }) {
  const t = useT();
  const [connecting, setConnecting] = useState(false);
  const popups = useQuery(popupQueries.list());
  const popupNames = new Map((popups.data ?? []).map((p) => [p.poptin_id, p.name]));
  return (
    <section aria-labelledby="integrations-title">
      <h2 id="integrations-title">{t('lead-delivery.emailMarketingTools')}</h2>
      <p>{t('lead-delivery.addEachNewLead')}</p>
      {integrations.length > 0 ? (
        <ul className="webhooks">
          {integrations.map((i) => (
            <IntegrationRow key={i.integration_id} integration={i} popupNames={popupNames} />
          ))}
        </ul>
      ) : (
        <p>{t('lead-delivery.noToolConnectedYet')}</p>
      )}
      <OwnerOnly does={t('ownerOnly.emailTools')}>
        {connecting ? (
          <ConnectIntegration onDone={() => setConnecting(false)} />
        ) : (
          <button type="button" onClick={() => setConnecting(true)}>
            {t('lead-delivery.connectATool')}
          </button>
        )}
      </OwnerOnly>
    </section>
  );
}
