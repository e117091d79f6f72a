/**
 * The pop-up record (spec §3 "Pop-up record (poptin)") as the display service
 * sends it in `poptins`. The loader decides from this alone whether and when to
 * show; the content comes later from `poptin_url`.
 */
import * as z from 'zod';
import { CLOSE_TRIGGERS } from './close-triggers.js';
import { teaserSchema } from './design-document.js';
import { id13 } from './ids.js';
import { targetingSchema } from './targeting.js';
import { triggerSettingsSchema } from './triggers.js';

export const POPUP_TYPES = [
  'lightbox',
  'bar',
  'sside',
  'bside',
  'browsing',
  'fullpage',
  'content',
  'social',
  'mobile',
  'embedded',
  'gamified',
] as const;
export type PopupType = (typeof POPUP_TYPES)[number];
/** Types that take the one-modal-at-a-time queue (§4). */
export const MODAL_TYPES: readonly PopupType[] = ['lightbox', 'gamified', 'fullpage'];

/**
 * Display-frequency rule, `{audience}@{rule}`:
 *  audience: all | new | returning
 *  rule: display_everytime_everypage[_N]  every page view, at most N shows in all (no N: unlimited)
 *        display_once                     once per visitor
 *        display_once_a_day               at most once per day (1-day cookie)
 *        display_once_per_visit           once per visit (30-minute cookie refreshed every minute)
 *        display_every_N_visits           on every Nth visit
 *        display_every_N_days             again after N days
 */
export const D_F_R =
  /^(all|new|returning)@(display_everytime_everypage(_\d{1,4})?|display_once|display_once_a_day|display_once_per_visit|display_every_\d{1,4}_visits|display_every_\d{1,4}_days)$/;

export const popupRecordSchema = z.strictObject({
  poptin_id: id13,
  poptin_name: z.string().max(200),
  poptin_type: z.enum(POPUP_TYPES),
  poptin_format: z.number().int().min(1).max(20),
  poptin_target: z.enum(['lead', 'click', 'social_proof', 'announcement']),
  poptin_url: z.string().max(2000),
  /** Legacy html slot: always null, content is the design document at poptin_url. */
  poptin: z.null(),
  display: z.boolean(),
  on_click: z.boolean(),
  account_id: id13,
  viewer_id: z.string().max(64),
  /** The proof this answer served the pop-up to its viewer (ids.ts viewToken); the loader sends it back. */
  view_token: z.string().max(64).optional(),
  is_teasers_on: z.boolean(),
  /** The teaser tab when is_teasers_on (§4): the loader draws it before the pop-up's content is fetched. */
  teaser: teaserSchema.optional(),
  d_f_a: z.string().max(40),
  d_f_r: z.string().regex(D_F_R, 'must be a display-frequency rule like all@display_once_a_day'),
  x_close_button: z.boolean(),
  stop_showing_to_converted_users: z.boolean(),
  if_poptin_credit: z.boolean(),
  display_if_adblock_active: z.enum(['yes', 'no']),
  auto_pilot_trigger: z.boolean(),
  wheel_has_coupon: z.boolean(),
  ab_test: z.boolean(),
  ab_test_parent_id: id13.nullable(),
  field_poptin_height: z.number().int().nullable(),
  gamified_prize: z.null(),
  redirect_url: z.string().max(2000),
  redirect_target: z.enum(['_self', '_blank']),
  poptin_size: z.strictObject({ width: z.number().int(), height: z.number().int() }),
  poptin_trigger: z.strictObject({
    shown: z.boolean(),
    convert: z.boolean(),
    /** The ways this pop-up can be closed (close-triggers.ts), each at most once. */
    close_trigger: z.array(z.enum(CLOSE_TRIGGERS)).max(CLOSE_TRIGGERS.length),
    skip_button_sec_counter: z.number().int().min(0),
    poptin_area_flag: z.boolean(),
  }),
  poptin_fields: z.array(z.strictObject({ tag: z.string(), label: z.string() })),
  /** Version of the design document, so the loader's content URL changes when it changes. */
  version: z.number().int().min(1),
  triggers: triggerSettingsSchema,
  targeting: targetingSchema,
});
export type PopupRecord = z.infer<typeof popupRecordSchema>;
