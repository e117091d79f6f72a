/**
 * Lead delivery: the new-lead email switch, email-marketing tools, the account's webhooks with their
 * signing secrets and the recipe to verify them, and the delivery log with "Send again". The email switch,
 * the tools and the webhooks are changed (and tested) by the account's owner only; the others see them read-only.
 */
import type { LeadDeliveryAnswer, Webhook, WebhookDelivery } from '@beckon/owner-api';
import { PROVIDER_LABELS, webhookUrlSchema } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { OwnerOnly, useIsOwner } from '../account/owner-only.js';
import { ApiError, api } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { TextField } from '../components/text-field.js';
import { type MessageId, useT } from '../i18n/i18n.js';
import { schemaRuleWords } from '../i18n/schema-rule-words.js';
import { serverFieldErrors } from '../server-field-errors.js';
import { fieldErrors } from '../validation.js';
import { DestinationControls } from './destination-controls.js';
import { IntegrationsSection } from './integrations-section.js';
import { leadDeliveryQueries, useDeliveryWrite } from './lead-delivery-queries.js';

const when = (iso: string | null) => (iso === null ? '' : formatDateTime(iso));

function EmailSetting({ enabled }: { enabled: boolean }) {
  const t = useT();
  const save = useDeliveryWrite((on: boolean) => api('PUT', '/api/owner/lead-email', { new_lead_email: on }));
  const owner = useIsOwner();
  return (
    <section aria-labelledby="lead-email-title">
      <h2 id="lead-email-title">{t('signIn.email')}</h2>
      <div className="field checkbox">
        <label>
          <input
            type="checkbox"
            checked={save.isPending ? (save.variables ?? enabled) : enabled}
            disabled={save.isPending || !owner}
            onChange={(e) => save.mutate(e.target.checked)}
          />{' '}
          {t('lead-delivery.emailMeEachNew')}
        </label>
        <p className="hint">{t('lead-delivery.everyOwnerOfThis')}</p>
        <OwnerOnly does={t('ownerOnly.leadMails')} />
      </div>
      {/* Always in the page, so a screen reader announces the word when it appears. */}
      <p role="status">{save.isSuccess ? t('common.saved') : ''}</p>
      {save.error ? (
        <p className="form-error" role="alert">
          {t('lead-delivery.couldNotSave', { message: save.error.message })}
        </p>
      ) : null}
    </section>
  );
}

function WebhookRow({ webhook }: { webhook: Webhook }) {
  const t = useT();
  const [showSecret, setShowSecret] = useState(false);
  return (
    <li className="webhook">
      <p className="url">{webhook.url}</p>
      <p className="hint">
        {t('lead-delivery.added', { created_at: when(webhook.created_at) })}
        {webhook.created_by ? ` ${t('lead-delivery.byWho', { name: webhook.created_by })}` : ''}
      </p>
      <p>
        {webhook.enabled ? t('common.on') : t('common.off')}:{' '}
        {webhook.enabled ? t('lead-delivery.eachNewLeadSentHere') : t('lead-delivery.nothingIsSent')}
      </p>
      <p>
        {t('lead-delivery.signingSecret')}{' '}
        {showSecret ? (
          <code>{webhook.secret}</code>
        ) : (
          <button type="button" onClick={() => setShowSecret(true)}>
            {t('lead-delivery.showSecret')}
          </button>
        )}
      </p>
      <DestinationControls
        path={`/api/owner/webhooks/${webhook.endpoint_id}`}
        enabled={webhook.enabled}
        removeLabel={t('common.delete')}
      />
    </li>
  );
}

/** The server's refusal of an address, its rule in the person's words where the dashboard has them. */
function refusal(error: Error | null): string | undefined {
  if (!error) return undefined;
  return (error instanceof ApiError ? serverFieldErrors(error.detail).url : undefined) ?? error.message;
}

function AddWebhook() {
  const t = useT();
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const add = useDeliveryWrite((address: string) => api<Webhook>('POST', '/api/owner/webhooks', { url: address }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = url.trim();
    const checked = webhookUrlSchema.safeParse(address);
    if (!checked.success) {
      const rule = Object.values(fieldErrors(checked.error.issues, address, schemaRuleWords))[0] ?? '';
      return setInvalid(t('lead-delivery.theAddressRule', { rule }));
    }
    setInvalid(undefined);
    add.mutate(checked.data, { onSuccess: () => setUrl('') });
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('lead-delivery.webhookAddress')}
        hint={t('lead-delivery.eachNewLeadIs')}
        type="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={invalid ?? refusal(add.error)}
      />
      <button type="submit" disabled={add.isPending}>
        {add.isPending ? t('lead-delivery.adding') : t('lead-delivery.addWebhook')}
      </button>
    </form>
  );
}

