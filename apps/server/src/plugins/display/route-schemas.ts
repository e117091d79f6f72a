/** Path-parameter schemas of the display routes (spec §7: ids are 13 lowercase hex). */
import { id13 } from '@beckon/popup-schema';
import { z } from 'zod';

export const clientParams = z.strictObject({ clientId: id13 });
export const poptinParams = z.strictObject({ poptinId: id13 });
export const viewerParams = z.strictObject({
  viewerId: z.string().regex(/^[0-9a-f]{13}$/, 'must be 13 lowercase hex characters'),
});
