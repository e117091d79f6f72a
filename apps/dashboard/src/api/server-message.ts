/**
 * A server error in the person's language. The server answers every client error with a code of its one
 * catalogue (apps/server/src/errors.ts) and an English message; each code has the catalogue id
 * `serverError.<code>` here. English keeps the server's own message (it names the order, the field, the
 * limit); another language shows the catalogue's message for the code, whose `{detail}` (where it has one)
 * is the server's message. A code the catalogue lacks, or words not yet fetched, keep the server's message.
 */
import { i18n } from '@lingui/core';

export const serverErrorId = (code: string): string => `serverError.${code}`;

export function serverMessage(code: string, message: string): string {
  const id = serverErrorId(code);
  if (i18n.locale === 'en' || !Object.hasOwn(i18n.messages, id)) return message;
  return i18n._(id, { detail: message });
}
