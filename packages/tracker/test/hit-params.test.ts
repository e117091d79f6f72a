import { describe, expect, it } from 'vitest';
import { hitParams } from '../src/hit-params.js';

describe('hit parameters', () => {
  const settings = {
    site: 'de30c1e0a1b2c',
    endpoint: 'https://x.example/api/statistics',
    sourceId: '12',
    searchQuery: 'zahnärzte',
  };

  it('carries the §3 parameters with referred, page_uri and search_query as UTF-8 base64', () => {
    const p = hitParams(settings, 'hit', 'https://www.google.com/', '/über-uns?x=ä');
    expect(Object.fromEntries(p)).toEqual({
      wp_statistics_hit: '1',
      site: 'de30c1e0a1b2c',
      endpoint: 'hit',
      source_type: 'post',
      source_id: '12',
      search_query: Buffer.from('zahnärzte').toString('base64'),
      referred: Buffer.from('https://www.google.com/').toString('base64'),
      page_uri: Buffer.from('/über-uns?x=ä').toString('base64'),
      signature: '',
    });
  });

  it('names the online endpoint for a ping', () => {
    expect(hitParams(settings, 'online', '', '/').get('endpoint')).toBe('online');
  });
});
