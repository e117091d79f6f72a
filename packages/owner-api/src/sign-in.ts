/**
 * The sign-in and sign-up forms' schemas, apart from the rest of the owner API so the dashboard's first
 * screen (the sign-in form) bundles only these and zod, not every schema of the API.
 */
import * as z from 'zod';
import { emailSchema } from './email.js';

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
    .max(120, { error: 'must be at most 120 characters', abort: true })
    .regex(/\S/, 'must not be blank'),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.strictObject({
  email: z.string().min(1, 'must not be empty').max(254, 'must be at most 254 characters'),
  password: z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters'),
});
export type SignInBody = z.infer<typeof signInBodySchema>;
