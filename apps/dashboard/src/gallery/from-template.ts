/**
 * Turns a gallery template into the pop-up save the create request sends.
 * Template images are site paths (/widget/templates/…) so the dashboard's own
 * previews load them; the widget draws image URLs as they are on the
 * customer's site, where a bare path would point at the customer's server,
 * so the saved pop-up carries them as absolute URLs on this service's origin.
 */
import { type PopupInput, popupInputSchema } from '@beckon/popup-schema';
import type { PopupTemplate } from '../templates/templates.js';

type Screens = PopupInput['design']['screens'];

function absoluteImages(screens: Screens, origin: string): Screens {
  const fix = (blocks: Screens['main'] | undefined) =>
    blocks?.map((b) => (b.kind === 'image' && b.src.startsWith('/') ? { ...b, src: new URL(b.src, origin).href } : b));
  const out: Screens = { main: fix(screens.main) ?? [], thank_you: fix(screens.thank_you) ?? [] };
  if (screens.mobile_main) out.mobile_main = fix(screens.mobile_main);
  if (screens.mobile_thank_you) out.mobile_thank_you = fix(screens.mobile_thank_you);
  return out;
}

/** The template as a complete save, every default filled in by the server's schema. */
export function popupFromTemplate(template: PopupTemplate, origin: string): PopupInput {
  const popup = popupInputSchema.parse(template.popup);
  return { ...popup, design: { ...popup.design, screens: absoluteImages(popup.design.screens, origin) } };
}
