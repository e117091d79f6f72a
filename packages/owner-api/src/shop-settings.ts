/** The shop's settings in the owner API (/api/owner/shop/settings): how the header's menu cart opens. */
import * as z from 'zod';

export const shopSettingsSchema = z.strictObject({
  mini_cart_open_on: z.enum(['click', 'hover'], { error: 'must be "click" or "hover"' }),
  mini_cart_auto_open: z.boolean({ error: 'must be true or false' }),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
