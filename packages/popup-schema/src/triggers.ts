/**
 * Trigger settings of a pop-up (spec §3 "Trigger settings", §4 lifecycle).
 * A trigger is on when its `_active` value is set; the value is the trigger's
 * parameter (seconds, percent, count). `null`/absent means off.
 */
import * as z from 'zod';
import { cartTriggerFields, cartTriggerIssue } from './cart-triggers.js';

const positiveInt = (max: number) => z.number().int().min(0).max(max);

export const triggerSettingsSchema = z
  .strictObject({
    /** Seconds after which the pop-up shows. */
    display_after_sec_active: positiveInt(86_400).nullable().default(null),
    /** Whether the timer counts on this page or across the website (session cookie). */
    display_after_sec_active_on: z.enum(['page', 'website']).default('page'),
    /** Percent of the page scrolled. */
    display_after_scroll_active: positiveInt(100).nullable().default(null),
    /** Number of clicks on the page. */
    display_after_page_click_number_active: positiveInt(1000).nullable().default(null),
    /** Number of pages visited in this session. */
    display_after_visit_page_active: positiveInt(1000).nullable().default(null),
    /** Seconds without interaction. */
    display_after_inactive_seconds_active: positiveInt(86_400).nullable().default(null),
    /** Exit intent: mouse leaves the top edge; back button on mobile. */
    display_after_exit_website_active: z.boolean().default(false),
    /** Opened only by click (launcher element or click link); no automatic trigger. */
    on_click: z.boolean().default(false),
    /** Cart events on a store page (cart-triggers.ts). */
    ...cartTriggerFields,
  })
  .superRefine((t, ctx) => {
    const issue = cartTriggerIssue(t);
    if (issue) ctx.addIssue({ code: 'custom', path: ['shopify_cart_trigger_products'], message: issue });
  });
export type TriggerSettings = z.infer<typeof triggerSettingsSchema>;

export const TRIGGER_NAMES = [
  'timer',
  'scroll',
  'click_count',
  'visit_count',
  'inactivity',
  'exit',
  'click',
  'preview',
  'cart',
] as const;
export type TriggerName = (typeof TRIGGER_NAMES)[number];
export const triggerName = z.enum(TRIGGER_NAMES);
