/**
 * The shop's legal details as its invoices name the seller: the business's legal name, its Spanish tax
 * number (NIF of a person or company, NIE of a foreign resident, or the older CIF form) and its fiscal
 * address. Empty until the owner fills them in; an invoice cannot be issued before name and number are.
 */
import * as z from 'zod';

const noControl = (s: string) => !/[^\P{Cc}\n]/u.test(s);

/** DNI (8 digits and a letter), NIE (X, Y or Z, 7 digits and a letter) or CIF (a letter, 7 digits, a check). */
export const SPANISH_TAX_ID = /^(\d{8}[A-Z]|[XYZ]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J])$/;

export const shopLegalDetailsSchema = z.strictObject({
  legal_name: z
    .string()
    .max(200, { error: 'must be at most 200 characters', abort: true })
    .trim()
    .refine((s) => noControl(s) && !s.includes('\n'), 'must be one line of text'),
  tax_id: z
    .string()
    .max(20, { error: 'must be at most 20 characters', abort: true })
    .trim()
    .toUpperCase()
    .refine((s) => s === '' || SPANISH_TAX_ID.test(s), 'must be a Spanish NIF, NIE or CIF, like B12345678'),
  address: z
    .string()
    .max(400, { error: 'must be at most 400 characters', abort: true })
    .trim()
    .refine(noControl, 'must be text (line breaks allowed)'),
});
export type ShopLegalDetails = z.infer<typeof shopLegalDetailsSchema>;

export const EMPTY_SHOP_LEGAL_DETAILS: ShopLegalDetails = { legal_name: '', tax_id: '', address: '' };
