/**
 * Request schemas and answer types of the owner API: the contract
 * between apps/server (validates with these schemas) and apps/dashboard (takes
 * its types and the same zod schemas for its forms). A package of its own so
 * neither app imports the other's source.
 * Query strings arrive as text, so numbers and dates are matched as text and
 * converted after validation (no coercion).
 */
import { id13, type PopupInput } from '@beckon/popup-schema';
import * as z from 'zod';
import { emailSchema } from './email.js';
import { passwordSchema } from './sign-in.js';

export { EMAIL_PATTERN, emailSchema } from './email.js';

/**
 * The one answer to every valid sign-up, for a new and a known email alike:
 * only the mail that follows differs, so the answer does not tell which emails have an account.
 */
export interface SignUpAnswer {
  status: 'confirmation-sent';
}

/** The token from the confirmation link (/admin/confirm?token=…): 256 bits as 43 base64url characters. */
export const confirmSignUpBodySchema = z.strictObject({
  token: z
    .string()
    .max(100, { error: 'must be at most 100 characters', abort: true })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token from the confirmation link'),
});
export type ConfirmSignUpBody = z.infer<typeof confirmSignUpBodySchema>;

export const popupParamsSchema = z.strictObject({ poptinId: id13 });
export const toggleBodySchema = z.strictObject({ is_active: z.boolean() });

/**
 * The days any date query may name. Year 0000 and 10000 do not exist in
 * PostgreSQL timestamps (a 500 before); no report needs days outside these.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';
export const DAY_OUT_OF_RANGE = `must be a date from ${FIRST_DAY} to ${LAST_DAY}`;
/** `day` is YYYY-MM-DD already: as text, the order of days is the order of strings. */
export const isSupportedDay = (day: string): boolean => day >= FIRST_DAY && day <= LAST_DAY;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date like 2026-01-31', abort: true })
  .refine(isSupportedDay, DAY_OUT_OF_RANGE);
const positiveIntText = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'must be a whole number from 1')
    .refine((s) => Number(s) <= max, `must be at most ${max}`);

