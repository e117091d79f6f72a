/**
 * The shop's time zone in the owner API (/api/owner/shop/time-zone): the calendar its scheduled sales start
 * and end by, and the one its invoices, corrective invoices and order dates are written in.
 */
import { isTimeZone } from '@beckon/popup-schema/time-zone';
import * as z from 'zod';

/** The clinic's: Spanish peninsular time. */
export const DEFAULT_SHOP_TIME_ZONE = 'Europe/Madrid';
/** The longest IANA name is 32 characters (America/Argentina/ComodRivadavia); room to spare. */
const TIME_ZONE_MAX = 64;

export const shopTimeZoneSchema = z.strictObject({
  time_zone: z
    .string({ error: 'must be an IANA time zone such as Europe/Madrid' })
    .max(TIME_ZONE_MAX, { error: `must be at most ${TIME_ZONE_MAX} characters`, abort: true })
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Madrid'),
});
export type ShopTimeZone = z.infer<typeof shopTimeZoneSchema>;
