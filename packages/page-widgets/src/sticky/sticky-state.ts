/**
 * Where a sticky element should be (spec "Sticky: normal, stuck (fixed), or pinned to the bottom of its
 * parent; a separate effects state applies beyond the effects offset"), decided from boxes measured in
 * viewport coordinates, so the scroll handler reads once and this stays pure. The yardstick's option
 * names: to, offset, effectsOffset, parent, isRTL, handleScrollbarWidth.
 */

/** The classes the theme styles: always, while out of the flow, and past the effects offset. */
export const STICKY_CLASSES = {
  sticky: 'sticky',
  active: 'sticky-active',
  effects: 'sticky-effects',
  spacer: 'sticky-spacer',
} as const;

export interface StickyOptions {
  /** The viewport edge it sticks to. */
  to: 'top' | 'bottom';
  /** Gap in px between that edge and the stuck element. */
  offset: number;
  /** Px scrolled past the sticking point before the effects state applies. */
  effectsOffset: number;
  /** Stay within the parent: once the parent's far edge reaches it, it rides on that edge. */
  parent: boolean;
  /** Right-to-left page: the fixed element is placed from the right. */
  isRTL: boolean;
  /** Place an RTL element against the layout viewport (which excludes a vertical scrollbar), not the window. */
  handleScrollbarWidth: boolean;
}

/** A box from getBoundingClientRect (viewport coordinates, px). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface StickyInput {
  /** Where the element sits in the flow: its own box while normal, its spacer's once it left the flow. */
  natural: Box;
  /** The parent's padding box (the containing block when pinned); needed only with `parent`. */
  parent?: Box;
  /** innerWidth/innerHeight (scrollbar included) and documentElement.clientWidth (excluded). */
  viewport: { width: number; height: number; clientWidth: number };
}

export type StickyMode = 'normal' | 'stuck' | 'pinned';

/** Inline style the element gets; every key is written, '' clears it. */
export type StickyStyle = Record<'position' | 'top' | 'bottom' | 'left' | 'right' | 'width', string>;

export interface StickyState {
  mode: StickyMode;
  effects: boolean;
  style: StickyStyle;
}

const px = (n: number) => `${Math.round(n * 100) / 100}px`;

/** Back in the flow: every inline position the helper set is cleared. */
export const NORMAL_STYLE: StickyStyle = { position: '', top: '', bottom: '', left: '', right: '', width: '' };

export function stickyState({ natural, parent, viewport }: StickyInput, o: StickyOptions): StickyState {
  const height = natural.bottom - natural.top;
  const width = natural.right - natural.left;
  // Distance still to scroll before the element reaches its edge; ≤ 0 once it has (the yardstick's trigger).
  const distance = o.to === 'top' ? natural.top - o.offset : viewport.height - o.offset - natural.bottom;
  const effects = distance <= -o.effectsOffset;
  if (distance > 0) return { mode: 'normal', effects, style: NORMAL_STYLE };

  // Stuck to the top, it would overrun the parent once the parent's bottom rises above the element's bottom
  // (mirrored for the bottom edge): from then on it rides on that edge inside the parent.
  const overruns =
    o.parent &&
    parent !== undefined &&
    (o.to === 'top' ? parent.bottom <= o.offset + height : parent.top >= viewport.height - o.offset - height);
  if (overruns) {
    return {
      mode: 'pinned',
      effects,
      style: {
        position: 'absolute',
        top: o.to === 'top' ? '' : '0px',
        bottom: o.to === 'top' ? '0px' : '',
        left: o.isRTL ? '' : px(natural.left - parent.left),
        right: o.isRTL ? px(parent.right - natural.right) : '',
        width: px(width),
      },
    };
  }
  // position: fixed measures `right` from the layout viewport's right edge, which stops short of a vertical
  // scrollbar; measuring from innerWidth would push the element left by the scrollbar's width.
  const rightEdge = o.handleScrollbarWidth ? viewport.clientWidth : viewport.width;
  return {
    mode: 'stuck',
    effects,
    style: {
      position: 'fixed',
      top: o.to === 'top' ? px(o.offset) : '',
      bottom: o.to === 'top' ? '' : px(o.offset),
      left: o.isRTL ? '' : px(natural.left),
      right: o.isRTL ? px(rightEdge - natural.right) : '',
      width: px(width),
    },
  };
}
