/** How the dashboard names each pop-up type (never the internal code, such as `sside`), in the person's language. */
import type { PopupType } from '@beckon/popup-schema';
import { type MessageId, t } from '../i18n/i18n.js';

const TYPE_NAMES: Readonly<Record<PopupType, MessageId>> = {
  lightbox: 'popupType.lightbox',
  bar: 'popupType.bar',
  sside: 'popupType.sside',
  bside: 'popupType.bside',
  browsing: 'popupType.browsing',
  fullpage: 'popupType.fullpage',
  content: 'popupType.content',
  social: 'popupType.social',
  mobile: 'popupType.mobile',
  embedded: 'popupType.embedded',
  gamified: 'popupType.gamified',
};

/** A stored type's name; a type this dashboard does not know shows as stored. */
export function typeName(type: string): string {
  const id = (TYPE_NAMES as Record<string, MessageId | undefined>)[type];
  return id ? t(id) : type;
}
