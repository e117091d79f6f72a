/**
 * Base64 of a string's UTF-8 bytes (spec §3 referred, page_uri,
 * search_query; §7 the timestamp header) — the same bytes as WP Statistics'
 * TextEncoder + btoa. btoa alone throws above U+00FF; encodeURIComponent
 * yields the UTF-8 bytes as %XX and unescape turns each into one Latin-1
 * character for btoa. (unescape is Annex B, present in every browser, and
 * the shortest way there: the tracker has a 1.5 KB budget.)
 */
export function base64Utf8(text: string): string {
  return btoa(unescape(encodeURIComponent(text)));
}
