/** zod schemas of the site routes' params and queries (validated by the shared compiler). */
import * as z from 'zod';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugParams = z
  .object({ slug: z.string().max(100).regex(SLUG, 'must be lowercase words joined by dashes') })
  .strict();

/** The home page tolerates any query (campaign tags, click ids); only `p` means something. */
export const homeQuery = z.looseObject({
  p: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a post number')
    .optional(),
  // WooCommerce's product search form sends `?s=…&post_type=product`; it and any `?s=…` go to the
  // site search's results (/tienda/?s=…).
  post_type: z.string().max(40).optional(),
});

export const postsQuery = z
  .object({
    page: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'must be a page number from 1')
      .default('1'),
    per_page: z
      .string()
      .regex(/^([1-9]|1[0-2])$/, 'must be from 1 to 12')
      .default('3'),
    /** `1`: each post with its whole text (the full-content skin). */
    content: z.literal('1').optional(),
  })
  .strict();

/** The raw query of `url` without the parameter `name`, byte for byte as the visitor sent it ('' when empty). */
export function queryWithout(url: string, name: string): string {
  const at = url.indexOf('?');
  if (at < 0) return '';
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((part) => part !== '' && part !== name && !part.startsWith(`${name}=`));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
