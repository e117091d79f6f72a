/**
 * Targeting filters (spec §3 "Targeting filters"). Pairs are "match-role|:|value"
 * strings as the spec gives them; decision logic lives in the widget's
 * `targeting-rules.ts`.
 */
import * as z from 'zod';
import { popupScheduleSchema } from './schedule.js';
import { trafficTargetingSchema } from './traffic-targeting.js';

const pair = z.string().max(500);
const pairRule = z.strictObject({ name: pair, value: pair, show: pair });

export const targetingSchema = z.strictObject({
  /** Devices the pop-up shows on. */
  devices: z.enum(['all', 'desktop', 'mobile']).default('all'),
  /** Page URL rules: show only where any `include` matches and no `exclude` matches (substring). */
  url_include: z.array(z.string().max(500)).max(50).default([]),
  url_exclude: z.array(z.string().max(500)).max(50).default([]),
  js_filter: z
    .strictObject({
      display_if_specific_js_active: z.boolean().default(false),
      display_if_specific_js: z.array(pairRule).max(20).default([]),
    })
    .default({ display_if_specific_js_active: false, display_if_specific_js: [] }),
  cookie_filter: z.array(pairRule).max(20).default([]),
  /** "show|seen_poptin|not_embedded|{id or any}" style rules. */
  engagement_with_other_poptin_filter: z.array(z.string().max(100)).max(20).default([]),
  source_code_target_active: z.boolean().default(false),
  source_code_target_html: z.string().max(500).default(''),
  source_code_target_role: z.enum(['show', 'dont_show']).default('show'),
  /**
   * Countries (ISO 3166 two-letter codes) from the visitor's IP, decided by the display service: show only
   * where any `include` matches (an unknown country matches none) and no `exclude` matches.
   */
  country_include: z
    .array(
      z
        .string()
        .length(2)
        .regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
    )
    .max(250)
    .default([]),
  country_exclude: z
    .array(
      z
        .string()
        .length(2)
        .regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
    )
    .max(250)
    .default([]),
  /**
   * Current member status (spec §6), fetched by the visitor's browser from a path on the host
   * site: a 2xx answer means a member unless its JSON says `"member": false`.
   */
  member_filter: z
    .strictObject({
      active: z.boolean().default(false),
      url: z
        .string()
        .max(500)
        .regex(/^\/(?!\/)/, 'must be a path on the host site, starting with one /')
        .default('/'),
      show: z.enum(['members', 'non_members']).default('members'),
    })
    .default({ active: false, url: '/', show: 'members' }),
  /**
   * When it shows, and to which traffic, both decided by the display service. Absent means off: a pop-up
   * that never had them is served with the same bytes as before.
   */
  schedule: popupScheduleSchema.optional(),
  traffic_source: trafficTargetingSchema.optional(),
});
export type Targeting = z.infer<typeof targetingSchema>;

/**
 * Country targeting, decided by the display service from the visitor's country code (and by the
 * builder's "why is this shown here?" explainer): any include must match (an unknown country '' matches
 * none), no exclude may.
 */
export const inCountries = (t: Pick<Targeting, 'country_include' | 'country_exclude'>, code: string): boolean =>
  (t.country_include.length === 0 || t.country_include.includes(code)) && !t.country_exclude.includes(code);
