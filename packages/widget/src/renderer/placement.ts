/**
 * Where the lightbox sits and how big it is (spec §2 "Placement and size"):
 * pure functions from the design document to inline CSS. The overlay is a
 * flex box; the location picks its alignment. The overlay is always
 * left-to-right so "left" means the physical left on Hebrew pages too.
 */
import type { DesignDocument, Location } from '@beckon/popup-schema';

type Align = 'flex-start' | 'center' | 'flex-end';
export interface PlacementStyle {
  justifyContent: Align;
  alignItems: Align;
}

const HORIZONTAL: Record<string, Align> = { left: 'flex-start', center: 'center', right: 'flex-end' };
/** `midlle` is the product's own spelling (§2); `middle` is accepted too. */
const VERTICAL: Record<string, Align> = { top: 'flex-start', midlle: 'center', middle: 'center', bottom: 'flex-end' };

/** `left_top` … `right_bottom` → flex alignment; anything unknown is centred. */
export function placementStyle(location: Location | string): PlacementStyle {
  const [h = '', v = ''] = location.split('_');
  return { justifyContent: HORIZONTAL[h] ?? 'center', alignItems: VERTICAL[v] ?? 'center' };
}

/** Gap kept between the box and the viewport edges. */
export const EDGE_MARGIN_PX = 16;

export interface SizeStyle {
  width: string;
  minHeight?: string;
  maxWidth: string;
  maxHeight: string;
}

/**
 * Box size from poptin_size (default 800x500), never larger than the viewport
 * minus margins. On mobile the box takes the screen width and grows with its
 * content, so a desktop-shaped design stays readable.
 */
export function frameSize(size: DesignDocument['poptin_size'] | undefined, isMobile: boolean): SizeStyle {
  const { width, height } = size ?? { width: 800, height: 500 };
  const maxWidth = `calc(var(--bk-vw, 100vw) - ${2 * EDGE_MARGIN_PX}px)`;
  const maxHeight = `calc(var(--bk-vh, 100vh) - ${2 * EDGE_MARGIN_PX}px)`;
  if (isMobile) return { width: maxWidth, maxWidth, maxHeight };
  // min-height (not height): content taller than the design grows the box up
  // to the viewport, then scrolls inside it; min() keeps min- below max-height.
  return { width: `${width}px`, minHeight: `min(${height}px, ${maxHeight})`, maxWidth, maxHeight };
}
