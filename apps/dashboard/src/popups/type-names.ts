/** How the dashboard names each pop-up type (never the internal code, such as `sside`). */
import type { PopupType } from '@beckon/popup-schema';

export const TYPE_NAMES: Readonly<Record<PopupType, string>> = {
  lightbox: 'Lightbox',
  bar: 'Bar',
  sside: 'Side slide-in',
  bside: 'Bottom slide-in',
  browsing: 'Browsing',
  fullpage: 'Full screen',
  content: 'Content',
  social: 'Social',
  mobile: 'Mobile',
  embedded: 'Embedded',
  gamified: 'Gamified',
};

/** A stored type's name; a type this dashboard does not know shows as stored. */
export function typeName(type: string): string {
  return (TYPE_NAMES as Record<string, string>)[type] ?? type;
}
