/**
 * The owner API of email-marketing integrations: an API key, a list at the tool, how the pop-up's fields map
 * to the tool's, and which pop-ups' leads go there. The key is write-only: answers show its last 4 characters.
 */
import * as z from 'zod';

export const INTEGRATION_PROVIDERS = ['mailchimp', 'brevo', 'klaviyo', 'hubspot'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** What each tool is called on screen and in the delivery log. */
export const PROVIDER_LABELS: Record<IntegrationProvider, string> = {
  mailchimp: 'Mailchimp',
  brevo: 'Brevo',
  klaviyo: 'Klaviyo',
  hubspot: 'HubSpot',
};

/** Only Mailchimp takes a per-request double opt-in (status "pending"); the others set it on the list. */
export const PROVIDERS_WITH_DOUBLE_OPT_IN: readonly IntegrationProvider[] = ['mailchimp'];
/** Only Mailchimp has contact tags in the calls used; elsewhere a list is the grouping. */
export const PROVIDERS_WITH_TAGS: readonly IntegrationProvider[] = ['mailchimp'];

/** Text without control characters, its length checked first (NUL and lone surrogates are refused for every route). */
const plain = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters`, abort: true })
    .refine((s) => !/\p{Cc}/u.test(s), 'must be plain text without control characters');

const apiKeySchema = plain(300)
  .pipe(z.string().trim())
  .refine((s) => s.length >= 8, 'must be the API key from your tool (at least 8 characters)');

const listIdSchema = plain(100).refine((s) => /^[A-Za-z0-9_-]{1,100}$/.test(s), 'must be a list id from your tool');

/** Where a pop-up value comes from: its name, phone, or another field by its label. */
export const fieldSourceSchema = plain(120).refine(
  (s) => s === 'name' || s === 'phone' || (s.startsWith('field:') && s.length > 6),
  'must be name, phone or field:<label>',
);

/** A tool field name the mapping takes; listed fields named otherwise are not offered. */
export const TOOL_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

const fieldMapSchema = z
  .array(
    z.strictObject({
      from: fieldSourceSchema,
      to: plain(100).refine((s) => TOOL_FIELD_NAME.test(s), 'must be a field name of your tool'),
    }),
  )
  .max(30, 'at most 30 mapped fields');

const tagsSchema = z.array(plain(100).refine((s) => s.trim() !== '', 'must not be empty')).max(20, 'at most 20 tags');

const popupIdsSchema = z
  .array(plain(13).refine((s) => /^[0-9a-f]{13}$/.test(s), 'must be a pop-up id'))
  .min(1, 'choose at least one pop-up, or send null for every pop-up')
  .max(200)
  .nullable();

export const integrationListsQuerySchema = z.strictObject({
  provider: z.enum(INTEGRATION_PROVIDERS),
  api_key: apiKeySchema,
});
export type IntegrationListsQuery = z.infer<typeof integrationListsQuerySchema>;

/** A tool's fields for one list, read with a pasted key, before the integration is saved. */
export const integrationFieldsQuerySchema = z.strictObject({
  provider: z.enum(INTEGRATION_PROVIDERS),
  api_key: apiKeySchema,
  list_id: listIdSchema,
});
export type IntegrationFieldsQuery = z.infer<typeof integrationFieldsQuerySchema>;

/** A saved integration's fields, for its own list or another list the same key reaches. */
export const integrationFieldsSearchSchema = z.strictObject({ list_id: listIdSchema.optional() });
export type IntegrationFieldsSearch = z.infer<typeof integrationFieldsSearchSchema>;

export const integrationCreateSchema = z.strictObject({
  provider: z.enum(INTEGRATION_PROVIDERS),
  api_key: apiKeySchema,
  list_id: listIdSchema,
  field_map: fieldMapSchema.default([]),
  tags: tagsSchema.default([]),
  double_opt_in: z.boolean().default(false),
  popup_ids: popupIdsSchema.default(null),
});
export type IntegrationCreate = z.infer<typeof integrationCreateSchema>;

export const integrationUpdateSchema = z.strictObject({
  api_key: apiKeySchema.optional(),
  list_id: listIdSchema.optional(),
  field_map: fieldMapSchema.optional(),
  tags: tagsSchema.optional(),
  double_opt_in: z.boolean().optional(),
  popup_ids: popupIdsSchema.optional(),
  enabled: z.boolean().optional(),
});
export type IntegrationUpdate = z.infer<typeof integrationUpdateSchema>;

export const integrationParamsSchema = z.strictObject({
  integrationId: z.string().regex(/^[0-9a-f]{13}$/, 'must be an integration id (13 lowercase hex characters)'),
});

export interface IntegrationFieldMapping {
  from: string;
  to: string;
}

export interface Integration {
  integration_id: string;
  provider: IntegrationProvider;
  /** The API key's last 4 characters; the key itself is never answered. */
  api_key_last4: string;
  list_id: string;
  list_name: string;
  field_map: IntegrationFieldMapping[];
  tags: string[];
  double_opt_in: boolean;
  /** null: every pop-up's leads. */
  popup_ids: string[] | null;
  enabled: boolean;
  created_at: string;
  created_by: string | null;
}

export interface IntegrationList {
  id: string;
  name: string;
}

export interface IntegrationListsAnswer {
  lists: IntegrationList[];
}

/** One of the tool's own fields a value can go to: its API name and the name its screens show. */
export interface IntegrationField {
  id: string;
  name: string;
}

export interface IntegrationFieldsAnswer {
  fields: IntegrationField[];
  /** The tool also takes fields it cannot list (Klaviyo's custom properties): the owner may type a name. */
  free_text: boolean;
}

/** The outcome of "Send a test lead", to a webhook or an integration. */
export interface TestLeadAnswer {
  ok: boolean;
  /** The receiver's HTTP status; null when it did not answer. */
  status: number | null;
  /** What happened, in plain words. */
  message: string;
}
