/**
 * The shop's payment settings in the owner API (/api/owner/shop/payments): the bank account a bank transfer
 * is paid into. Null offers no bank transfer; paying on pickup is always offered.
 */
import * as z from 'zod';
import { isValidIban, printIban } from './iban.js';

/** Room for the longest IBAN (34 characters) in groups of four with spaces to spare. */
const MAX_TYPED_IBAN = 50;

/** An IBAN as typed (spaces allowed), stored and shown in its print format. */
export const transferAccountSchema = z
  .string()
  .max(MAX_TYPED_IBAN, { error: `must be at most ${MAX_TYPED_IBAN} characters`, abort: true })
  .refine(isValidIban, 'must be a valid IBAN like ES91 2100 0418 4502 0005 1332 (check for a mistyped digit)')
  .transform(printIban);

export const shopPaymentSettingsSchema = z.strictObject({ transfer_account: transferAccountSchema.nullable() });
export type ShopPaymentSettings = z.infer<typeof shopPaymentSettingsSchema>;
