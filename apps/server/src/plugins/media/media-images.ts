/**
 * What the media library does with an upload's bytes: decides its type from
 * the magic bytes (never the name or the browser's claim), then decodes it
 * once with sharp and writes the WebP sizes the site serves. Output carries no
 * metadata (sharp drops EXIF, so a photo's GPS position never reaches the
 * site); EXIF rotation is applied first, so sizes are as the camera meant.
 */
import { mediaWidths } from '@beckon/page-widgets/media-urls.js';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Types accepted, by the MIME type file-type reports, with the name a person knows them by. */
const ACCEPTED: ReadonlyMap<string, string> = new Map([
  ['image/jpeg', 'JPEG'],
  ['image/png', 'PNG'],
  ['image/webp', 'WebP'],
  ['image/gif', 'GIF'],
  ['image/avif', 'AVIF'],
]);
export const ACCEPTED_NAMES = [...ACCEPTED.values()].join(', ');

/** Decoding larger images could take a process's memory (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

/** The accepted image type of `bytes`, or null when they are no image we take. */
export async function detectImageType(bytes: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && ACCEPTED.has(detected.mime) ? detected.mime : null;
}

export interface Variant {
  width: number;
  height: number;
  content: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: Variant[];
}

/** Thrown when the bytes start like an image but cannot be decoded (truncated, corrupt, too many pixels). */
export class UnreadableImageError extends Error {}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const meta = await input.metadata();
    const width = meta.autoOrient.width;
    const height = meta.autoOrient.height;
    const widths = mediaWidths(width);
    // Decode the upload once, at the largest size (JPEG shrink-on-load makes that cheap); smaller sizes come from it.
    const base = await input
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
    const variants: Variant[] = [];
    for (const target of widths) {
      const { data, info } = await sharp(base.data, raw)
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: target, height: info.height, content: data });
    }
    return { width, height, variants };
  } catch (err) {
    throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
  }
}
