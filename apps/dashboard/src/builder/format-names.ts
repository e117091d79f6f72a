/**
 * A pop-up format's name in the person's language. The formats are data in @beckon/popup-schema (formats.ts),
 * which the widget also bundles, so they carry only their English name; the catalogues name each format by
 * that name made an id ("Image left" → builder.format.image-left), and format-names.test.ts fails when a
 * format has no words.
 */
import { type MessageId, t } from '../i18n/i18n.js';

export const formatNameId = (name: string): string =>
  `builder.format.${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** The format's name, or its English name when the catalogues have none. */
export function formatName(name: string): string {
  const id = formatNameId(name);
  const words = t(id as MessageId);
  return words === id ? name : words;
}
