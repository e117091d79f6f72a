/**
 * A pop-up's numbered format drawn (spec §1, §2): the format data shared
 * with the builder (@beckon/popup-schema/formats) says where the screen's
 * image goes and how the content flows; this takes that image out of the
 * block list into a pane of its own, and FORMAT_CSS places the pane.
 */
import type { Block, PopupType } from '@beckon/popup-schema';
import { formatOf, type ImagePlacement, type Orientation } from '@beckon/popup-schema/formats';

type ImageBlock = Extract<Block, { kind: 'image' }>;

export interface FormatLayout {
  /** `inline` when nothing is taken out: the blocks are drawn as the owner ordered them. */
  image: ImagePlacement;
  orientation: Orientation;
  /** The image drawn in the pane (the screen's first image), or null. */
  media: ImageBlock | null;
  /** The blocks left for the content column. */
  blocks: readonly Block[];
}

/**
 * Lays one screen out in its format. A phone is too narrow for an image
 * beside stacked content, so there a left or right image goes on top; a
 * horizontal format (a bar) keeps its image beside the row.
 */
export function formatLayout(
  type: PopupType,
  format: number,
  blocks: readonly Block[],
  isMobile: boolean,
): FormatLayout {
  const { image, orientation } = formatOf(type, format);
  const at = blocks.findIndex((b) => b.kind === 'image');
  const media = blocks[at];
  if (image === 'inline' || media?.kind !== 'image') return { image: 'inline', orientation, media: null, blocks };
  const narrow = isMobile && orientation === 'vertical' && (image === 'left' || image === 'right');
  return {
    image: narrow ? 'top' : image,
    orientation,
    media,
    blocks: blocks.filter((_, i) => i !== at),
  };
}

/**
 * The pane's rules. A background image sits under a veil of the pop-up's own
 * background colour so the owner's text keeps its contrast; the X and skip
 * button stay above the pane, in that colour too, as they may sit over the image.
 */
export const FORMAT_CSS =
  '.bk-main{flex:1;display:flex;flex-direction:column;min-height:0;min-width:0}' +
  '.bk-main>.bk-body{min-width:0}' +
  '.bk-main[data-image=left]{flex-direction:row}.bk-main[data-image=right]{flex-direction:row-reverse}' +
  '.bk-media{position:relative;flex:0 0 40%;min-height:120px;overflow:hidden}' +
  '.bk-media img{display:block;width:100%;height:100%;object-fit:cover}' +
  '.bk-main[data-image=top] .bk-media{flex:0 0 auto;height:200px}' +
  '.bk-main[data-image=background]{position:relative}' +
  '.bk-main[data-image=background] .bk-media{position:absolute;inset:0}' +
  '.bk-main[data-image=background] .bk-media::after{content:"";position:absolute;inset:0;background:var(--bk-bg);opacity:.78}' +
  '.bk-main[data-image=background] .bk-body{position:relative}' +
  // In a row (a bar) the image fills its pane without making the bar taller.
  '.bk-main[data-orient=horizontal] .bk-media{flex-basis:min(25%,200px);min-height:0}' +
  '.bk-main[data-orient=horizontal] .bk-media img{position:absolute;inset:0}' +
  // A horizontal format puts the blocks in a row, with or without an image pane.
  '.bk-body[data-orient=horizontal]{flex-direction:row;flex-wrap:wrap;align-items:center;justify-content:center}' +
  '.bk-body[data-orient=horizontal]>*{flex:1 1 160px;min-width:0}' +
  '.bk-dialog:has(.bk-media) :is(.bk-x,.bk-skip,.bk-tip){z-index:1}' +
  '.bk-dialog:has(.bk-media) :is(.bk-x,.bk-skip):not(:hover){background:var(--bk-bg)}' +
  '@media (max-width:480px){.bk-main[data-image=top] .bk-media{height:160px}}';
