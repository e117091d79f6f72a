/**
 * Sticky elements by device (§3 sticky, sticky_on, sticky_offset, sticky_parent, sticky_effects_offset).
 * The common case, staying within its parent with no effects, is plain CSS position: sticky inside each
 * chosen device's width range: no script, switching exactly at the §3 breakpoints. Leaving the parent or an
 * effects offset needs the sticky helper island (src/sticky/), which gets its options from `stickyData`.
 */
import * as z from 'zod';
import { BREAKPOINTS, DEVICES, type Device } from './responsive.js';
import { STICKY_CLASSES, type StickyOptions } from './sticky/sticky-state.js';

export const stickySettings = {
  sticky: z.enum(['none', 'top', 'bottom']).default('none'),
  stickyOn: z.array(z.enum(DEVICES)).max(4).default(['desktop', 'laptop', 'tablet']),
  stickyOffset: z.number().int().min(0).max(400).default(0),
  /** Stay within the parent (stop at its bottom edge); off, it stays stuck for the rest of the page. */
  stickyParent: z.boolean().default(true),
  /** Px scrolled past the sticking point before the effects look (a raised card) applies; none when empty. */
  stickyEffectsOffset: z.number().int().min(0).max(2000).optional(),
};

type StickySettings = z.output<z.ZodObject<typeof stickySettings>>;

/** Stuck to the top, an element sits below the theme's sticky header (px). */
export const HEADER_OFFSET = 72;

/** What the sticky island reads from an element's data-sticky attribute. */
export interface StickyData {
  on: Device[];
  options: Pick<StickyOptions, 'to' | 'offset' | 'effectsOffset' | 'parent'>;
}

/** CSS position: sticky always stays within the parent and has no effects state: anything else needs the helper. */
export function needsStickyHelper(s: StickySettings): boolean {
  return s.sticky !== 'none' && (!s.stickyParent || s.stickyEffectsOffset !== undefined);
}

/** The helper's options for one element: the header's height joins a top offset, as in the CSS case. */
export function stickyData(s: StickySettings): StickyData {
  return {
    on: s.stickyOn,
    options: {
      to: s.sticky === 'bottom' ? 'bottom' : 'top',
      offset: s.stickyOffset + (s.sticky === 'top' ? HEADER_OFFSET : 0),
      effectsOffset: s.stickyEffectsOffset ?? 0,
      parent: s.stickyParent,
    },
  };
}

/**
 * The helper's CSS for one element: kept to its own height on its devices (a grid item would stretch to
 * the row and never move), above the content it passes over, and raised as a card in the effects state
 * (a white spread shadow pads the card without changing the element's size, so nothing reflows).
 */
export function stickyHelperCss(selector: string, s: StickySettings): string {
  const edge = s.sticky === 'top' ? 'start' : 'end';
  const look =
    s.stickyEffectsOffset === undefined
      ? ''
      : `${selector}.${STICKY_CLASSES.effects}{background:#fff;border-radius:6px;box-shadow:0 0 0 12px #fff,0 10px 28px 12px rgba(16,35,47,.16)}`;
  return `${s.stickyOn.map((d) => `@media ${deviceQuery(d)}{${selector}{align-self:${edge}}}`).join('')}${selector}.${STICKY_CLASSES.active}{z-index:5}${look}`;
}

/** The media query that selects exactly one device. */
export function deviceQuery(device: Device): string {
  switch (device) {
    case 'mobile':
      return `(max-width:${BREAKPOINTS.mobile}px)`;
    case 'tablet':
      return `(min-width:${BREAKPOINTS.mobile + 1}px) and (max-width:${BREAKPOINTS.tablet}px)`;
    case 'laptop':
      return `(min-width:${BREAKPOINTS.tablet + 1}px) and (max-width:${BREAKPOINTS.laptop}px)`;
    case 'desktop':
      return `(min-width:${BREAKPOINTS.laptop + 1}px)`;
  }
}

export function stickyCss(
  selector: string,
  sticky: 'none' | 'top' | 'bottom',
  on: readonly Device[],
  offset: number,
  headerOffset = HEADER_OFFSET,
): string {
  if (sticky === 'none') return '';
  const edge = sticky === 'top' ? `top:${offset + headerOffset}px` : `bottom:${offset}px`;
  return on
    .map(
      (d) =>
        `@media ${deviceQuery(d)}{${selector}{position:sticky;${edge};align-self:${sticky === 'top' ? 'start' : 'end'};z-index:5}}`,
    )
    .join('');
}
