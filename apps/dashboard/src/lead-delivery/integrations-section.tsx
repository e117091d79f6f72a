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
  PROVIDERS_WITH_DOUBLE_OPT_IN,
  PROVIDERS_WITH_TAGS,
} from '@beckon/owner-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { OwnerOnly } from '../account/owner-only.js';
import { api } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import { popupQueries } from '../popups/popups-queries.js';
import { DestinationControls } from './destination-controls.js';
import { useDeliveryWrite } from './lead-delivery-queries.js';
import { keepIfListed, ToolFieldInput } from './tool-field-input.js';

/** Each tool's usual field names for a lead's name and phone, filled in for the owner to change. */
const DEFAULT_FIELDS: Record<IntegrationProvider, { name: string; phone: string }> = {
  mailchimp: { name: 'FNAME', phone: 'PHONE' },
  brevo: { name: 'FIRSTNAME', phone: 'SMS' },
  klaviyo: { name: 'first_name', phone: 'phone_number' },
  hubspot: { name: 'firstname', phone: 'phone' },
};

const KEY_HINTS: Record<IntegrationProvider, string> = {
  mailchimp: 'Mailchimp: Profile → Extras → API keys. The key ends with your data centre, such as -us21.',
  brevo: 'Brevo: SMTP & API → API keys.',
  klaviyo: 'Klaviyo: Settings → API keys → a private key (pk_…) with Lists and Profiles write access.',
  hubspot: 'HubSpot: Settings → Integrations → Private apps → an access token with the CRM contacts and lists scopes.',
};

function describeMapping(integration: Integration): string {
  if (integration.field_map.length === 0) return 'Only the email address is sent.';
  const from = (f: string) => (f === 'name' ? 'Name' : f === 'phone' ? 'Phone' : f.slice('field:'.length));
  return `Sends the email, and ${integration.field_map.map((m) => `${from(m.from)} as ${m.to}`).join(', ')}.`;
}

function IntegrationRow({ integration, popupNames }: { integration: Integration; popupNames: Map<string, string> }) {
  const t = useT();
  const path = `/api/owner/integrations/${integration.integration_id}`;
  const label = PROVIDER_LABELS[integration.provider];
  const popups =
    integration.popup_ids === null
      ? 'every pop-up'
      : integration.popup_ids.map((id) => popupNames.get(id) ?? 'a deleted pop-up').join(', ');
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
        {integration.created_by ? ` by ${integration.created_by}` : ''}
      </p>
      <p>
        {integration.enabled ? `On: new leads of ${popups} go to this list.` : t('lead-delivery.offNothingIsSent')}{' '}
        {describeMapping(integration)}
        {integration.tags.length > 0 ? ` Tags: ${integration.tags.join(', ')}.` : ''}
        {integration.double_opt_in ? ' New contacts confirm by email first (double opt-in).' : ''}
      </p>
      <DestinationControls path={path} enabled={integration.enabled} removeLabel="Disconnect" />
    </li>
  );
}

interface ExtraField {
  label: string;
  field: string;
}
/** The API takes 30 mappings; the name and the phone have their own. */
const MAX_EXTRA_FIELDS = 28;

