/**
 * The owner API of privacy requests: one lead's deletion, everything held about one person (found by
 * email) exported or erased, and the account's retention period for leads and form submissions.
 * The person's email travels in the body of a POST, never in an address, so it stays out of access logs.
 */
import * as z from 'zod';
import { emailSchema } from './email.js';

export const leadParamsSchema = z.strictObject({
  conversionId: z
    .string()
    .max(64, { error: 'must be at most 64 characters', abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a lead id'),
});
export type LeadParams = z.infer<typeof leadParamsSchema>;

/** True when the text holds a control character or half of a surrogate pair: no email does, and the database refuses NUL. */
function hasControlOrLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

export const personBodySchema = z.strictObject({
  email: emailSchema.refine((email) => !hasControlOrLoneSurrogate(email), 'must not hold control characters'),
});
export type PersonBody = z.infer<typeof personBodySchema>;

/** The parts of the account that can hold a person, in the order the Privacy screen lists them. */
export const PERSON_SECTIONS = [
  'leads',
  'lead_deliveries',
  'webhook_attempts',
  'prize_claims',
  'form_submissions',
  'form_files',
  'orders',
  'shop_customers',
  'mails',
  'visitor_activity',
  'browse_abandonment',
  'store_orders',
] as const;
export type PersonSection = (typeof PERSON_SECTIONS)[number];

export const PERSON_SECTION_LABELS: Readonly<Record<PersonSection, string>> = {
  leads: 'Leads',
  lead_deliveries: 'Lead deliveries (webhooks and mails)',
  webhook_attempts: 'Webhook delivery log',
  prize_claims: 'Prize claims',
  form_submissions: 'Form submissions',
  form_files: 'Files sent with forms',
  orders: 'Orders',
  shop_customers: 'Shop customer accounts',
  mails: 'Mails to or about them',
  visitor_activity: 'Visits after signing up',
  browse_abandonment: 'Browsed products and carts',
  store_orders: 'Orders reported by their store',
};

/**
 * Whether the account's Wix site was asked which of its contacts carry the email (their checkouts and orders
 * are filed by contact id): no site is connected, it answered, or it could not be asked (no Read Contacts
 * permission, unreachable), so that part was not exported or erased.
 */
export const WIX_SITE_SEARCHES = ['not_connected', 'searched', 'not_reached'] as const;
export type WixSiteSearch = (typeof WIX_SITE_SEARCHES)[number];

/**
 * Everything held about one person: each section's rows as stored, less the secrets no person needs
 * back (password and token hashes; files are listed, and downloaded from the form submissions screen).
 */
export interface PersonExport {
  email: string;
  exported_at: string;
  sections: Record<PersonSection, Record<string, unknown>[]>;
  wix_site: WixSiteSearch;
}

export interface PersonErased {
  email: string;
  /** Rows deleted, or (orders, prize claims) stripped of the person, by section. */
  erased: Record<PersonSection, number>;
  /** What was kept and why, in words the owner can pass on to the person. */
  kept: string[];
  wix_site: WixSiteSearch;
}

/** Off, or the months after which leads and form submissions are deleted. */
export const RETENTION_MONTHS = [6, 12, 24] as const;
export const retentionBodySchema = z.strictObject({
  retention_months: z.union([z.literal(6), z.literal(12), z.literal(24), z.null()], {
    error: 'must be 6, 12, 24 or null (keep)',
  }),
});
export type RetentionSetting = z.infer<typeof retentionBodySchema>;
