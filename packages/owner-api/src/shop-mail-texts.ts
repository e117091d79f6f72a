/**
 * The shop's editable mails (WooCommerce's Emails settings): each mail's subject, heading and text, with
 * {placeholders} the server fills in. Owner text is data: it is sent as plain text and shown escaped.
 */
import * as z from 'zod';

export const SHOP_MAIL_KEYS = [
  'admin-new',
  'admin-cancelled',
  'admin-failed',
  'on-hold',
  'processing',
  'completed',
  'refunded',
  'partially-refunded',
  'note',
  'low-stock',
  'no-stock',
] as const;
export type ShopMailKey = (typeof SHOP_MAIL_KEYS)[number];

const noControl = (multiline: boolean) => (s: string) =>
  !(multiline ? /[^\P{Cc}\n\t]/u : /\p{Cc}/u).test(s) && !/[\uD800-\uDFFF]/.test(s);

export const shopMailTextSchema = z.strictObject({
  subject: z
    .string()
    .max(200, { error: 'must be at most 200 characters', abort: true })
    .trim()
    .min(1, 'must not be empty')
    .refine(noControl(false), 'must be one line of text'),
  heading: z
    .string()
    .max(300, { error: 'must be at most 300 characters', abort: true })
    .trim()
    .refine(noControl(false), 'must be one line of text'),
  body: z
    .string()
    .max(4000, { error: 'must be at most 4000 characters', abort: true })
    .trim()
    .refine(noControl(true), 'must be text (line breaks allowed)'),
});
export type ShopMailText = z.infer<typeof shopMailTextSchema>;

export const shopMailParamsSchema = z.strictObject({ key: z.enum(SHOP_MAIL_KEYS) });

export interface ShopMailEntry {
  key: ShopMailKey;
  /** Who receives it: the shop's owners or the customer. */
  recipient: 'shop' | 'customer';
  /** The placeholders its texts may use, e.g. "{order_number}". */
  placeholders: string[];
  default_text: ShopMailText;
  /** The owner's text, or null when the mail uses its default. */
  saved_text: ShopMailText | null;
}

export interface ShopMailsAnswer {
  mails: ShopMailEntry[];
}

/** A mail as it would be sent: subject and plain text. */
export interface ShopMailPreview {
  subject: string;
  text: string;
}
