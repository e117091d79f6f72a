/**
 * Lead-form fields (spec §3 "Form fields", §5 validation). A field is data the
 * owner configured; the renderer maps `type` to an input and the validation
 * rules in the widget's `rules/` folder.
 */
import * as z from 'zod';
import { text } from './ids.js';

export const FIELD_TYPES = [
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'tel',
  'message',
  'birthday',
  'number',
  'url',
  'date',
  'checkbox',
  'consent',
  'radio',
  'select',
  'multi-select',
  'hidden',
  'custom',
  /** A free-text answer of several lines, sent with the lead's other custom fields (newExtraFields). */
  'free',
  'gender',
  'country',
  'state',
  'city',
  'address',
  'zip_postal_code',
  'preferences',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const EMAIL_VALIDATIONS = ['business-email', 'check-typos', 'typos-business', 'no-validation'] as const;
export type EmailValidation = (typeof EMAIL_VALIDATIONS)[number];
export const PHONE_VALIDATIONS = ['basic', 'international', 'advanced'] as const;
export type PhoneValidation = (typeof PHONE_VALIDATIONS)[number];

export const formFieldSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 characters of A-Z, a-z, 0-9, _ or -'),
  type: z.enum(FIELD_TYPES),
  /** The input name sent with the conversion (e.g. poptinDesignInputTextFieldEmail). */
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,79}$/, 'must be a simple input name'),
  label: text(200).default(''),
  placeholder: text(200).default(''),
  value: text(254).default(''),
  required: z.boolean().default(false),
  /** Choices for radio, select, multi-select and checkbox groups. */
  options: z.array(text(200)).max(50).default([]),
  email_validation: z.enum(EMAIL_VALIDATIONS).default('check-typos'),
  phone_validation: z.enum(PHONE_VALIDATIONS).default('basic'),
  /** ISO country used for international phone numbers and normalisation. */
  phone_country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('US'),
  checkbox_default_marked: z.boolean().default(false),
  created_as: text(40).default(''),
  created_version: text(20).default(''),
  property_name: text(80).default(''),
});
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;
