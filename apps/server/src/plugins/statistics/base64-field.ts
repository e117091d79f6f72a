/**
 * The tracker's base64 fields (spec §3: referred, page_uri, search_query; §7
 * call 1: the timestamp header) as zod schemas that decode them. Strict: the
 * standard alphabet with padding, canonical (re-encoding gives the same text),
 * and valid UTF-8 — a malformed field is a 400, never a mangled string in the
 * database. Handlers only ever see the decoded text.
 */
import { z } from 'zod';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decoded text, or null when `value` is not canonical base64 of UTF-8. */
export function decodeBase64Utf8(value: string): string | null {
  if (!BASE64.test(value)) return null;
  const bytes = Buffer.from(value, 'base64');
  if (bytes.toString('base64') !== value) return null;
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

// C0 controls and DEL: no legitimate URL or search term carries them once decoded.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A base64 field whose decoded text has at most `maxChars` characters and no control characters. */
export function base64Text(maxChars: number) {
  // Base64 is 4/3 of the bytes and a character is at most 4 UTF-8 bytes: reject anything longer before decoding.
  const maxEncoded = Math.ceil((maxChars * 4) / 3) * 4 + 4;
  return z
    .string()
    .max(maxEncoded, `must be at most ${maxEncoded} characters of base64`)
    .transform((value, ctx) => {
      const text = decodeBase64Utf8(value);
      if (text === null) {
        ctx.addIssue({ code: 'custom', message: 'must be base64 of UTF-8 text' });
        return z.NEVER;
      }
      if (text.length > maxChars) {
        ctx.addIssue({ code: 'custom', message: `must decode to at most ${maxChars} characters` });
        return z.NEVER;
      }
      if (CONTROL.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'must not decode to control characters' });
        return z.NEVER;
      }
      return text;
    });
}
