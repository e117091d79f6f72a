/**
 * The form body of a hit or online ping (spec §3 hit parameters, §7 call 1):
 * the tag's parameters plus, at send time, referred and page_uri as base64
 * of UTF-8.
 */
import { base64Utf8 } from './base64.js';
import type { Settings } from './config.js';

export function hitParams(s: Settings, endpoint: 'hit' | 'online', referrer: string, page: string): URLSearchParams {
  return new URLSearchParams({
    wp_statistics_hit: '1',
    site: s.site as string,
    endpoint,
    source_type: s.sourceType || 'post',
    source_id: s.sourceId || '0',
    search_query: base64Utf8(s.searchQuery || ''),
    referred: base64Utf8(referrer),
    page_uri: base64Utf8(page),
    signature: s.signature || '',
  });
}
