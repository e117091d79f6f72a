/**
 * Request schemas and answer types of the owner API (issue 5). Shared with the
 * dashboard: it imports the types and the same zod schemas for its forms.
 * Query strings arrive as text, so numbers and dates are matched as text and
 * converted after validation (no coercion).
 */
import { id13, type PopupInput } from '@beckon/popup-schema';
import { z } from 'zod';

export const emailSchema = z
  .string()
  .max(254, 'must be at most 254 characters')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address like you@example.com');
/** ASVS 6.2.1: at least 8 characters (15 recommended); long passphrases allowed. */
export const passwordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters');

export const signUpBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  account_name: z
    .string()
    .min(1, 'must not be empty')
    .max(120, 'must be at most 120 characters')
    .regex(/\S/, 'must not be blank'),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.strictObject({
  email: z.string().min(1, 'must not be empty').max(254, 'must be at most 254 characters'),
  password: z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters'),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const popupParamsSchema = z.strictObject({ poptinId: id13 });
export const toggleBodySchema = z.strictObject({ is_active: z.boolean() });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31');
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
  account: { account_id: string; name: string };
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
  totals: { views: number; closes: number; conversions: number; conversion_rate: number };
}

export interface InstallAnswer {
  client_id: string;
  snippet: string;
  seen: boolean;
  last_seen_at: string | null;
  last_seen_url: string | null;
}

export interface ApiErrorBody {
  statusCode: number;
  code: string;
  error: string;
  message: string;
}
