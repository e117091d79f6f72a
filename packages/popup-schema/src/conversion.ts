/**
 * The conversion payload (spec §3 "Conversion payload"), sent form-encoded to
 * POST /api/display/conversion/{viewer_id}. Every value arrives as a string;
 * list-valued parts travel as JSON strings and are parsed and validated here.
 * `conversion_key` is the client-generated idempotency key: a retried submit
 * with the same key never creates a second lead.
 */
import * as z from 'zod';
import { conversionEventSchema } from './design-document.js';
import { id13, idempotencyKey, text } from './ids.js';

/** Parses a JSON-string form value, then validates it with `schema`. */
const jsonString = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(20_000)
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON string' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const visitedPages = z.array(z.strictObject({ path: text(2000), at: z.number().int().min(0) })).max(50);

export const extraFieldSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,79}$/, 'must be a simple input name'),
  type: z.string().max(40),
  value: z.union([text(1000), z.array(text(200)).max(50)]),
});
export type ExtraField = z.infer<typeof extraFieldSchema>;

export const STANDARD_FIELD_NAMES = [
  'first_name',
  'last_name',
  'gender',
  'country',
  'state',
  'city',
  'address',
  'zip_postal_code',
  'birthday',
  'preferences',
  'consent',
  'name',
  'email',
  'phone',
  'message',
] as const;

const standardFields = Object.fromEntries(STANDARD_FIELD_NAMES.map((n) => [n, text(254).optional()])) as {
  [K in (typeof STANDARD_FIELD_NAMES)[number]]: z.ZodOptional<z.ZodString>;
};

export const conversionRequestSchema = z.strictObject({
  conversion_key: idempotencyKey,
  poptin_id: id13,
  client_id: id13,
  url: text(4000),
  p_target: text(40).default('lead'),
  checkbox_checked: z.enum(['true', 'false', '']).default(''),
  referrer: text(4000).default(''),
  previous_url: text(4000).default(''),
  trigger: text(40).default(''),
  title: text(500).default(''),
  visitor: z.enum(['mobile', 'desktop']),
  origin_landing_page: text(4000).default(''),
  previous_visited_pages: jsonString(visitedPages).default([]),
  all_visited_pages: jsonString(visitedPages).default([]),
  store_integration: text(40).default(''),
  store_integration_customer_id: text(100).default(''),
  browser_language: text(35).default(''),
  operating_system: text(40).default(''),
  newExtraFields: jsonString(z.array(extraFieldSchema).max(30)).default([]),
  leader_request_cookie: text(200).default(''),
  extra_button: text(200).default(''),
  coupon: text(60).default(''),
  /** A prize game's signed result (game.ts): the coupon is then the one the server drew. */
  game_result: text(2000).default(''),
  poptin_view_id: z.union([z.string().regex(/^[0-9a-f]{13,32}$/), z.literal('')]).default(''),
  last_converted_email: text(254).default(''),
  ...standardFields,
});
export type ConversionRequest = z.infer<typeof conversionRequestSchema>;
export type ConversionRequestInput = z.input<typeof conversionRequestSchema>;

export const conversionResponseSchema = z.strictObject({
  success: z.literal(true),
  conversion_id: z.string(),
  /** conversion_code: the pop-up's conversion event name (design_properties.conversion_event), data, never script. */
  integration: z.strictObject({ conversion_code: conversionEventSchema }),
});
export type ConversionResponse = z.infer<typeof conversionResponseSchema>;