function Recipe() {
  const t = useT();
  return (
    <details>
      <summary>{t('lead-delivery.howToCheckThat')}</summary>
      <p>
        {t('lead-delivery.eachRequestCarriesThree')} <code>{t('lead-delivery.webhookId')}</code>{' '}
        {t('lead-delivery.theSameOnEvery')} <code>{t('lead-delivery.webhookTimestamp')}</code>{' '}
        {t('lead-delivery.unixSecondsAnd')} <code>{t('lead-delivery.webhookSignature')}</code>.
      </p>
      <ol>
        <li>
          {t('lead-delivery.takeTheSecretWithout')} <code>{t('lead-delivery.whsec')}</code>{' '}
          {t('lead-delivery.prefixAndDecodeIt')}
        </li>
        <li>
          {t('lead-delivery.computeHmacSha256With')} <code>{t('lead-delivery.webhookIdWebhookTimestamp')}</code>{' '}
          {t('lead-delivery.andEncodeItIn')}
        </li>
        <li>
          {t('lead-delivery.theHeaderHolds')} <code>v1,</code> {t('lead-delivery.followedByThatValue')}
        </li>
        <li>{t('lead-delivery.refuseATimestampMore')}</li>
      </ol>
      <p>
        {t('lead-delivery.theBodyIs')}{' '}
        <code>{'{"type":"lead.created","timestamp":…,"account_id":…,"data":{lead}}'}</code>
        {t('lead-delivery.answerAny2xxWithin')}
      </p>
    </details>
  );
}

const STATE_TEXT: Record<WebhookDelivery['state'], MessageId> = {
  pending: 'lead-delivery.state.pending',
  delivered: 'lead-delivery.state.delivered',
  failed: 'lead-delivery.state.failed',
};

function DeliveryLog({ answer }: { answer: LeadDeliveryAnswer }) {
  const t = useT();
  const resend = useDeliveryWrite((id: string) => api('POST', `/api/owner/lead-deliveries/${id}/resend`));
  const urls = new Map(answer.webhooks.map((w) => [w.endpoint_id, w.url]));
  const tools = new Map(
    answer.integrations.map((i) => [i.integration_id, `${PROVIDER_LABELS[i.provider]} · ${i.list_name}`]),
  );
  const destination = (d: WebhookDelivery) =>
    d.channel === 'email'
      ? t('signIn.email')
      : d.channel === 'integration'
        ? (tools.get(d.endpoint_id ?? '') ?? t('lead-delivery.disconnectedTool'))
        : (urls.get(d.endpoint_id ?? '') ?? t('lead-delivery.deletedWebhook'));
  if (answer.deliveries.length === 0) return <p>{t('lead-delivery.noLeadHasBeen')}</p>;
  return (
    <>
      {resend.error ? (
        <p className="form-error" role="alert">
          {t('lead-delivery.couldNotSendAgain', { message: resend.error.message })}
        </p>
      ) : null}
      <div className="table-wrap">
        <table>
          <caption className="sr-only">{t('lead-delivery.the50NewestDeliveries')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lead-delivery.leadReceived')}</th>
              <th scope="col">{t('lead-delivery.sentTo')}</th>
              <th scope="col">{t('popups.col.status')}</th>
              <th scope="col">{t('lead-delivery.attempts')}</th>
              <th scope="col">{t('lead-delivery.lastAnswer')}</th>
              <th scope="col">
                <span className="sr-only">{t('popups.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.deliveries.map((d) => (
              <tr key={d.delivery_id}>
                <td>{when(d.created_at)}</td>
                <td className="url">{destination(d)}</td>
                <td>
                  {t(STATE_TEXT[d.state])}
                  {d.state === 'pending' && d.next_attempt_at
                    ? ` ${t('lead-delivery.nextTry', { time: when(d.next_attempt_at) })}`
                    : ''}
                </td>
                <td>{d.attempts}</td>
                <td>
                  {d.last_status !== null ? `HTTP ${d.last_status}` : ''}
                  {d.last_error ? ` ${d.last_error}` : ''}
                </td>
                <td>
                  {d.channel !== 'email' ? (
                    <button
                      type="button"
                      onClick={() => resend.mutate(d.delivery_id)}
                      disabled={resend.isPending && resend.variables === d.delivery_id}
                    >
                      {t('lead-delivery.sendAgain')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function LeadDeliveryScreen() {
  const t = useT();
  const delivery = useQuery(leadDeliveryQueries.settings());
  if (delivery.isPending) return <Loading label={t('lead-delivery.loadingLeadDelivery')} />;
  if (delivery.isError)
    return (
      <>
        <h1>{t('nav.leadDelivery')}</h1>
        <LoadError what={t('lead-delivery.leadDelivery')} error={delivery.error} onRetry={() => delivery.refetch()} />
      </>
    );
  const answer = delivery.data;
  return (
    <>
      <h1>{t('nav.leadDelivery')}</h1>
      <p>{t('lead-delivery.getEachNewLead')}</p>
      <EmailSetting enabled={answer.new_lead_email} />
      <IntegrationsSection integrations={answer.integrations} />
      <section aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">{t('lead-delivery.webhooks')}</h2>
        {answer.webhooks.length > 0 ? (
          <ul className="webhooks">
            {answer.webhooks.map((w) => (
              <WebhookRow key={w.endpoint_id} webhook={w} />
            ))}
          </ul>
        ) : (
          <p>{t('lead-delivery.noWebhookYet')}</p>
        )}
        <OwnerOnly does={t('ownerOnly.webhooks')}>
          {answer.webhooks.length < 5 ? <AddWebhook /> : <p>{t('lead-delivery.anAccountCanHave')}</p>}
        </OwnerOnly>
        <Recipe />
      </section>
      <section aria-labelledby="log-title">
        <h2 id="log-title">{t('lead-delivery.deliveryLog')}</h2>
        <DeliveryLog answer={answer} />
      </section>
    </>
  );
}
