/** View and close reports (spec §7 viewed and closed rows). */
import * as z from 'zod';
import { id13, text, viewToken } from './ids.js';
import { triggerName } from './triggers.js';

export const viewedRequestSchema = z.strictObject({
  viewer_id: z.string().regex(/^[0-9a-f]{13}$/, 'must be 13 lowercase hex characters'),
  trigger: triggerName,
  client_id: id13,
  type: z.enum(['mobile', 'desktop']),
  url: text(4000),
  store_integration: text(40).default(''),
  store_integration_customer_id: text(100).default(''),
  converted_email: text(254).default(''),
  view_token: viewToken,
});
export type ViewedRequest = z.infer<typeof viewedRequestSchema>;
export type ViewedRequestInput = z.input<typeof viewedRequestSchema>;

/**
 * How a pop-up left the visitor's way. `click_through` is not a close: the visitor followed one of its link
 * buttons (spec §1 "click through"); it is recorded with the closes so it needs no report of its own, and the
 * results count it apart from them.
 */
export const CLOSE_REASONS = [
  'x_click',
  'skip',
  'bg_click',
  'escape',
  'auto_close',
  'timer',
  'button',
  'click_through',
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export const closedRequestSchema = z.strictObject({
  client_id: id13,
  url: text(4000),
  converted_email: text(254).default(''),
  store_integration: text(40).default(''),
  store_integration_customer_id: text(100).default(''),
  reason: z.enum(CLOSE_REASONS),
  poptin_view_id: z
    .string()
    .regex(/^[0-9a-f]{13,32}$/)
    .nullable()
    .default(null),
});
export type ClosedRequest = z.infer<typeof closedRequestSchema>;
export type ClosedRequestInput = z.input<typeof closedRequestSchema>;
