/**
 * Turns a gallery template into the pop-up save the create request sends, in the dashboard's language:
 * a Spanish owner starts from Spanish visitor texts, a Spanish name, and the language `es`, so the
 * widget's own words (close button, countdown units, form messages) match the texts around them.
 * Template images are site paths (/widget/templates/…) so the dashboard's own
 * previews load them; the widget draws image URLs as they are on the
 * customer's site, where a bare path would point at the customer's server,
 * so the saved pop-up carries them as absolute URLs on this service's origin.
 */
import { type PopupInput, popupInputSchema } from '@beckon/popup-schema';
import { currentLocale, type MessageId, t } from '../i18n/i18n.js';
import type { PopupTemplate } from '../templates/templates.js';
import { SHARED_SPANISH } from '../templates/themes.js';
import { type TemplateLanguage, translated } from '../templates/visitor-texts.js';

type Screens = PopupInput['design']['screens'];

function absoluteImages(screens: Screens, origin: string): Screens {
  const fix = (blocks: Screens['main'] | undefined) =>
    blocks?.map((b) => (b.kind === 'image' && b.src.startsWith('/') ? { ...b, src: new URL(b.src, origin).href } : b));
  const out: Screens = { main: fix(screens.main) ?? [], thank_you: fix(screens.thank_you) ?? [] };
  if (screens.mobile_main) out.mobile_main = fix(screens.mobile_main);
  if (screens.mobile_thank_you) out.mobile_thank_you = fix(screens.mobile_thank_you);
  return out;
}

/** The language a template starts in: the dashboard's, English for any other. */
export const dashboardLanguage = (): TemplateLanguage => (currentLocale() === 'es' ? 'es' : 'en');

/** The template's visitor texts in the language, every default of the server's schema filled in first. */
export function templateIn(template: PopupTemplate, language: TemplateLanguage): PopupInput {
  const popup = popupInputSchema.parse(template.popup);
  if (language === 'en') return popup;
  const spanish = translated(popup, { ...SHARED_SPANISH, ...template.spanish });
  return { ...spanish, design: { ...spanish.design, lang: 'es' } };
}

/** The template as a complete save in the dashboard's language, named as the gallery names it. */
export function popupFromTemplate(template: PopupTemplate, origin: string): PopupInput {
  const popup = templateIn(template, dashboardLanguage());
  // Each template's name is in the catalogues by its id (templates.test.ts checks them).
  const name = t(`gallery.template.${template.id}.name` as MessageId);
  return { ...popup, name, design: { ...popup.design, screens: absoluteImages(popup.design.screens, origin) } };
}
