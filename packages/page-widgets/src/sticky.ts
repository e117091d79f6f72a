/**
 * Sticky elements by device (§3 sticky, sticky_on, sticky_offset): plain CSS
 * position: sticky inside each chosen device's width range, so it costs no
 * script and switches with the viewport exactly at the §3 breakpoints.
 */
import * as z from 'zod';
import { BREAKPOINTS, DEVICES, type Device } from './responsive.js';

export const stickySettings = {
  sticky: z.enum(['none', 'top', 'bottom']).default('none'),
  stickyOn: z.array(z.enum(DEVICES)).max(4).default(['desktop', 'laptop', 'tablet']),
  stickyOffset: z.number().int().min(0).max(400).default(0),
};

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
  headerOffset = 72,
): string {
  if (sticky === 'none') return '';
  // Stuck to the top it sits below the theme's sticky header.
  const edge = sticky === 'top' ? `top:${offset + headerOffset}px` : `bottom:${offset}px`;
  return on
    .map(
      (d) =>
        `@media ${deviceQuery(d)}{${selector}{position:sticky;${edge};align-self:${sticky === 'top' ? 'start' : 'end'};z-index:5}}`,
    )
    .join('');
}
