/**
 * The site's favicon: its logo when it has one, otherwise the header's
 * monogram (the name's initial on the theme's primary colour) as an inline
 * SVG, so every site has an icon in the browser tab without an upload or a
 * request of its own.
 */
import type { SiteTheme } from './theme-schema.js';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The favicon's SVG: a circle in `primary` holding the name's first letter in white. */
export function monogramSvg(name: string, primary: string): string {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    `<circle cx="16" cy="16" r="16" fill="${escapeAttr(primary)}"/>` +
    '<text x="16" y="22.5" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="19" fill="#fff">' +
    `${escapeText(initial)}</text></svg>`
  );
}

/** The `<link rel="icon">` for a site's pages. */
export function faviconLink(site: Pick<SiteTheme, 'name' | 'logo' | 'colours'>): string {
  if (site.logo) return `<link rel="icon" href="${escapeAttr(site.logo)}">`;
  const href = `data:image/svg+xml,${encodeURIComponent(monogramSvg(site.name, site.colours.primary))}`;
  return `<link rel="icon" type="image/svg+xml" href="${href}">`;
}
