/**
 * The responsive settings model (spec §3): desktop values cascade down to
 * laptop (≤ 1366 px), tablet (≤ 1024 px) and mobile (≤ 767 px); a device
 * without its own value inherits the next larger one, as in the builder.
 * Islands import this file, so it stays free of the validator (the setting's
 * schema is in responsive-setting.ts).
 */
import { GRID_BREAKPOINTS } from './builder-constants.js';

export const DEVICES = ['desktop', 'laptop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

/** Largest viewport width (px) of each device; desktop has no upper bound. Mobile and tablet end where the grid's md and lg begin. */
export const BREAKPOINTS = {
  mobile: GRID_BREAKPOINTS.md - 1,
  tablet: GRID_BREAKPOINTS.lg - 1,
  laptop: 1366,
} as const;

export type Responsive<T> = { desktop: T; laptop?: T; tablet?: T; mobile?: T };

/** The value that applies on `device`: its own, else the next larger device's. */
export function valueFor<T>(r: Responsive<T>, device: Device): T {
  const from = DEVICES.indexOf(device);
  for (let i = from; i >= 0; i--) {
    const v = r[DEVICES[i] as Device];
    if (v !== undefined) return v;
  }
  return r.desktop;
}

/** The device a viewport width falls in. */
export function deviceForWidth(width: number): Device {
  if (width <= BREAKPOINTS.mobile) return 'mobile';
  if (width <= BREAKPOINTS.tablet) return 'tablet';
  if (width <= BREAKPOINTS.laptop) return 'laptop';
  return 'desktop';
}

/**
 * CSS custom properties of one element per device, as a rule set scoped to
 * `selector`: desktop in the base rule, others in max-width media queries
 * (ordered largest first so the smaller device wins).
 */
export function responsiveCss(selector: string, vars: Record<string, Responsive<string | number>>): string {
  let css = '';
  for (const device of DEVICES) {
    const decls = Object.entries(vars)
      .filter(([, r]) => device === 'desktop' || r[device] !== undefined)
      .map(([name, r]) => `--${name}:${String(r[device] ?? r.desktop)}`)
      .join(';');
    if (!decls) continue;
    const rule = `${selector}{${decls}}`;
    css += device === 'desktop' ? rule : `@media (max-width:${BREAKPOINTS[device]}px){${rule}}`;
  }
  return css;
}
