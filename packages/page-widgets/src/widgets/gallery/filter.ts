/**
 * Gallery filtering (§3 Gallery: a tag index per filter title, "all" or a
 * tag): which items a filter shows, and the lightbox group built from the
 * items left visible, as the builder rebuilds it after each filter click:
 * 1000 ms after the click (§9), so until then the lightbox keeps the previous
 * group.
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

/** §9: a filter click sets the lightbox group after this delay, to the filter in force by then. */
export const LIGHTBOX_GROUP_DELAY_MS = 1000;

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

/**
 * The group the lightbox opens on for item `index`: the group last set
 * (`groupFilter`), unless an image opened within the delay after a filter
 * click is missing from it; then the images shown now (`shownFilter`), so the
 * counter never reads "0 / n".
 */
export function groupToOpen(
  items: readonly GalleryItem[],
  groupFilter: string,
  shownFilter: string,
  index: number,
): number[] {
  const settled = lightboxGroup(items, groupFilter);
  return settled.includes(index) ? settled : lightboxGroup(items, shownFilter);
}
