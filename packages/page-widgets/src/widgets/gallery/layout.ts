/**
 * The gallery's layouts and overlays as pure decisions: each image's caption by the chosen source, and the
 * per-image ratio that the justified and masonry layouts keep.
 */
import type { GalleryItem } from './filter.js';

export type CaptionSource = 'none' | 'caption' | 'alt';

/** The text shown over an image, or nothing when the source is off or empty for that image. */
export function captionOf(item: Pick<GalleryItem, 'alt' | 'caption'>, source: CaptionSource): string | undefined {
  if (source === 'none') return undefined;
  const text = (source === 'caption' ? item.caption : item.alt)?.trim();
  return text ? text : undefined;
}

/**
 * An image's own ratio, which the justified and masonry layouts keep. In justified rows an image's flex
 * basis is its width at the ideal row height and it grows in proportion to its ratio, so the images of one
 * row keep one height and the row fills the line.
 */
export function ratioStyle(item: Pick<GalleryItem, 'width' | 'height'>): Record<string, string> {
  const ratio = item.width / item.height;
  return { '--ar': ratio.toFixed(4) };
}
