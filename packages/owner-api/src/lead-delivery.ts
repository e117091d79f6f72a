/**
 * The owner API of lead delivery: webhooks, their delivery log, and the
 * new-lead email setting.
 */
import * as z from 'zod';
import type { Integration } from './integrations.js';

/** An http(s) address without credentials (a secret in the URL would show in every log). */
function isWebhookUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const webhookUrlSchema = z
  .string()
  .max(2000, { error: 'must be at most 2000 characters', abort: true })
  .refine(isWebhookUrl, 'must be a web address starting with https:// (no user name or password in it)');

export const webhookCreateSchema = z.strictObject({ url: webhookUrlSchema });
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.strictObject({
  url: webhookUrlSchema.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

export const webhookParamsSchema = z.strictObject({
  endpointId: z.string().regex(/^[0-9a-f]{13}$/, 'must be a webhook id (13 lowercase hex characters)'),
});

export const deliveryParamsSchema = z.strictObject({
  deliveryId: z.string().regex(/^[1-9]\d{0,15}$/, 'must be a delivery number'),
});

export const leadEmailSettingSchema = z.strictObject({ new_lead_email: z.boolean() });
export type LeadEmailSetting = z.infer<typeof leadEmailSettingSchema>;

export interface Webhook {
  endpoint_id: string;
  url: string;
  /** whsec_…: verifies the webhook-signature header (see the recipe in the dashboard). */
  secret: string;
  enabled: boolean;
  created_at: string;
  /** The email of the member who added it, as it was then; null for webhooks added before this was recorded. */
  created_by: string | null;
}

export interface WebhookDelivery {
  delivery_id: string;
  endpoint_id: string | null;
  channel: 'webhook' | 'email' | 'integration';
  conversion_id: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

export interface LeadDeliveryAnswer {
  webhooks: Webhook[];
  /** Email-marketing integrations (integrations.ts), so the log can name where each delivery went. */
  integrations: Integration[];
  new_lead_email: boolean;
  /** Newest first, the last 50. */
  deliveries: WebhookDelivery[];
}
