/**
 * Sends one lead to one integration's tool: opens the stored API key, maps the lead's fields and calls the
 * tool. Used by the delivery worker and by "Send a test lead"; never throws.
 */
import { type Lead, PROVIDER_LABELS } from '@beckon/owner-api';
import type { SecretBox } from '../../secret-box.js';
import type { IntegrationRow } from './integration-repository.js';
import { mappedFields } from './integrations/contact-fields.js';
import type { ProviderFailure } from './integrations/provider.js';
import { PROVIDERS, type ProviderBaseUrls } from './integrations/providers.js';

export interface IntegrationRuntime {
  /** Opens stored API keys; null when the server has no secrets key (then no integration can be added). */
  box: SecretBox | null;
  baseUrls: ProviderBaseUrls;
}

export type IntegrationOutcome = ({ ok: true; status: number } | ({ ok: false } & ProviderFailure)) & {
  durationMs: number;
};

export async function sendLeadToIntegration(
  runtime: IntegrationRuntime,
  row: IntegrationRow,
  lead: Pick<Lead, 'email' | 'name' | 'phone' | 'fields'>,
): Promise<IntegrationOutcome> {
  const started = performance.now();
  if (lead.email.trim() === '')
    return {
      ok: false,
      status: null,
      error: 'the lead has no email address',
      permanent: true,
      retryAfterMs: null,
      durationMs: 0,
    };
  let apiKey: string;
  try {
    if (!runtime.box) throw new Error('no secrets key');
    apiKey = runtime.box.open(row.api_key_sealed);
  } catch {
    return {
      ok: false,
      status: null,
      error: `the ${PROVIDER_LABELS[row.provider]} API key cannot be read with this server's SECRETS_KEY; paste the key again under Integrations`,
      permanent: true,
      retryAfterMs: null,
      durationMs: 0,
    };
  }
  const outcome = await PROVIDERS[row.provider].addContact(
    { apiKey, baseUrl: runtime.baseUrls[row.provider] },
    row.list_id,
    {
      email: lead.email,
      fields: mappedFields(lead, row.field_map),
      tags: row.tags,
      doubleOptIn: row.double_opt_in,
    },
  );
  return { ...outcome, durationMs: Math.round(performance.now() - started) };
}
