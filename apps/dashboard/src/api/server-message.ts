/**
 * A server error in the person's language. The server answers every client error with a code of its one
 * catalogue (apps/server/src/errors.ts) and an English message; each code has the catalogue id
 * `serverError.<code>` here. English keeps the server's own message (it names the order, the field, the
 * limit); another language shows the catalogue's message for the code, whose `{detail}` (where it has one)
 * is the server's message. Where the server also sends the message's values (`params`: an order number, a
 * coupon code) and the catalogue has `serverErrorParams.<code>`, that message names them as the English does.
 * A code the catalogue lacks, or words not yet fetched, keep the server's message.
 */
import { i18n } from '@lingui/core';

export const serverErrorId = (code: string): string => `serverError.${code}`;
export const serverErrorParamsId = (code: string): string => `serverErrorParams.${code}`;

/** The params a message can say: texts and numbers only. */
function sayable(params: Readonly<Record<string, unknown>>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params))
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  return out;
}

export function serverMessage(code: string, message: string, params: Readonly<Record<string, unknown>> = {}): string {
  if (i18n.locale === 'en') return message;
  const values = sayable(params);
  const withParams = serverErrorParamsId(code);
  if (Object.keys(values).length > 0 && Object.hasOwn(i18n.messages, withParams))
    return i18n._(withParams, { ...values, detail: message });
  const id = serverErrorId(code);
  if (!Object.hasOwn(i18n.messages, id)) return message;
  return i18n._(id, { detail: message });
}
