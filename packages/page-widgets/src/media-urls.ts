/**
 * The media library's public image URLs, shared by the server (which
 * generates the sizes) and the widgets (which list them in srcset): every
 * upload is stored at the widths below that are narrower than the original,
 * plus the original's width capped at the largest, so the widths that exist
 * follow from any one of its URLs alone.
 */
import { GRID_BREAKPOINTS } from './builder-constants.js';

/** Generated widths in CSS pixels, from the grid's sm to its xxl, the largest an image is ever served at. */
const LARGEST = GRID_BREAKPOINTS.xxl;
const MEDIA_WIDTHS: readonly number[] = [GRID_BREAKPOINTS.sm, 960, LARGEST];

/** The widths generated for an image `originalWidth` pixels wide, ascending. */
export function mediaWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, LARGEST);
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

export function mediaUrl(accountId: string, imageId: string, width: number): string {
  return `/site/media/${accountId}/${imageId}-${width}.webp`;
}

const MEDIA_PATH = /^\/site\/media\/([0-9a-f]{13})\/([0-9a-f]{32})-([1-9]\d{0,3})\.webp$/;

/**
 * `srcset` for a media library URL: that size and every generated one below
 * it (they all exist, see mediaWidths); undefined for any other image.
 */
export function mediaSrcset(src: string): string | undefined {
  const m = MEDIA_PATH.exec(src);
  if (!m) return undefined;
  const [, accountId = '', imageId = '', width = ''] = m;
  return mediaWidths(Number(width))
    .map((w) => `${mediaUrl(accountId, imageId, w)} ${w}w`)
    .join(', ');
}

/** The media library image a URL serves, when it is one of `accountId`'s; null for any other image. */
export function mediaImageId(src: string, accountId: string): string | null {
  const m = MEDIA_PATH.exec(src);
  return m && m[1] === accountId ? (m[2] ?? null) : null;
}
