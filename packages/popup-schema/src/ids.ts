/**
 * Identifier shapes shared by every payload. Pop-up ids and client ids are
 * 13 lowercase hex characters (the shape click links carry, §2 "Opening by
 * click"); viewer ids are the visitor id the loader keeps for 365 days.
 */
import * as z from 'zod';

export const ID13 = /^[0-9a-f]{13}$/;
export const id13 = z.string().regex(ID13, 'must be 13 lowercase hex characters');

/**
 * The display service's proof that it served a pop-up to a viewer (server view-proof.ts): carried in each
 * record of the display answer, sent back with the view report and the prize draw. Absent or empty: the view
 * is answered but not counted, and the draw is refused.
 */
export const viewToken = z
  .string()
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]*$/, 'must be characters of A-Z, a-z, 0-9, _ or -')
  .default('');

/** A client-generated idempotency key: a retried submit reuses it. */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 characters of A-Z, a-z, 0-9, _ or -');

/** Text a visitor or owner typed: bounded, never markup-interpreted. */
export const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