export const leadsQuerySchema = z.strictObject({
  q: z.string().max(200).optional(),
  popup: id13.optional(),
  from: day.optional(),
  to: day.optional(),
  page: positiveIntText(100_000).optional(),
  page_size: positiveIntText(100).optional(),
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

export const csvQuerySchema = leadsQuerySchema.omit({ page: true, page_size: true });

export const resultsQuerySchema = z.strictObject({ from: day, to: day, popup: id13.optional() });
export type ResultsQuery = z.infer<typeof resultsQuerySchema>;

// ---- answers ----

export interface SessionAnswer {
  owner: { owner_id: string; email: string };
  /**
   * The signed-in person's role, read afresh on each request: the dashboard hides the controls the
   * server refuses to this role (roles.ts), so nobody is offered what they may not do.
   */
  role: TeamRole;
  account: { account_id: string; name: string };
  /** The account's plan: a free plan always shows the credit badge (the builder's badge switch). */
  plan: { is_freemium: boolean };
  csrf_token: string;
}

export interface PopupSummary {
  poptin_id: string;
  name: string;
  poptin_type: string;
  poptin_format: number;
  is_active: boolean;
  ab_test_parent_id: string | null;
  ab_weight: number;
  version: number;
  updated_at: string;
}

export interface PopupDetail extends PopupSummary {
  popup: PopupInput;
}

export interface Lead {
  conversion_id: string;
  poptin_id: string;
  popup_name: string;
  email: string;
  name: string;
  phone: string;
  /** Other submitted values as label → value text. */
  fields: Record<string, string>;
  created_at: string;
  /** The words of the consent box the visitor ticked and when; null when the form had none or it was left unticked. */
  consent: { text: string; given_at: string } | null;
}

/** A lead as its webhooks receive it (`data` of lead.created): where it was left and which A/B version was shown. */
export interface DeliveredLead extends Lead {
  /** The address of the page the visitor sent the form from, as their browser reported it. */
  page_url: string;
  /**
   * Null when the pop-up is in no A/B test. Otherwise the test's original pop-up (`ab_test_parent_id`, as in
   * Results) and whether the version shown (`poptin_id`, `popup_name`) was the original or one of its variants.
   */
  variant: { ab_test_parent_id: string; is_original: boolean } | null;
}

export interface LeadsAnswer {
  leads: Lead[];
  total: number;
  page: number;
  page_size: number;
}

export interface ResultRow {
  poptin_id: string;
  name: string;
  ab_test_parent_id: string | null;
  views: number;
  closes: number;
  /** Link buttons followed (counted apart from the closes). */
  click_throughs: number;
  conversions: number;
  /** conversions / views, 0 when there were no views. */
  conversion_rate: number;
}

export interface ResultDay {
  day: string;
  views: number;
  closes: number;
  conversions: number;
}

export interface ResultsAnswer {
  from: string;
  to: string;
  popups: ResultRow[];
  days: ResultDay[];
  totals: { views: number; closes: number; click_throughs: number; conversions: number; conversion_rate: number };
}

export interface InstallAnswer {
  client_id: string;
  snippet: string;
  /** The visitor-statistics tracker's snippet for the same site (shown on the statistics screen). */
  tracker_snippet: string;
  seen: boolean;
  last_seen_at: string | null;
  last_seen_url: string | null;
}

export interface ApiErrorBody {
  statusCode: number;
  code: string;
  error: string;
  message: string;
  /** The message's values as data, on the errors that carry them (a refused CSV file's lines). */
  params?: Record<string, unknown>;
}

// ---- Stats API keys ----

/** POST /api/owner/stats-keys: an optional label and lifetime (no lifetime: the key never expires). */
export const statsKeyCreateSchema = z.strictObject({
  label: z.string().max(100, 'must be at most 100 characters').optional(),
  expires_in_days: z.number().int().min(1, 'must be 1 or more').max(3650, 'must be at most 3650').optional(),
});
export type StatsKeyCreate = z.infer<typeof statsKeyCreateSchema>;
export const statsKeyParamsSchema = z.strictObject({
  keyId: z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 lowercase hex characters'),
});

export interface StatsKeySummary {
  key_id: string;
  /** The key's first characters; the key itself is shown only once, when made. */
  prefix: string;
  label: string;
  created_at: string;
  /** The email of the member who made it, as it was then; null for keys made before this was recorded. */
  created_by: string | null;
  expires_at: string | null;
}

export interface StatsKeyCreated extends StatsKeySummary {
  key: string;
  reports: string;
}

export * from './account-settings.js';
export * from './form-submissions.js';
export * from './iban.js';
export * from './integrations.js';
export * from './lead-delivery.js';
export * from './mail-outbox.js';
export * from './prize-codes.js';
export * from './sale-price.js';
export * from './shop-catalogue.js';
export * from './shop-inventory.js';
export * from './shop-legal.js';
export * from './shop-mail-texts.js';
export * from './shop-orders.js';
export * from './shop-payments.js';
export * from './shop-settings.js';
export * from './shop-shipping.js';
export * from './shop-taxes.js';
export * from './shop-time-zone.js';
export * from './sign-in.js';
export * from './site.js';
export * from './site-images.js';
export * from './site-label.js';
export * from './site-menu.js';
export * from './site-pages.js';
export * from './statistics.js';
export * from './store-catalogue.js';

// ---- Account recovery and changes ----

/** A mailed link's token: 256 bits as 43 base64url characters. */
const linkToken = z
  .string()
  .max(100, { error: 'must be at most 100 characters', abort: true })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token from the link in the mail');

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The link carries the account id beside the token, like the session cookie, so the row is found by both. */
export const passwordResetBodySchema = z.strictObject({ account_id: id13, token: linkToken, password: passwordSchema });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

export const passwordChangeSchema = z.strictObject({
  current_password: z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters'),
  new_password: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const emailChangeSchema = z.strictObject({
  new_email: emailSchema,
  password: z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters'),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

export const emailChangeConfirmSchema = z.strictObject({ account_id: id13, token: linkToken });
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

/** The one answer to a reset request, whether or not the email has an account. */
export interface PasswordResetRequested {
  status: 'reset-mail-sent-if-known';
}

// ---- The team: members, roles and invitations ----

/** 'owner' manages the team and everything else; 'editor' may also change the site; 'viewer' only reads. */
export const teamRoleSchema = z.enum(['owner', 'editor', 'viewer'], { error: 'must be owner, editor or viewer' });
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** An invitation makes an editor or a viewer; an owner is made by changing a member's role. */
export const teamInviteSchema = z.strictObject({
  email: emailSchema,
  role: z.enum(['editor', 'viewer'], { error: 'must be editor or viewer' }),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamMemberParamsSchema = z.strictObject({ ownerId: id13 });
/** `?revoke=true` also revokes what the member made: their Stats API keys and webhooks go, their coupons switch off. */
export const teamRemovalQuerySchema = z.strictObject({ revoke: z.enum(['true', 'false']).optional() });
export type TeamRemovalQuery = z.infer<typeof teamRemovalQuerySchema>;

/** What a member made that still reads or receives the account's data, or gives money off. */
export interface MemberMade {
  stats_keys: { key_id: string; label: string; prefix: string }[];
  webhooks: { endpoint_id: string; url: string }[];
  /** Email-marketing integrations: where the account's leads go, named by tool and list. */
  integrations: { integration_id: string; tool: string; list_name: string }[];
  /** Coupons still switched on. */
  coupons: { code: string }[];
}
export const teamInvitationParamsSchema = z.strictObject({ invitationId: id13 });
export const teamRoleChangeSchema = z.strictObject({ role: teamRoleSchema });
export type TeamRoleChange = z.infer<typeof teamRoleChangeSchema>;

/** The invitation link (/admin/join?account=…&token=…), as the reset link carries it. */
export const teamInvitationLinkSchema = z.strictObject({ account_id: id13, token: linkToken });
export type TeamInvitationLink = z.infer<typeof teamInvitationLinkSchema>;
export const teamJoinSchema = z.strictObject({ account_id: id13, token: linkToken, password: passwordSchema });
export type TeamJoin = z.infer<typeof teamJoinSchema>;

export interface TeamMember {
  owner_id: string;
  email: string;
  role: TeamRole;
  joined_at: string;
  is_you: boolean;
}

export interface TeamInvitation {
  invitation_id: string;
  email: string;
  role: 'editor' | 'viewer';
  created_at: string;
  expires_at: string;
}

export interface TeamAnswer {
  your_role: TeamRole;
  /** Only owners may invite, change roles and remove members; the others see the team. */
  can_manage: boolean;
  members: TeamMember[];
  /** Invitations not accepted yet (expired ones included until they are replaced or cancelled). */
  invitations: TeamInvitation[];
}

/** What the invitation link's page shows before the invitee sets a password. */
export interface TeamInvitationPreview {
  account_name: string;
  email: string;
  role: 'editor' | 'viewer';
}
