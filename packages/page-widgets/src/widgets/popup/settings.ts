/**
 * The site pop-up's settings (spec §3 "Popup settings"): the display rules (triggers, timing) and how the
 * dialog behaves. A trigger or timing rule is on when its object is present, as a builder switcher is.
 */
import { isTimeZone } from '@beckon/popup-schema/time-zone';
import * as z from 'zod';
import { BREAKPOINTS, DEVICES, type Device } from '../../responsive.js';
import { SIGNED_IN_ROLES, type WidthRange } from './timing.js';

/** A wall-clock time `YYYY-MM-DDTHH:MM`, read in the site's or the visitor's zone (timing.ts). */
const wallTime = z
  .string()
  .max(16)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be a date and time like 2026-12-01T09:00');

export const triggersSchema = z
  .object({
    pageLoad: z
      .object({ delay: z.number().min(0).max(600).default(0) })
      .strict()
      .optional(),
    scrolling: z
      .object({
        direction: z.enum(['down', 'up']).default('down'),
        offset: z.number().int().min(1).max(100).default(50),
      })
      .strict()
      .optional(),
    scrollingTo: z
      .object({ selector: z.string().min(1).max(200) })
      .strict()
      .optional(),
    click: z
      .object({ times: z.number().int().min(1).max(100).default(1) })
      .strict()
      .optional(),
    inactivity: z
      .object({ time: z.number().int().min(1).max(3600).default(30) })
      .strict()
      .optional(),
    exitIntent: z.boolean().default(false),
  })
  .strict();

export const timingSchema = z
  .object({
    pageViews: z
      .object({ views: z.number().int().min(1).max(1000).default(3) })
      .strict()
      .optional(),
    sessions: z
      .object({ sessions: z.number().int().min(1).max(1000).default(2) })
      .strict()
      .optional(),
    url: z
      .object({ url: z.string().min(1).max(500), action: z.enum(['show', 'hide', 'regex']).default('show') })
      .strict()
      .optional(),
    sources: z
      .object({
        sources: z
          .array(z.enum(['search', 'external', 'internal']))
          .min(1)
          .max(3)
          .default(['search', 'external', 'internal']),
      })
      .strict()
      .optional(),
    /** Hides the pop-up from signed-in visitors: all of them, or those holding one of `roles` (timing.ts). */
    loggedIn: z
      .object({
        users: z.enum(['all', 'custom']).default('all'),
        roles: z.array(z.enum(SIGNED_IN_ROLES)).max(SIGNED_IN_ROLES.length).default([]),
      })
      .strict()
      .refine((r) => r.users === 'all' || r.roles.length > 0, 'custom users need at least one role')
      .optional(),
    devices: z
      .object({ devices: z.array(z.enum(DEVICES)).min(1).max(4) })
      .strict()
      .optional(),
    times: z
      .object({
        times: z.number().int().min(1).max(100).default(3),
        period: z.enum(['persisting', 'session', 'day', 'week', 'month']).default('persisting'),
        count: z.enum(['open', 'close']).default('open'),
      })
      .strict()
      .optional(),
    browsers: z
      .object({
        browsers: z
          .union([z.literal('all'), z.array(z.enum(['ie', 'chrome', 'edge', 'firefox', 'safari'])).min(1)])
          .default('all'),
      })
      .strict()
      .optional(),
    schedule: z
      .object({
        timezone: z.enum(['site', 'visitor']).default('site'),
        start: wallTime.optional(),
        end: wallTime.optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export const popupSettings = z
  .object({
    /** The dialog's accessible name (read by screen readers on open). */
    label: z.string().min(1).max(120).default('Ventana emergente'),
    /** Clicks on elements matching this CSS selector open the pop-up. */
    openSelector: z.string().min(1).max(200).optional(),
    triggers: triggersSchema.default({ exitIntent: false }),
    timing: timingSchema.default({}),
    /** Seconds before the close button appears. */
    closeButtonDelay: z.number().min(0).max(60).default(0),
    closeButtonPosition: z.enum(['inside', 'outside']).default('inside'),
    preventScroll: z.boolean().default(false),
    preventCloseOnBackgroundClick: z.boolean().default(false),
    preventCloseOnEsc: z.boolean().default(false),
    /** Seconds after opening when it closes by itself. */
    closeAutomatically: z.number().int().min(1).max(600).optional(),
    /** Triggers do not open it while another pop-up (the site's or Beckon's) is open. */
    avoidMultiplePopups: z.boolean().default(false),
    /**
     * Accessible navigation: on open, focus moves into the pop-up and Tab stays inside it (aria-modal). Off
     * suits a pop-up that should not take the visitor's focus: focus stays where it is and Tab leaves freely.
     */
    a11yNavigation: z.boolean().default(true),
    entranceAnimation: z.enum(['none', 'fadeIn', 'zoomIn', 'slideInUp', 'slideInDown']).default('fadeIn'),
    exitAnimation: z.enum(['none', 'fadeOut', 'zoomOut', 'slideOutDown', 'slideOutUp']).default('fadeOut'),
    /** Seconds each animation lasts. */
    entranceAnimationDuration: z.number().min(0.1).max(5).default(0.4),
    /** The site's time zone, for schedules read on the site's clock. */
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, 'must be an IANA time zone such as Europe/Madrid')
      .default('Europe/Madrid'),
    maxWidth: z.number().int().min(240).max(1200).default(560),
    /** Extra CSS classes on the pop-up's root, for the site's own styles (space-separated names). */
    classes: z
      .string()
      .max(200)
      .regex(/^[A-Za-z_-][\w-]*( [A-Za-z_-][\w-]*)*$/, 'must be class names separated by spaces')
      .optional(),
  })
  .strict();

export type PopupSettings = z.output<typeof popupSettings>;
export type PopupTiming = z.output<typeof timingSchema>;
export type PopupTriggers = z.output<typeof triggersSchema>;

/**
 * The widths of the chosen devices by the site's §3 breakpoints (mobile ≤ 767, tablet ≤ 1024, laptop ≤ 1366 px),
 * worked out on the server so the island needs neither the breakpoints module nor zod.
 */
export function deviceWidths(devices: readonly Device[]): WidthRange[] {
  const lower: Record<Device, number> = {
    mobile: 0,
    tablet: BREAKPOINTS.mobile + 1,
    laptop: BREAKPOINTS.tablet + 1,
    desktop: BREAKPOINTS.laptop + 1,
  };
  const upper: Record<Device, number> = { ...BREAKPOINTS, desktop: Number.MAX_SAFE_INTEGER };
  return devices.map((d) => [lower[d], upper[d]]);
}

/** What the server hands the client in `data-config`: the behaviour settings, devices as widths. */
export type PopupConfig = Omit<PopupSettings, 'label' | 'maxWidth' | 'closeButtonPosition' | 'timing' | 'classes'> & {
  id: string;
  timing: ClientTiming;
};

export type ClientTiming = Omit<PopupTiming, 'devices'> & { devices?: { widths: WidthRange[] } };

export function clientTiming({ devices, ...rest }: PopupTiming): ClientTiming {
  return devices ? { ...rest, devices: { widths: deviceWidths(devices.devices) } } : rest;
}
