/**
 * The live contrast hint beside a theme colour: its contrast with white, which the theme's schema requires
 * to be at least 4.5:1 for every colour (text and links on the white page, white text on buttons and the
 * footer). The ratio is rounded down, so a colour just short of the limit never reads as meeting it.
 */
import { contrastRatio, MIN_CONTRAST } from '@beckon/page-widgets/theme/theme-schema.js';

import { t } from '../i18n/i18n.js';

const HEX = /^#[0-9a-f]{6}$/i;

export interface ContrastNote {
  readable: boolean;
  text: string;
}

/** Null while the colour is not a complete #rrggbb value. */
export function contrastNote(colour: string): ContrastNote | null {
  if (!HEX.test(colour)) return null;
  const ratio = contrastRatio(colour.toLowerCase(), '#ffffff');
  const shown = (Math.floor(ratio * 10) / 10).toFixed(1);
  return ratio >= MIN_CONTRAST
    ? { readable: true, text: t('siteSettings.contrastReadable', { ratio: shown }) }
    : { readable: false, text: t('siteSettings.contrastLow', { ratio: shown, min: MIN_CONTRAST }) };
}