function ConnectIntegration({ onDone }: { onDone: () => void }) {
  const t = useT();
  const ids = useId();
  const [provider, setProvider] = useState<IntegrationProvider>('mailchimp');
  const [apiKey, setApiKey] = useState('');
  const [lists, setLists] = useState<IntegrationList[] | null>(null);
  const [listId, setListId] = useState('');
  const [nameField, setNameField] = useState(DEFAULT_FIELDS.mailchimp.name);
  const [phoneField, setPhoneField] = useState(DEFAULT_FIELDS.mailchimp.phone);
  const [extras, setExtras] = useState<ExtraField[]>([{ label: '', field: '' }]);
  const [tags, setTags] = useState('');
  const [doubleOptIn, setDoubleOptIn] = useState(false);
  const [allPopups, setAllPopups] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const popups = useQuery(popupQueries.list());
  const originals = (popups.data ?? []).filter((p) => p.ab_test_parent_id === null);

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
    setNameField((v) => keepIfListed(v, known));
    setPhoneField((v) => keepIfListed(v, known));
    setExtras((rows) => rows.map((x) => ({ ...x, field: keepIfListed(x.field, known) })));
  }, [known]);

  const pickProvider = (next: IntegrationProvider) => {
    setProvider(next);
    setLists(null);
    setListId('');
    setNameField(DEFAULT_FIELDS[next].name);
    setPhoneField(DEFAULT_FIELDS[next].phone);
    setDoubleOptIn(false);
    setTags('');
    readLists.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fieldMap = [
      ...(nameField.trim() ? [{ from: 'name', to: nameField.trim() }] : []),
      ...(phoneField.trim() ? [{ from: 'phone', to: phoneField.trim() }] : []),
      ...extras.flatMap((x) =>
        x.label.trim() && x.field.trim() ? [{ from: `field:${x.label.trim()}`, to: x.field.trim() }] : [],
      ),
    ];
    connect.mutate(
      {
        provider,
        api_key: apiKey.trim(),
        list_id: listId,
        field_map: fieldMap,
        tags: tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        double_opt_in: doubleOptIn,
        popup_ids: allPopups ? null : chosen,
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
        hint={`${KEY_HINTS[provider]} It is stored encrypted and never shown again.`}
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
          <fieldset>
            <legend>{t('lead-delivery.fields')}</legend>
            <p className="hint">{t('lead-delivery.theEmailAddressAlways', { value: PROVIDER_LABELS[provider] })}</p>
            {toolFields.isFetching ? (
              <p role="status">{t('lead-delivery.readingFields', { value: PROVIDER_LABELS[provider] })}</p>
            ) : null}
            {toolFields.error ? (
              <p className="hint" role="status">
                {t('lead-delivery.couldNotReadFields', {
                  value: PROVIDER_LABELS[provider],
                  message: toolFields.error.message,
                })}
              </p>
            ) : null}
            <ToolFieldInput
              label={t('lead-delivery.nameGoesTo')}
              value={nameField}
              onChange={setNameField}
              toolFields={known}
              toolLabel={PROVIDER_LABELS[provider]}
            />
            <ToolFieldInput
              label={t('lead-delivery.phoneGoesTo')}
              value={phoneField}
              onChange={setPhoneField}
              toolFields={known}
              toolLabel={PROVIDER_LABELS[provider]}
            />
            {extras.map((x, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end and removed by position.
              <div className="field-pair" key={i}>
                <TextField
                  label={t('lead-delivery.anotherFieldN', { n: i + 1 })}
                  value={x.label}
                  onChange={(e) => setExtras(extras.map((y, j) => (j === i ? { ...y, label: e.target.value } : y)))}
                />
                <ToolFieldInput
                  label={t('lead-delivery.goesToN', { n: i + 1 })}
                  value={x.field}
                  onChange={(field) => setExtras(extras.map((y, j) => (j === i ? { ...y, field } : y)))}
                  toolFields={known}
                  toolLabel={PROVIDER_LABELS[provider]}
                />
                {extras.length > 1 ? (
                  <button type="button" onClick={() => setExtras(extras.filter((_, j) => j !== i))}>
                    {t('lead-delivery.removeFieldN', { n: i + 1 })}
                  </button>
                ) : null}
              </div>
            ))}
            {extras.length < MAX_EXTRA_FIELDS ? (
              <p className="button-row">
                <button type="button" onClick={() => setExtras([...extras, { label: '', field: '' }])}>
                  {t('lead-delivery.addAnotherField')}
                </button>
              </p>
            ) : null}
          </fieldset>
          {PROVIDERS_WITH_TAGS.includes(provider) ? (
            <TextField
              label={t('lead-delivery.tags')}
              hint={t('lead-delivery.separatedByCommasE')}
              value={tags}
              onChange={(e) => setTags(e.target.value)}
            />
          ) : null}
          {PROVIDERS_WITH_DOUBLE_OPT_IN.includes(provider) ? (
            <div className="field checkbox">
              <label>
                <input type="checkbox" checked={doubleOptIn} onChange={(e) => setDoubleOptIn(e.target.checked)} />{' '}
                {t('lead-delivery.doubleOptInMails', { value: PROVIDER_LABELS[provider] })}
              </label>
            </div>
          ) : (
            <p className="hint">{t('lead-delivery.doubleOptInIf', { value: PROVIDER_LABELS[provider] })}</p>
          )}
          <fieldset>
            <legend>{t('lead-delivery.whichPopUps')}</legend>
            <div className="field checkbox">
              <label>
                <input type="radio" name={`${ids}-popups`} checked={allPopups} onChange={() => setAllPopups(true)} />{' '}
                {t('lead-delivery.everyPopUp')}
              </label>
            </div>
            <div className="field checkbox">
              <label>
                <input type="radio" name={`${ids}-popups`} checked={!allPopups} onChange={() => setAllPopups(false)} />{' '}
                {t('lead-delivery.onlyThese')}
              </label>
            </div>
            {!allPopups
              ? originals.map((p) => (
                  <div className="field checkbox" key={p.poptin_id}>
                    <label>
                      <input
                        type="checkbox"
                        checked={chosen.includes(p.poptin_id)}
                        onChange={(e) =>
                          setChosen(
                            e.target.checked ? [...chosen, p.poptin_id] : chosen.filter((id) => id !== p.poptin_id),
                          )
                        }
                      />{' '}
                      {p.name}
                    </label>
                  </div>
                ))
              : null}
          </fieldset>
          {connect.error ? (
            <p className="form-error" role="alert">
              {t('lead-delivery.couldNotConnect', { message: connect.error.message })}
            </p>
          ) : null}
          <button type="submit" disabled={connect.isPending || !listId || (!allPopups && chosen.length === 0)}>
            {connect.isPending ? t('lead-delivery.connecting') : `Connect ${PROVIDER_LABELS[provider]}`}
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
      <OwnerOnly does="connect, test, turn off or disconnect email marketing tools">
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
