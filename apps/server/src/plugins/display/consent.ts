/**
 * The consent a lead gives: when the pop-up's form has a consent box and the visitor ticked it (the widget
 * sends the standard `consent` value 'true', form-values.ts), the box's words as the visitor read them
 * (the label, else the placeholder, as the renderer draws it) and the moment the server took the lead.
 */
import type { FormField } from '@beckon/popup-schema';

export interface LeadConsent {
  consent_text: string | null;
  consent_at: string | null;
}

const NONE: LeadConsent = { consent_text: null, consent_at: null };

export function leadConsent(fields: readonly FormField[], consentValue: string | undefined, now: Date): LeadConsent {
  if (consentValue !== 'true') return NONE;
  const box = fields.find((f) => f.type === 'consent');
  if (!box) return NONE;
  return { consent_text: box.label || box.placeholder || 'Consent', consent_at: now.toISOString() };
}
