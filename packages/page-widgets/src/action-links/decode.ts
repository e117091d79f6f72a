/**
 * Reading a lightbox action link (§2): `#elementor-action:action=lightbox&settings=<base64 of JSON>`, as the
 * page builder writes it. The hash is owner data reaching the visitor's page, so it is read strictly: length
 * capped before any decoding, a fixed set of keys and types, and image URLs only of this site.
 */
import type { LightboxItem } from '../widgets/gallery/lightbox.js';

/** Longer hashes are refused before decoding: a real one is a URL and a few ids, well under 1 KB. */
export const MAX_ACTION_LENGTH = 2048;
const ACTION = /^#elementor-action:action=lightbox&settings=([A-Za-z0-9+/_-]+={0,2})$/;
/** The gallery widget's id (the slideshow it opens); also what `getElementById` receives. */
const SLIDESHOW_ID = /^[A-Za-z0-9_-]{1,64}$/;
const KEYS = new Set(['type', 'id', 'url', 'slideshow', 'title', 'description']);
const MAX_URL = 500;
const MAX_TEXT = 300;

export type LightboxAction =
  | { type: 'image'; url: string; slideshow: string | null; title: string | null }
  | { type: 'slideshow'; slideshow: string; url: string | null };

/**
 * The path (and query) of `raw` when it names a file of the page's own site (relative, or absolute with the
 * same origin); null for anything else: other sites, protocol-relative, `javascript:`, `data:`, `blob:`.
 */
function sameSitePath(raw: string, pageUrl: string): string | null {
  // Whitespace, controls and backslashes are refused rather than left to the URL parser's repairs.
  if (raw.length === 0 || raw.length > MAX_URL || /[\s\\\p{Cc}]/u.test(raw)) return null;
  try {
    const page = new URL(pageUrl);
    const url = new URL(raw, page);
    return url.protocol === page.protocol && url.origin === page.origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

/** The server encodes UTF-8 (or escapes to ASCII); a browser's btoa writes Latin-1 bytes. Either reads back. */
function utf8OrLatin1(binary: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return binary;
  }
}

function settingsOf(hash: string): Record<string, unknown> | null {
  if (hash.length > MAX_ACTION_LENGTH) return null;
  try {
    const m = ACTION.exec(decodeURIComponent(hash));
    if (!m?.[1]) return null;
    const binary = atob(m[1].replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(utf8OrLatin1(binary));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return value as Record<string, unknown>;
  } catch {
    return null;
  }
}

const optionalText = (v: unknown): string | null | undefined =>
  v === undefined ? null : typeof v === 'string' && v.length <= MAX_TEXT ? v : undefined;

/** The lightbox a link's hash asks for, or null when the hash is not one or breaks any rule. */
export function decodeLightboxAction(hash: string, pageUrl: string): LightboxAction | null {
  const s = settingsOf(hash);
  if (!s || Object.keys(s).some((k) => !KEYS.has(k))) return null;
  if (s.id !== undefined && !(typeof s.id === 'number' || (typeof s.id === 'string' && s.id.length <= 64))) return null;
  const title = optionalText(s.title);
  if (title === undefined || optionalText(s.description) === undefined) return null;
  let slideshow: string | null = null;
  if (s.slideshow !== undefined) {
    if (typeof s.slideshow !== 'string' || !SLIDESHOW_ID.test(s.slideshow)) return null;
    slideshow = s.slideshow;
  }
  let url: string | null = null;
  if (s.url !== undefined) {
    url = typeof s.url === 'string' ? sameSitePath(s.url, pageUrl) : null;
    if (url === null) return null;
  }
  if (s.type === 'image') return url === null ? null : { type: 'image', url, slideshow, title };
  if (s.type === 'slideshow') return slideshow === null ? null : { type: 'slideshow', slideshow, url };
  return null;
}

/**
 * What the lightbox shows for an action: the gallery `slideshow` names (found by `galleryItems`), at the
 * image the link names or the first; an image outside any gallery alone. A slideshow of no gallery on the
 * page shows nothing (null).
 */
export function lightboxView(
  action: LightboxAction,
  pageUrl: string,
  galleryItems: (id: string) => LightboxItem[] | null,
): { items: LightboxItem[]; current: number } | null {
  const items = action.slideshow === null ? null : galleryItems(action.slideshow);
  const at = items && action.url !== null ? items.findIndex((i) => sameSitePath(i.src, pageUrl) === action.url) : -1;
  if (items && items.length > 0 && (at >= 0 || action.type === 'slideshow')) {
    return { items, current: Math.max(at, 0) };
  }
  if (action.type === 'image') return { items: [{ src: action.url, alt: action.title ?? '' }], current: 0 };
  return null;
}
