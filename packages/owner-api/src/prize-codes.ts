/**
 * A prize's coupon pool (spec §4 Gamified; apps/server game-service.ts): the
 * owner uploads unique codes, each given to one winning draw and marked used
 * when that lead converts.
 */
import { id13 } from '@beckon/popup-schema';
import * as z from 'zod';

export const prizeCodesParamsSchema = z.strictObject({
  poptinId: id13,
  prizeId: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1 to 32 characters of A-Z, a-z, 0-9, _ or -'),
});

const code = z
  .string()
  .max(60, { error: 'must be at most 60 characters', abort: true })
  .regex(/^[^\s]+$/, 'must be one code without spaces');

export const prizeCodesUploadSchema = z.strictObject({
  codes: z.array(code).min(1, 'must hold at least one code').max(10_000, 'must hold at most 10000 codes'),
});
export type PrizeCodesUpload = z.infer<typeof prizeCodesUploadSchema>;

/** How a pool stands: codes not yet drawn, drawn and waiting for their lead, and used. */
export interface PrizeCodesSummary {
  free: number;
  drawn: number;
  used: number;
  /** Codes the upload added (absent from GET); duplicates of codes already in the pool are not added again. */
  added?: number;
}
