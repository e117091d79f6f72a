/**
 * The start of a link hash that asks for the lightbox (§2 action links: `#elementor-action:action=lightbox…`),
 * plain or URL-encoded. Cheap enough for the click catcher and for finding such links in a rendered page;
 * the strict reading is `decodeLightboxAction`.
 */
export const LIGHTBOX_MARK = /#elementor-action(?::|%3A)action(?:=|%3D)lightbox/i;
