/**
 * Gallery filtering (§3 Gallery: a tag index per filter title, "all" or a
 * tag): which items a filter shows, and the lightbox group built from the
 * items left visible, as the builder rebuilds it after each filter click.
 */
export interface GalleryItem {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
  tags: string[];
}

export const ALL = 'all';

export function isShown(item: GalleryItem, filter: string): boolean {
  return filter === ALL || item.tags.includes(filter);
}

/** Indexes (into the full list) of the items the lightbox steps through under `filter`. */
export function lightboxGroup(items: readonly GalleryItem[], filter: string): number[] {
  return items.flatMap((item, i) => (isShown(item, filter) ? [i] : []));
}

/** The lightbox counter, e.g. "2 / 5" for the second of five visible images. */
export function counterText(group: readonly number[], current: number): string {
  return `${group.indexOf(current) + 1} / ${group.length}`;
}

/** The next (+1) or previous (-1) item of the group, wrapping around. */
export function step(group: readonly number[], current: number, by: 1 | -1): number {
  const at = group.indexOf(current);
  return group[(at + by + group.length) % group.length] ?? current;
}
