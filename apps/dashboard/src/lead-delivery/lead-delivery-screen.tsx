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
import { api } from '../api/client.js';
import { formatDateTime } from '../components/dates.js';
import { LoadError } from '../components/load-error.js';
import { Loading } from '../components/loading.js';
import { TextField } from '../components/text-field.js';
import { DestinationControls } from './destination-controls.js';
import { IntegrationsSection } from './integrations-section.js';
import { leadDeliveryQueries, useDeliveryWrite } from './lead-delivery-queries.js';

const when = (iso: string | null) => (iso === null ? '' : formatDateTime(iso));

function EmailSetting({ enabled }: { enabled: boolean }) {
  const save = useDeliveryWrite((on: boolean) => api('PUT', '/api/owner/lead-email', { new_lead_email: on }));
  const owner = useIsOwner();
  return (
    <section aria-labelledby="lead-email-title">
      <h2 id="lead-email-title">Email</h2>
      <div className="field checkbox">
        <label>
          <input
            type="checkbox"
            checked={save.isPending ? (save.variables ?? enabled) : enabled}
            disabled={save.isPending || !owner}
            onChange={(e) => save.mutate(e.target.checked)}
          />{' '}
          Email me each new lead
        </label>
        <p className="hint">Every owner of this account gets a mail with the lead's details.</p>
        <OwnerOnly does="change whether new leads are mailed" />
      </div>
      {save.error ? (
        <p className="form-error" role="alert">
          Could not save: {save.error.message}
        </p>
      ) : null}
    </section>
  );
}

function WebhookRow({ webhook }: { webhook: Webhook }) {
  const [showSecret, setShowSecret] = useState(false);
  return (
    <li className="webhook">
      <p className="url">{webhook.url}</p>
      <p className="hint">
        Added {when(webhook.created_at)}
        {webhook.created_by ? ` by ${webhook.created_by}` : ''}
      </p>
      <p>
        {webhook.enabled ? 'On' : 'Off'}: {webhook.enabled ? 'each new lead is sent here.' : 'nothing is sent.'}
      </p>
      <p>
        Signing secret:{' '}
        {showSecret ? (
          <code>{webhook.secret}</code>
        ) : (
          <button type="button" onClick={() => setShowSecret(true)}>
            Show secret
          </button>
        )}
      </p>
      <DestinationControls
        path={`/api/owner/webhooks/${webhook.endpoint_id}`}
        enabled={webhook.enabled}
        removeLabel="Delete"
      />
    </li>
  );
}

function AddWebhook() {
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const add = useDeliveryWrite((address: string) => api<Webhook>('POST', '/api/owner/webhooks', { url: address }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = webhookUrlSchema.safeParse(url.trim());
    if (!checked.success) return setInvalid(`The address ${checked.error.issues[0]?.message ?? 'is not valid'}.`);
    setInvalid(undefined);
    add.mutate(checked.data, { onSuccess: () => setUrl('') });
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="Webhook address"
        hint="Each new lead is POSTed here as JSON, e.g. https://example.com/hooks/beckon."
        type="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={invalid ?? add.error?.message}
      />
      <button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add webhook'}
      </button>
    </form>
  );
}

function Recipe() {
  return (
    <details>
      <summary>How to check that a request came from Beckon</summary>
      <p>
        Each request carries three headers, in the Standard Webhooks format (standardwebhooks.com, whose libraries
        verify them): <code>webhook-id</code> (the same on every retry of one delivery), <code>webhook-timestamp</code>{' '}
        (Unix seconds) and <code>webhook-signature</code>.
      </p>
      <ol>
        <li>
          Take the secret without its <code>whsec_</code> prefix and decode it from base64: that is the key.
        </li>
        <li>
          Compute HMAC-SHA256 with that key over <code>webhook-id + "." + webhook-timestamp + "." + raw body</code> and
          encode it in base64.
        </li>
        <li>
          The header holds <code>v1,</code> followed by that value; compare in constant time.
        </li>
        <li>Refuse a timestamp more than 5 minutes from your clock, so an old request cannot be replayed.</li>
      </ol>
      <p>
        The body is <code>{'{"type":"lead.created","timestamp":…,"account_id":…,"data":{lead}}'}</code>. Answer any 2xx
        within 10 seconds; otherwise the lead is sent again after 10 s, 20 s, 40 s… for 24 hours.
      </p>
    </details>
  );
}

const STATE_TEXT: Record<WebhookDelivery['state'], string> = {
  pending: 'Waiting to retry',
  delivered: 'Delivered',
  failed: 'Gave up',
};

function DeliveryLog({ answer }: { answer: LeadDeliveryAnswer }) {
  const resend = useDeliveryWrite((id: string) => api('POST', `/api/owner/lead-deliveries/${id}/resend`));
  const urls = new Map(answer.webhooks.map((w) => [w.endpoint_id, w.url]));
  const tools = new Map(
    answer.integrations.map((i) => [i.integration_id, `${PROVIDER_LABELS[i.provider]} · ${i.list_name}`]),
  );
  const destination = (d: WebhookDelivery) =>
    d.channel === 'email'
      ? 'Email'
      : d.channel === 'integration'
        ? (tools.get(d.endpoint_id ?? '') ?? 'A disconnected tool')
        : (urls.get(d.endpoint_id ?? '') ?? 'A deleted webhook');
  if (answer.deliveries.length === 0) return <p>No lead has been sent yet.</p>;
  return (
    <>
      {resend.error ? (
        <p className="form-error" role="alert">
          Could not send again: {resend.error.message}
        </p>
      ) : null}
      <div className="table-wrap">
        <table>
          <caption className="sr-only">The 50 newest deliveries</caption>
          <thead>
            <tr>
              <th scope="col">Lead received</th>
              <th scope="col">Sent to</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last answer</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.deliveries.map((d) => (
              <tr key={d.delivery_id}>
                <td>{when(d.created_at)}</td>
                <td className="url">{destination(d)}</td>
                <td>
                  {STATE_TEXT[d.state]}
                  {d.state === 'pending' && d.next_attempt_at ? ` (next try ${when(d.next_attempt_at)})` : ''}
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
                      Send again
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
  const delivery = useQuery(leadDeliveryQueries.settings());
  if (delivery.isPending) return <Loading label="Loading lead delivery" />;
  if (delivery.isError)
    return (
      <>
        <h1>Lead delivery</h1>
        <LoadError what="lead delivery" error={delivery.error} onRetry={() => delivery.refetch()} />
      </>
    );
  const answer = delivery.data;
  return (
    <>
      <h1>Lead delivery</h1>
      <p>Get each new lead by email, in your email marketing tool, and in your own systems by webhook.</p>
      <EmailSetting enabled={answer.new_lead_email} />
      <IntegrationsSection integrations={answer.integrations} />
      <section aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">Webhooks</h2>
        {answer.webhooks.length > 0 ? (
          <ul className="webhooks">
            {answer.webhooks.map((w) => (
              <WebhookRow key={w.endpoint_id} webhook={w} />
            ))}
          </ul>
        ) : (
          <p>No webhook yet.</p>
        )}
        <OwnerOnly does="add, turn off or delete webhooks">
          {answer.webhooks.length < 5 ? <AddWebhook /> : <p>An account can have 5 webhooks.</p>}
        </OwnerOnly>
        <Recipe />
      </section>
      <section aria-labelledby="log-title">
        <h2 id="log-title">Delivery log</h2>
        <DeliveryLog answer={answer} />
      </section>
    </>
  );
}
