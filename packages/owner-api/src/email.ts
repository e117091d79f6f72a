/** The one email address rule of the owner API: sign-up, team invitations, privacy requests. */
import * as z from 'zod';

/**
 * The length cap aborts before the pattern runs (zod runs every check otherwise),
 * and the pattern is linear: the domain's parts exclude the dot that separates them,
 * so no input can make it backtrack (a backtracking pattern can spend a second on a 30 KB address).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const emailSchema = z
  .string()
  .max(254, { error: 'must be at most 254 characters', abort: true })
  .regex(EMAIL_PATTERN, 'must be an email address like you@example.com');
