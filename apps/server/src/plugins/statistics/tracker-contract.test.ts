/**
 * The tracker (packages/tracker) and the ingest routes agree on the wire
 * format: what the tracker encodes, the server's schema accepts and decodes
 * back. Lives with the server because an app may import a package, never the
 * other way round (.dependency-cruiser.cjs).
 */
import { base64Utf8 } from '@beckon/tracker/base64';
import { hitParams } from '@beckon/tracker/hit-params';
import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8 } from './base64-field.js';
import { hitBody } from './ingest-schemas.js';

describe('the tracker and the ingest routes', () => {
  it('round-trip UTF-8 base64 paths and referrers unchanged', () => {
    for (const text of ['', '/', '/ü', 'https://ex.com/ça?é=1', '/😀/🦷']) {
      expect(decodeBase64Utf8(base64Utf8(text))).toBe(text);
    }
  });

  it('reject bytes that are not UTF-8, text that is not base64 and unpadded base64', () => {
    expect(decodeBase64Utf8(Buffer.from([0xff, 0xfe]).toString('base64'))).toBeNull();
    expect(decodeBase64Utf8('not base64!')).toBeNull();
    expect(decodeBase64Utf8('L2E')).toBeNull(); // unpadded: not canonical
  });

  it("accept the tracker's hit body and decode it back", () => {
    const settings = {
      site: 'de30c1e0a1b2c',
      endpoint: 'https://x.example/api/statistics',
      sourceId: '12',
      searchQuery: 'zahnärzte',
    };
    const parsed = hitBody.parse(Object.fromEntries(hitParams(settings, 'hit', '', '/über-uns?x=ä')));
    expect(parsed.page_uri).toBe('/über-uns?x=ä');
    expect(parsed.search_query).toBe('zahnärzte');
    expect(parsed.referred).toBe('');
  });
});
