/**
 * What an owner saves for one pop-up: the record's settings plus the design
 * document, triggers and targeting, validated with the very schemas the display
 * service serves them with. The owner API (apps/server/src/plugins/owner) and
 * the dashboard's builder both take it from here, so the dashboard's inline
 * messages are the server's messages. Owner-typed link targets must be http(s)
 * or a site path (safe-link.ts), checked whenever one is stored, also while the
 * switch that uses it is off: turning the switch on later must not arm a link
 * nobody checked.
 */
import * as z from 'zod';
import { designDocumentSchema } from './design-document.js';
import { hasFormat, POPUP_FORMATS } from './formats.js';
import { D_F_R, POPUP_TYPES, popupRecordSchema } from './popup-record.js';
import { isWebAddressOrPath } from './safe-link.js';
import { targetingSchema } from './targeting.js';
import { triggerSettingsSchema } from './triggers.js';

export const popupDesignInputSchema = designDocumentSchema.omit({ poptin_id: true, version: true });

export const popupInputSchema = z
  .strictObject({
    name: z
      .string()
      .min(1, 'must not be empty')
      .max(200, 'must be at most 200 characters')
      .regex(/\S/, 'must not be blank'),
    poptin_type: z.enum(POPUP_TYPES),
    poptin_format: z.number().int().min(1, 'must be 1 or more').max(20, 'must be 20 or less'),
    poptin_target: popupRecordSchema.shape.poptin_target.default('lead'),
    is_active: z.boolean().default(true),
    d_f_r: z.string().regex(D_F_R, 'must be a display-frequency rule like all@display_once_a_day'),
    stop_showing_to_converted_users: z.boolean().default(true),
    /** The owner's choice, stored as given and honoured on a paid plan: a free plan's pop-ups always show the badge. */
    if_poptin_credit: z.boolean().default(true),
    display_if_adblock_active: z.enum(['yes', 'no']).default('no'),
    /** Share of visitors in an A/B test, relative to the other arms' weights. */
    ab_weight: z.number().int().min(0, 'must be 0 or more').max(100, 'must be 100 or less').default(50),
    triggers: triggerSettingsSchema,
    targeting: targetingSchema,
    design: popupDesignInputSchema,
  })
  .superRefine((popup, ctx) => {
    if (!hasFormat(popup.poptin_type, popup.poptin_format)) {
      const numbers = POPUP_FORMATS[popup.poptin_type].map((x) => x.n).join(', ');
      ctx.addIssue({
        code: 'custom',
        path: ['poptin_format'],
        message: `must be one of the ${popup.poptin_type} formats: ${numbers}`,
      });
    }
    const dp = popup.design.design_properties;
    const unsafe = (url: string, used: boolean) => (used || url !== '') && !isWebAddressOrPath(url);
    if (unsafe(dp.poptin_design_redirect_url, dp.poptin_design_redirect)) {
      ctx.addIssue({
        code: 'custom',
        path: ['design', 'design_properties', 'poptin_design_redirect_url'],
        message: 'must start with http://, https:// or /',
      });
    }
    const screens = popup.design.screens;
    for (const [screen, blocks] of Object.entries(screens)) {
      blocks?.forEach((block, i) => {
        if (block.kind === 'button' && unsafe(block.url, block.action === 'url')) {
          ctx.addIssue({
            code: 'custom',
            path: ['design', 'screens', screen, i, 'url'],
            message: 'must start with http://, https:// or /',
          });
        }
      });
    }
    const ids = new Set<string>();
    popup.design.fields.forEach((field, i) => {
      if (ids.has(field.id)) {
        ctx.addIssue({ code: 'custom', path: ['design', 'fields', i, 'id'], message: 'must be unique in the form' });
      }
      ids.add(field.id);
    });
  });

export type PopupInput = z.infer<typeof popupInputSchema>;
export type PopupInputDraft = z.input<typeof popupInputSchema>;

/** A save carries the version it was edited from, so two tabs cannot overwrite each other silently. */
export const popupUpdateSchema = z.strictObject({
  // The column is an int4: a larger version can never match and used to fail in PostgreSQL (500).
  version: z.number().int().min(1).max(2_147_483_647, 'must be at most 2147483647'),
  popup: popupInputSchema,
});
