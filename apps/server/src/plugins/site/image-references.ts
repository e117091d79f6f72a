/**
 * The images a page document shows: every `src` (image, gallery and carousel widgets) and `image` (post
 * cards) that names an image file, with the alt text beside it. Read from the stored JSON without knowing
 * each widget, so a new widget's images are found too. Pure.
 */
export interface ImageReference {
  src: string;
  alt: string;
}

const IMAGE_PATH = /^(\/|https:\/\/)[^\s"'<>]{1,2000}$/;
const IMAGE_FILE = /\.(avif|gif|jpe?g|png|svg|webp)(\?[^#]*)?$/i;
const MAX_DEPTH = 40;

function isImage(value: unknown): value is string {
  return typeof value === 'string' && IMAGE_PATH.test(value) && IMAGE_FILE.test(value);
}

export function imageReferences(document: unknown): ImageReference[] {
  const found = new Map<string, ImageReference>();
  const walk = (node: unknown, depth: number) => {
    if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    for (const key of ['src', 'image']) {
      const value = record[key];
      if (isImage(value) && !found.has(value))
        found.set(value, { src: value, alt: typeof record.alt === 'string' ? record.alt : '' });
    }
    for (const value of Object.values(record)) walk(value, depth + 1);
  };
  walk(document, 0);
  return [...found.values()];
}
